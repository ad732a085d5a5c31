import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { When } from '@/components/when';
import { IN_PLACE_CONVERSATION } from '@/config/paths';
import type { Thread } from '@/lib/firestore/threads';

/**
 * A conversation in a short list: its subject, which opens it in place over the record (a link, so it also opens
 * in a new tab), whether it waits on the agency, and its latest message.
 */
export function ConversationSummary({ thread }: { thread: Thread }) {
  const { pathname, search } = useLocation();
  const inPlace = new URLSearchParams(search);
  inPlace.set(IN_PLACE_CONVERSATION, thread.id);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Link component={RouterLink} to={`${pathname}?${inPlace}`} replace sx={{ fontWeight: 600 }}>
          {thread.subject}
        </Link>
        {/* Unanswered, read or not: as the Waiting card and the inbox's badge count it. */}
        {thread.lastSenderRole === 'client' && (
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
    </>
  );
}
