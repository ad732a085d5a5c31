import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { openThread } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

/**
 * Opens the client's conversation, their general one or a project's (made once, by openThread, whoever asks
 * first), and goes to it in Messages.
 */
export function OpenConversationButton({
  clientId,
  projectId,
  label = 'Write to the client',
}: {
  clientId: string;
  projectId?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { threadId } = await openThread(projectId ? { clientId, projectId } : { clientId });
      void navigate(paths.admin.thread.getHref(threadId));
    } catch (error) {
      notify.error('The conversation could not be opened', firebaseErrorMessage(error));
      setOpening(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<AddCommentIcon />}
      disabled={opening}
      onClick={() => void open()}
    >
      {opening ? 'Opening...' : label}
    </Button>
  );
}
