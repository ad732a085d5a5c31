import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { REMOVED_MESSAGE_TEXT, type SenderRole } from '@agency/common';

import { visuallyHidden } from '@/components/visually-hidden';
import { When } from '@/components/when';
import type { Thread } from '@/lib/firestore/threads';

interface ThreadListProps {
  threads: Thread[];
  viewer: SenderRole;
  selectedId?: string;
  hrefOf: (thread: Thread) => string;
  /** The thread's name as the reader knows it: its subject, or for the agency the client and the subject. */
  titleOf: (thread: Thread) => string;
  subtitleOf?: (thread: Thread) => string | null;
  /** The agency's inbox marks the threads whose last message is the client's. */
  showWaiting?: boolean;
}

/**
 * Most recent activity first: a conversation's last message, or for one nobody has written in yet, its start (so
 * a conversation just opened is at the top, where whoever opened it looks for it).
 */
export function byLastMessage(a: Thread, b: Thread): number {
  const time = (thread: Thread) => (thread.lastMessageAt ?? thread.createdAt)?.getTime() ?? 0;
  return time(b) - time(a) || (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
}

/** Conversations with their last message, its time and the reader's unread count. */
export function ThreadList({ threads, viewer, selectedId, hrefOf, titleOf, subtitleOf, showWaiting }: ThreadListProps) {
  return (
    <List disablePadding aria-label="Conversations">
      {threads.map((thread) => {
        const unread = viewer === 'client' ? thread.unreadForClient : thread.unreadForAgency;
        const title = titleOf(thread);
        const subtitle = subtitleOf?.(thread);
        const preview = thread.lastMessagePreview || 'No messages yet';
        const removedPreview = thread.lastMessagePreview === REMOVED_MESSAGE_TEXT;
        const fromYou = thread.lastSenderRole === viewer;
        return (
          <ListItem key={thread.id} disablePadding divider>
            <ListItemButton
              component={RouterLink}
              to={hrefOf(thread)}
              selected={thread.id === selectedId}
              aria-current={thread.id === selectedId ? 'page' : undefined}
              sx={{ alignItems: 'flex-start', py: 1.5 }}
            >
              <Stack sx={{ minWidth: 0, flexGrow: 1 }} spacing={0.25}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                  <Typography component="span" sx={{ fontWeight: unread ? 700 : 500, flexGrow: 1, minWidth: 0 }} noWrap>
                    {title}
                  </Typography>
                  {thread.lastMessageAt && (
                    <Typography variant="caption" color="textSecondary" sx={{ flexShrink: 0 }}>
                      <When date={thread.lastMessageAt} format="recent" />
                    </Typography>
                  )}
                </Stack>
                {subtitle && (
                  <Typography variant="body2" color="textSecondary" noWrap>
                    {subtitle}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography
                    variant="body2"
                    color={unread ? 'textPrimary' : 'textSecondary'}
                    sx={{ flexGrow: 1, minWidth: 0, fontStyle: removedPreview ? 'italic' : undefined }}
                    noWrap
                  >
                    {fromYou && thread.lastMessagePreview ? `You: ${preview}` : preview}
                  </Typography>
                  {showWaiting && thread.lastSenderRole === 'client' && <Chip label="Awaiting reply" size="small" />}
                  {unread > 0 && (
                    <Chip
                      size="small"
                      color="primary"
                      label={
                        <>
                          {unread > 99 ? '99+' : unread}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            unread
                          </Box>
                        </>
                      }
                      sx={{ fontWeight: 700 }}
                    />
                  )}
                </Stack>
              </Stack>
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
