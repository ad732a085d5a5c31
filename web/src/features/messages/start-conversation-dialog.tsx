import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { GENERAL_THREAD_SUBJECT } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { openThread } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useOwnProjects } from '@/lib/firestore/projects';

const GENERAL = 'general';

interface StartConversationDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The agency starts a conversation with a client: their general one, or one about a project of theirs. A thread
 * that exists already simply opens (its id is fixed by what it is about).
 */
export function StartConversationDialog({ open, onClose }: StartConversationDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [clientId, setClientId] = useState('');
  const [about, setAbout] = useState(GENERAL);
  const [pending, setPending] = useState(false);
  const projects = useOwnProjects(clientId || '-', 'page');
  const projectChoices = [
    { value: GENERAL, label: `${GENERAL_THREAD_SUBJECT} (anything at all)` },
    ...(projects.data ?? [])
      .filter((project) => !project.archived)
      .map((project) => ({ value: project.id, label: `Project: ${project.name}` })),
  ];
  const close = () => {
    if (pending) return;
    setClientId('');
    setAbout(GENERAL);
    onClose();
  };
  const start = async () => {
    setPending(true);
    try {
      const { threadId } = await openThread({ clientId, projectId: about === GENERAL ? null : about });
      setPending(false);
      close();
      void navigate(paths.admin.thread.getHref(threadId));
    } catch (error) {
      setPending(false);
      notify.error('Could not open the conversation', firebaseErrorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>New conversation</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose the client and what it is about. If that conversation exists already, it opens.
        </DialogContentText>
        <Stack spacing={2}>
          <ClientPicker
            id="start-client"
            label="Client"
            value={clientId}
            onChange={(chosen) => {
              setClientId(chosen);
              setAbout(GENERAL);
            }}
            placeholder="Type a name, business or email"
            fullWidth
          />
          <SelectField
            id="start-about"
            label="About"
            value={about}
            onChange={(event) => setAbout(event.target.value)}
            options={projectChoices}
            placeholder="Choose what it is about"
            disabled={!clientId}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void start()} disabled={!clientId || pending}>
          {pending ? 'Opening...' : 'Open conversation'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
