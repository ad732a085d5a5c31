import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';

import { calendarDayOf, formatMoment, REMOVED_MESSAGE_TEXT, type SenderRole } from '@agency/common';

import { When } from '@/components/when';
import type { Message, Moderation } from '@/lib/firestore/threads';

import { linkify } from './linkify';
import type { FailedMessage } from './use-conversation';

/** Plain text with its http(s) addresses as links; React renders every part as text, never as markup. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.href ? (
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Under a removed message, for an administrator: when it was removed and what it said. */
export function RemovedNote({ removal }: { removal: Pick<Moderation, 'body' | 'removedAt'> }) {
  return (
    <Typography variant="caption" color="textSecondary" sx={{ px: 0.5, maxWidth: 1, whiteSpace: 'pre-wrap' }}>
      Removed{removal.removedAt ? ` ${formatMoment(removal.removedAt)}` : ''}. It said: “{removal.body}”
    </Typography>
  );
}

interface MessageListProps {
  messages: Message[];
  failed: FailedMessage[];
  /** Which side is reading: their own messages sit on the right. */
  viewer: SenderRole;
  /** The reader's uid: their own messages are "You" (a colleague's are the agency's, on the same side). */
  viewerUid: string;
  /** Names a sender as the reader knows them. */
  senderName: (message: Message) => string;
  /** When the other side last read the thread: "Seen" under the reader's last message before it. */
  otherReadAt: Date | null;
  /** This tab's messages that have not reached the server yet after a while (or offline). */
  stalled: ReadonlySet<string>;
  onReconnect: () => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  /** Administrators: remove a message, and read what removed ones said. */
  onRemove?: (message: Message) => void;
  /** What a removed message said, shown under it (RemovedNote, from what the administrator's page reads). */
  removedText?: (message: Message) => React.ReactNode;
  /** The files a message attaches, shown under it. */
  attachments?: (message: Message) => React.ReactNode;
}

function Bubble({ mine, children, label }: { mine: boolean; children: React.ReactNode; label: string }) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '88%', md: '75%' },
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A conversation's messages, oldest first, under a heading for each Queensland day: a live log, so a screen
 * reader says each message that arrives while it is open. What it holds when it appears is not read out: the
 * conversation mounts it afresh when it adds an older page, so that page is not read out either.
 */
export function MessageList({
  messages,
  failed,
  viewer,
  viewerUid,
  senderName,
  otherReadAt,
  stalled,
  onReconnect,
  onRetry,
  onDiscard,
  onRemove,
  removedText,
  attachments,
}: MessageListProps) {
  const mine = (message: Message) => message.senderRole === viewer;
  // "Seen" goes under the reader's newest message the other side has read since it arrived.
  const seenId = otherReadAt
    ? messages.findLast(
        (message) => mine(message) && !message.pending && message.createdAt && message.createdAt <= otherReadAt,
      )?.id
    : undefined;
  // "Sent" goes under the reader's newest message once the server has it, until the other side has seen it.
  const sentId = messages.findLast((message) => mine(message) && !message.pending)?.id;
  return (
    <Box role="log">
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {messages.map((message, index) => {
          const at = message.createdAt ?? new Date();
          const before = messages[index - 1]?.createdAt;
          const heading = !before || calendarDayOf(before) !== calendarDayOf(at) ? at : null;
          const own = mine(message);
          const name = message.senderId === viewerUid ? 'You' : senderName(message);
          return (
            <Fragment key={message.id}>
              {heading && (
                <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', py: 1 }}>
                  <Typography component="h3" variant="overline" color="textSecondary">
                    <When date={heading} format="heading" />
                  </Typography>
                </Box>
              )}
              <Bubble mine={own} label={`${name}, ${formatMoment(at)}`}>
                <Typography variant="caption" color="textSecondary" sx={{ px: 0.5 }}>
                  {name} · <When date={at} format="time" />
                </Typography>
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ alignItems: 'center', flexDirection: own ? 'row-reverse' : 'row' }}
                >
                  <Box
                    sx={{
                      px: 1.75,
                      py: 1,
                      borderRadius: 3,
                      bgcolor: own ? 'primary.main' : 'action.hover',
                      color: own ? 'primary.contrastText' : 'text.primary',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      opacity: message.pending ? 0.75 : 1,
                      '& a': { color: 'inherit', textDecorationColor: 'currentColor' },
                    }}
                  >
                    {message.removed ? (
                      <Typography component="span" sx={{ fontStyle: 'italic' }}>
                        {REMOVED_MESSAGE_TEXT}
                      </Typography>
                    ) : (
                      <Typography component="span">
                        <MessageText text={message.body} />
                      </Typography>
                    )}
                  </Box>
                  {onRemove && !message.removed && !message.pending && (
                    <IconButton
                      size="small"
                      aria-label={name === 'You' ? 'Remove your message' : `Remove message from ${name}`}
                      onClick={() => onRemove(message)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                {!message.removed && attachments?.(message)}
                {message.removed && removedText?.(message)}
                {own && message.pending && !stalled.has(message.id) && (
                  <Typography variant="caption" color="textSecondary" role="status" sx={{ px: 0.5 }}>
                    Sending…
                  </Typography>
                )}
                {own && message.pending && stalled.has(message.id) && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
                    <Typography variant="caption" color="error">
                      Not sent yet: no connection. It goes as soon as there is one.
                    </Typography>
                    <Button size="small" onClick={onReconnect}>
                      Retry
                    </Button>
                  </Stack>
                )}
                {message.id === sentId && message.id !== seenId && (
                  <Typography variant="caption" color="textSecondary" sx={{ px: 0.5 }}>
                    Sent
                  </Typography>
                )}
                {message.id === seenId && otherReadAt && (
                  <Typography variant="caption" color="textSecondary" sx={{ px: 0.5 }}>
                    Seen <When date={otherReadAt} format="recent" inSentence />
                  </Typography>
                )}
              </Bubble>
            </Fragment>
          );
        })}
        {failed.map((item) => (
          <FailedMessage key={item.id} item={item} onRetry={onRetry} onDiscard={onDiscard} />
        ))}
      </Stack>
    </Box>
  );
}

/** A message of the reader's that was not sent: why, and sending it again or letting it go. */
function FailedMessage({
  item,
  onRetry,
  onDiscard,
}: {
  item: MessageListProps['failed'][number];
  onRetry: MessageListProps['onRetry'];
  onDiscard: MessageListProps['onDiscard'];
}) {
  return (
    <Bubble mine label="Your message, not sent">
      <Box
        sx={{
          px: 1.75,
          py: 1,
          borderRadius: 3,
          border: 1,
          borderColor: 'error.main',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography component="span">{item.body}</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
        <Typography variant="caption" color="error">
          {item.reason ? `Not sent: ${item.reason}` : 'Not sent.'}
        </Typography>
        <Button size="small" onClick={() => onRetry(item.id)}>
          Retry
        </Button>
        <Button size="small" color="inherit" onClick={() => onDiscard(item.id)}>
          Discard
        </Button>
      </Stack>
    </Bubble>
  );
}
