import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { notify } from '@/components/toaster/notify';
import { openThread } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { useConversationInPlace } from './conversation-in-place';

/**
 * Opens the client's conversation, their general one or a project's (made once, by openThread, whoever asks
 * first), in place over the record.
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
  const [, openInPlace] = useConversationInPlace();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { threadId } = await openThread(projectId ? { clientId, projectId } : { clientId });
      openInPlace(threadId);
    } catch (error) {
      notify.error('The conversation could not be opened', firebaseErrorMessage(error));
    } finally {
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
