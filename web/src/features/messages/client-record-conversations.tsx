import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DashboardCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { useOwnThreads } from '@/lib/firestore/threads';

import type { ConversationParts } from './conversation';
import { ConversationInPlace } from './conversation-in-place';
import { ConversationSummary } from './conversation-summary';
import { OpenConversationButton } from './open-conversation-button';

/** Conversations the record lists; the Messages screen, filtered to the client, has them all. */
const SHOWN = 8;

/**
 * A client's conversations, the latest message first, saying which wait for the agency's reply; each opens in
 * place over the record, as does writing to the client.
 */
export function ClientRecordConversations({ clientId, parts }: { clientId: string; parts: ConversationParts }) {
  const threads = useOwnThreads(clientId, SHOWN, 'card');
  return (
    <>
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
                      <ConversationSummary thread={thread} />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography color="textSecondary">No conversations yet. Start one to write to the client.</Typography>
              )}
              <OpenConversationButton clientId={clientId} />
            </Stack>
          );
        }}
      </DashboardCard>
      <ConversationInPlace parts={parts} />
    </>
  );
}
