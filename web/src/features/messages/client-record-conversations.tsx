import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { DashboardCard } from '@/components/dashboard-card';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { openThread } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useOwnThreads } from '@/lib/firestore/threads';

/** Conversations the record lists; the Messages screen, filtered to the client, has them all. */
const SHOWN = 8;

/** A client's conversations, the latest message first, saying which wait for the agency's reply. */
export function ClientRecordConversations({ clientId }: { clientId: string }) {
  const threads = useOwnThreads(clientId, SHOWN, 'card');
  return (
    <DashboardCard
      title="Conversations"
      more={{ to: `${paths.admin.messages.getHref()}?client=${encodeURIComponent(clientId)}`, label: 'In Messages' }}
      reads={[threads]}
    >
      {() => {
        if (threads.status !== 'ready') return null;
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {threads.data.length ? (
              <List aria-label="Conversations, the latest first" disablePadding sx={{ width: '100%' }}>
                {threads.data.map((thread) => (
                  <ListItem key={thread.id} disableGutters divider sx={{ display: 'block', py: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                      <Link component={RouterLink} to={paths.admin.thread.getHref(thread.id)} sx={{ fontWeight: 600 }}>
                        {thread.subject}
                      </Link>
                      {thread.unreadForAgency > 0 && (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label="Waiting for a reply"
                          sx={{ color: 'text.primary' }}
                        />
                      )}
                    </Stack>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {thread.lastMessageAt ? (
                        <>
                          {thread.lastSenderRole === 'admin' ? 'You: ' : ''}
                          {thread.lastMessagePreview} · <When date={thread.lastMessageAt} format="recent" />
                        </>
                      ) : (
                        'No messages yet'
                      )}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="textSecondary">No conversations yet. Start one to write to the client.</Typography>
            )}
            <NewConversationButton clientId={clientId} />
          </Stack>
        );
      }}
    </DashboardCard>
  );
}

/** Opens the client's general conversation (made once, by openThread) and goes to it. */
function NewConversationButton({ clientId }: { clientId: string }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { threadId } = await openThread({ clientId });
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
      {opening ? 'Opening...' : 'Write to the client'}
    </Button>
  );
}
