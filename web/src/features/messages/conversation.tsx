import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import type { SenderRole } from '@agency/common';

import { markThreadRead, type Message, type Thread } from '@/lib/firestore/threads';
import { useStorageState } from '@/lib/storage/availability';

import { Attachments } from './attachments';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useConversation } from './use-conversation';

/** What a conversation shows of the files feature (the router passes it to the messages pages). */
export interface ConversationParts {
  /** An attachment opened from a message: its details, download and versions. */
  FileDialog: ComponentType<{ fileId: string | null; readerUid: string; isAgency: boolean; onClose: () => void }>;
}

interface ConversationProps {
  thread: Thread;
  viewer: { uid: string; role: SenderRole };
  senderName: (message: Message) => string;
  /** Above the messages: the thread's subject, what it is about, a way back. */
  header: ReactNode;
  onRemove?: (message: Message) => void;
  removedText?: (message: Message) => ReactNode;
  parts: ConversationParts;
}

// Within this many pixels of the bottom counts as reading the newest messages.
const NEAR_BOTTOM = 48;

/**
 * Keeps the reader's unread count at zero while the conversation is open in a visible tab. A message of the other
 * side's shown here is read as soon as it shows, before onMessageCreated has counted it (seconds when the function
 * starts cold): the mark's time covers it, so the other side sees "Seen" at once, and the trigger, finding it read,
 * never counts it unread after the reader has gone.
 */
function useMarkRead(thread: Thread, side: SenderRole, messages: readonly Message[]) {
  const db = useFirestore();
  const unread = side === 'client' ? thread.unreadForClient : thread.unreadForAgency;
  const readAt = side === 'client' ? thread.clientReadAt : thread.agencyReadAt;
  const newest = messages.findLast((message) => message.senderRole !== side)?.createdAt;
  // Named by its time, so the effect runs once per message shown, not again while this tab's own mark is pending.
  const unmarked = newest && (!readAt || newest > readAt) ? newest.getTime() : null;
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  useEffect(() => {
    // A refused or failed mark only leaves the count as it was; the next message, or its count, tries again.
    if ((unread > 0 || unmarked !== null) && visible) markThreadRead(db, thread.id, side).catch(() => undefined);
  }, [db, thread.id, side, unread, unmarked, visible]);
}

/**
 * Counts the times messages came in before the oldest shown (an older page, or the server's first page after a
 * shorter one from the cache). The message list, a live log, is mounted afresh each time, so a screen reader reads
 * out only messages that arrive, not history loaded above them. A conversation's first message is an arrival.
 */
function useLogGeneration(oldestId: string | undefined): number {
  const [log, setLog] = useState({ oldestId, generation: 0 });
  if (oldestId !== log.oldestId) {
    setLog({ oldestId, generation: log.oldestId === undefined ? log.generation : log.generation + 1 });
  }
  return log.generation;
}

/**
 * One conversation: its messages (the newest kept in view as they arrive, unless the reader has scrolled up,
 * who gets a "new messages" button instead), older pages on demand, and the composer. Opening it marks it read.
 */
export function Conversation({ thread, viewer, senderName, header, onRemove, removedText, parts }: ConversationProps) {
  const { FileDialog } = parts;
  const conversation = useConversation(thread.id, viewer);
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const newestId = conversation.messages.at(-1)?.id;
  const lastCount = useRef({ newestId: undefined as string | undefined, count: 0 });
  // Before an older page lands: how far from the bottom the reader was, so the view stays on the same message.
  const keepFromBottom = useRef<number | null>(null);
  useMarkRead(thread, viewer.role, conversation.messages);
  const logGeneration = useLogGeneration(conversation.messages[0]?.id);
  const storageState = useStorageState();
  const [openFileId, setOpenFileId] = useState<string | null>(null);

  const scrollToBottom = () => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keepFromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    const before = lastCount.current;
    lastCount.current = { newestId, count: conversation.messages.length };
    if (newestId === before.newestId) return;
    const newest = conversation.messages.at(-1);
    const added = Math.max(1, conversation.messages.length - before.count);
    // The first page, the reader's own message, or a reader already at the bottom: follow. Else say so.
    if (before.newestId === undefined || atBottom || newest?.senderRole === viewer.role) scrollToBottom();
    else setUnseen((count) => count + added);
    // Only a change of the newest message moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newestId, conversation.messages.length, conversation.failed.length]);

  // A message of the reader's that has not gone (or could not) says so at the bottom: keep it in view.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (atBottom && box) box.scrollTop = box.scrollHeight;
    // Only a change in what has not gone moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation.failed.length, conversation.stalled.size]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    const near = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
    setAtBottom(near);
    if (near) setUnseen(0);
  };

  const loadOlder = () => {
    const box = scroller.current;
    if (box) keepFromBottom.current = box.scrollHeight - box.scrollTop;
    void conversation.loadOlder();
  };

  const otherReadAt = viewer.role === 'client' ? thread.agencyReadAt : thread.clientReadAt;
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>{header}</Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 0 }}>
        <Box
          ref={scroller}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label="Messages"
          sx={{
            height: '100%',
            overflowY: 'auto',
            py: 2,
            px: { xs: 0.5, md: 1 },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          {conversation.hasOlder && (
            <Box sx={{ textAlign: 'center', pb: 1 }}>
              <Button onClick={loadOlder} disabled={conversation.loadingOlder}>
                {conversation.loadingOlder ? 'Loading older messages…' : 'Load older messages'}
              </Button>
            </Box>
          )}
          {conversation.status === 'loading' && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading messages" />
            </Box>
          )}
          {conversation.status === 'error' && (
            <Alert severity="error">These messages could not be loaded. Check your connection and reload.</Alert>
          )}
          {conversation.status === 'ready' && conversation.messages.length === 0 && !conversation.failed.length && (
            <Typography color="textSecondary" sx={{ textAlign: 'center', py: 6 }}>
              No messages yet. Write the first below.
            </Typography>
          )}
          {conversation.status !== 'loading' && (
            <MessageList
              key={logGeneration}
              messages={conversation.messages}
              failed={conversation.failed}
              viewer={viewer.role}
              viewerUid={viewer.uid}
              senderName={senderName}
              otherReadAt={otherReadAt}
              stalled={conversation.stalled}
              onReconnect={() => void conversation.reconnect()}
              onRetry={conversation.retry}
              onDiscard={conversation.discard}
              onRemove={onRemove}
              removedText={removedText}
              attachments={(message) => (
                <Attachments fileIds={message.fileIds} clientId={thread.clientId} onOpen={setOpenFileId} />
              )}
            />
          )}
        </Box>
        {unseen > 0 && (
          <Fab
            variant="extended"
            size="small"
            color="primary"
            onClick={scrollToBottom}
            sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
          >
            <ArrowDownwardIcon sx={{ mr: 1 }} fontSize="small" />
            {unseen === 1 ? '1 new message' : `${unseen} new messages`}
          </Fab>
        )}
      </Box>
      <Box sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Composer
          onSend={conversation.send}
          disabled={conversation.status === 'error'}
          attachTo={
            storageState === 'available'
              ? {
                  clientId: thread.clientId,
                  projectId: thread.projectId,
                  uploaderRole: viewer.role === 'admin' ? 'agency' : 'client',
                  deliverable: false,
                }
              : null
          }
        />
      </Box>
      <FileDialog
        fileId={openFileId}
        readerUid={viewer.uid}
        isAgency={viewer.role === 'admin'}
        onClose={() => setOpenFileId(null)}
      />
    </Stack>
  );
}
