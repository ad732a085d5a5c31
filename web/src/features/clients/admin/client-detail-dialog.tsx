import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { NoteSubject } from '@agency/common';

import { paths } from '@/config/paths';
import { useClient } from '@/lib/firestore/clients';

import { ClientAccountActions } from './client-account-actions';
import { ClientDetails } from './client-details';
import { ClientOrigin } from './client-origin';

/** What the client dialog shows of other features (the router passes them to the clients page). */
export interface ClientDetailParts {
  /** The client's website assessments, and the form to run one. */
  AdminAssessments: ComponentType<{ subject: { clientId: string }; website: string; name: string }>;
  /** The agency's private notes about the client, append-only. */
  Notes: ComponentType<{ subject: NoteSubject }>;
}

interface ClientDetailDialogProps {
  open: boolean;
  /** The uid of the client on show (read here, live: they may be on no page the list has open). */
  uid: string | null;
  /** The signed-in administrator, who is offered no way to disable themselves or drop their own role. */
  selfUid: string | undefined;
  onClose: () => void;
  parts: ClientDetailParts;
}

/** One client's details and account actions, over the list; full screen on a phone. */
export function ClientDetailDialog({ open, uid, selfUid, onClose, parts }: ClientDetailDialogProps) {
  const { AdminAssessments, Notes } = parts;
  const live = useClient(uid, 'card');
  const client = live.status === 'ready' ? live.data : undefined;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {client ? client.name || client.email : live.status === 'loading' ? 'Client' : 'Client not found'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {client ? (
          <>
            <ClientDetails client={client} origin={<ClientOrigin uid={client.uid} />} />
            {client.role === 'client' && (
              <>
                <AdminAssessments
                  subject={{ clientId: client.uid }}
                  website={client.website}
                  name={client.businessName || client.name || client.email}
                />
                <Box sx={{ mt: 3 }}>
                  <Notes key={client.uid} subject={{ kind: 'client', id: client.uid }} />
                </Box>
              </>
            )}
          </>
        ) : live.status === 'loading' ? (
          <CircularProgress aria-label="Loading the client" />
        ) : live.status === 'error' ? (
          <Typography>
            The client could not be loaded.{' '}
            <Button onClick={live.retry} size="small">
              Try again
            </Button>
          </Typography>
        ) : (
          <Typography>No client has that id. The link may be wrong, or the profile may have been removed.</Typography>
        )}
      </DialogContent>
      {client && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
          {client.role === 'client' && (
            <Button
              component={RouterLink}
              to={`${paths.admin.projects.getHref()}?new=${encodeURIComponent(client.uid)}`}
              variant="outlined"
            >
              New project
            </Button>
          )}
          <ClientAccountActions key={client.uid} client={client} selfUid={selfUid} />
        </DialogActions>
      )}
    </Dialog>
  );
}
