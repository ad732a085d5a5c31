import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, Fragment, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import {
  documentId,
  INDUSTRIES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadEnquiries,
  type LeadStatus,
  type NoteSubject,
  optionLabel,
  pageTitle,
} from '@agency/common';

import { type DetailRow, DetailsList } from '@/components/details-list';
import { PageLoader } from '@/components/page-loader';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useClient } from '@/lib/firestore/clients';
import { type Lead, markLeadEnquiryRead, setLeadStatus, useLead, useOtherLeadsFrom } from '@/lib/firestore/leads';
import { mailtoHref } from '@/lib/mailto';
import { useQueryParams } from '@/lib/use-query-params';

import { CONVERTED_STAYS_WON } from './lead-labels';
import { LeadPlanForm } from './lead-plan-form';

/** What the lead dialog shows of other features (the router passes them to the leads page). */
export interface LeadDetailParts {
  /** The lead's website assessments, and the form to run one. */
  AdminAssessments: ComponentType<{ subject: { leadId: string }; website: string; name: string }>;
  /** The agency's private notes about the lead, append-only. */
  Notes: ComponentType<{ subject: NoteSubject }>;
  /** Inviting the lead as a client, their details filled in. */
  InviteClientDialog: ComponentType<{
    open: boolean;
    onClose: () => void;
    lead: { id: string; name: string; email: string };
  }>;
}

/** One lead, over the list or board; full screen on a phone. Its id comes from `?lead=`. */
export function LeadDetailDialog({ id, onClose, parts }: { id: string; onClose: () => void; parts: LeadDetailParts }) {
  const { InviteClientDialog } = parts;
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // A hand-made `?lead=` that is no document id (a path, a reserved name) is a lead that does not exist.
  const live = useLead(documentId().isValidSync(id) ? id : null, 'card');
  const status = live.status;
  const lead = live.status === 'ready' ? live.data : null;
  const [converting, setConverting] = useState(false);
  const title = status === 'loading' ? 'Lead' : lead ? lead.name : 'Lead not found';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {status === 'loading' ? (
          <PageLoader />
        ) : lead ? (
          <LeadDetails lead={lead} parts={parts} />
        ) : (
          <Typography>No lead has that id. The link may be wrong.</Typography>
        )}
      </DialogContent>
      {lead && (
        <DialogActions sx={{ px: 3, py: 2 }}>
          {lead.convertedClientId ? (
            <ConvertedClient uid={lead.convertedClientId} />
          ) : (
            <Button variant="contained" onClick={() => setConverting(true)}>
              Convert to client
            </Button>
          )}
          <InviteClientDialog
            open={converting}
            onClose={() => setConverting(false)}
            lead={{ id: lead.id, name: lead.name, email: lead.email }}
          />
        </DialogActions>
      )}
    </Dialog>
  );
}

function LeadDetails({ lead, parts }: { lead: Lead; parts: LeadDetailParts }) {
  const { AdminAssessments: Assessments, Notes } = parts;
  const db = useFirestore();
  // Opened, so an enquiry that joined the lead has been seen: the dashboard stops listing it. Should the write
  // fail, the lead stays listed and the next opening tries again; nothing here depends on it.
  const unread = lead.enquiryUnreadAt?.getTime();
  useEffect(() => {
    if (unread !== undefined) markLeadEnquiryRead(db, lead.id).catch(() => undefined);
  }, [db, lead.id, unread]);
  const changeStatus = async (status: LeadStatus) => {
    try {
      await setLeadStatus(db, lead.id, status);
      notify.success(`${lead.name} moved to ${LEAD_STATUS_LABELS[status]}`);
    } catch (error) {
      notify.error('Could not change the status', firebaseErrorMessage(error));
    }
  };
  const rows: DetailRow[] = [
    ['Email', <Link href={mailtoHref(lead.email)}>{lead.email}</Link>],
    ['Industry', optionLabel(INDUSTRIES, lead.industry)],
    ['Received', <When date={lead.createdAt} format="moment" />],
  ];
  return (
    <>
      <DetailsList rows={rows} labelWidth="9rem" sx={{ mb: 3 }} />
      <SameAddress lead={lead} />
      <LeadEnquiries lead={lead} />
      <TextField
        select
        label="Status"
        value={lead.status}
        onChange={(event) => void changeStatus(event.target.value as LeadStatus)}
        // A converted lead is a client now and stays Won (firestore.rules refuse any other status).
        disabled={lead.convertedClientId !== null}
        helperText={lead.convertedClientId !== null ? CONVERTED_STAYS_WON : undefined}
        sx={{ minWidth: 200, mb: 3 }}
      >
        {LEAD_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <LeadPlanForm lead={lead} />
      <Box sx={{ mb: 3 }}>
        <Notes key={lead.id} subject={{ kind: 'lead', id: lead.id }} />
      </Box>
      <Assessments subject={{ leadId: lead.id }} website="" name={lead.name} />
    </>
  );
}

/**
 * The other leads from this lead's address, each opening in this dialog: the same person writing under another
 * name, or again after their lead was closed, makes a lead of their own, which the agency should see together.
 */
function SameAddress({ lead }: { lead: Lead }) {
  const { others, more } = useOtherLeadsFrom(lead.email, lead.id);
  const [params] = useQueryParams();
  if (!others.length) return null;
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('lead', id);
    return { search: `?${next.toString()}` };
  };
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {more
        ? `The newest ${others.length} other leads`
        : others.length === 1
          ? 'Another lead'
          : `${others.length} other leads`}{' '}
      from this address:{' '}
      {others.map((other, index) => (
        <Fragment key={other.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={hrefOf(other.id)} replace>
            {other.name}
          </Link>{' '}
          ({LEAD_STATUS_LABELS[other.status]}, <When date={other.createdAt} format="day" />)
        </Fragment>
      ))}
      .
    </Alert>
  );
}

/**
 * Every enquiry of the lead, newest first, each with when it came and the page it was sent from, and whether it
 * came from another network than the first (anyone who knows a name and an address can join a lead).
 */
function LeadEnquiries({ lead }: { lead: Lead }) {
  const headingId = useId();
  const enquiries = [...leadEnquiries(lead, lead.id)].reverse();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
        Enquiries ({enquiries.length})
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {enquiries.map((enquiry) => (
          <Box
            component="li"
            key={enquiry.id}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <When date={enquiry.at} format="moment" /> · from {pageTitle(enquiry.page) ?? 'an unknown page'}
              {enquiry.otherAddress && (
                <>
                  {' · '}
                  <Typography component="strong" variant="inherit" color="warning.dark" sx={{ fontWeight: 600 }}>
                    sent from another network than the first enquiry
                  </Typography>
                </>
              )}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{enquiry.message}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** "Converted: <client>", linking to the client's details. */
function ConvertedClient({ uid }: { uid: string }) {
  const { data: client } = useClient(uid, 'page');
  return (
    <Typography sx={{ mr: 'auto' }}>
      Converted:{' '}
      <Link component={RouterLink} to={paths.admin.client.getHref(uid)}>
        {client ? client.name || client.email : 'the client'}
      </Link>
    </Typography>
  );
}
