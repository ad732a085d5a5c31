import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DashboardCard } from '@/components/dashboard-card';
import { useProjectThreads } from '@/lib/firestore/threads';

import type { ConversationParts } from './conversation';
import { ConversationInPlace } from './conversation-in-place';
import { ConversationSummary } from './conversation-summary';
import { OpenConversationButton } from './open-conversation-button';

/**
 * A project's conversation on its record: its latest message and whether it waits for the agency's reply, and
 * the way to it, which starts it the first time (as the client's project page does for them), open in place over
 * the record.
 */
export function ProjectRecordConversation({
  clientId,
  projectId,
  parts,
}: {
  clientId: string;
  projectId: string;
  parts: ConversationParts;
}) {
  const threads = useProjectThreads(clientId, projectId, 'card');
  return (
    <>
      <DashboardCard title="Conversation" reads={[threads]} skeletonRows={2}>
        {() => {
          if (threads.status !== 'ready') return null;
          const thread = threads.data[0];
          if (!thread) {
            return (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography color="textSecondary">
                  No conversation about this project yet. Start one to write to the client about it.
                </Typography>
                <OpenConversationButton clientId={clientId} projectId={projectId} label="Start the conversation" />
              </Stack>
            );
          }
          return (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <div>
                <ConversationSummary thread={thread} />
              </div>
              <OpenConversationButton clientId={clientId} projectId={projectId} label="Open the conversation" />
            </Stack>
          );
        }}
      </DashboardCard>
      <ConversationInPlace parts={parts} />
    </>
  );
}
