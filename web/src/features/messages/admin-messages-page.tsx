import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { clientLabel, MESSAGE_LIMITS } from '@agency/common';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { ClientPicker } from '@/components/forms/client-picker';
import { SearchInput } from '@/components/forms/search-input';
import { PageLoader } from '@/components/page-loader';
import { PageHead } from '@/components/seo/page-head';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { CLIENT_SEARCH_LIMIT, searchClients } from '@/lib/firestore/clients';
import {
  type InboxFilter,
  type Message,
  removeMessage,
  useInbox,
  useNewestArrivals,
  useRemovedMessage,
  useThread,
  useThreadsById,
  useUnstartedThreads,
} from '@/lib/firestore/threads';

import { Conversation, type ConversationParts } from './conversation';
import { threadsToLookUp, withArrivals } from './inbox-rows';
import { RemovedNote } from './message-list';
import { ConversationHeader, conversationNotFound, conversationTitle, MessagesLayout } from './messages-layout';
import { StartConversationDialog } from './start-conversation-dialog';
import { byLastMessage, ThreadList } from './thread-list';

const LIST_HREF = paths.admin.messages.getHref();
/** Firestore's limit on the values of one `in` filter. */
const MAX_CLIENTS_PER_QUERY = 30;

/**
 * /webmin1010/messages and /webmin1010/messages/{threadId}: one inbox across every client, newest activity first,
 * live; filters for unread and for a client, search by client name or business; the open conversation, where the
 * agency replies and removes messages; and starting a conversation with a client.
 */
export default function AdminMessagesPage({ meta, slots }: SlottedPageProps<ConversationParts>) {
  const { pathname } = useLocation();
  const { threadId } = useParams();
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const db = useFirestore();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [clientId, setClientId] = useState('');
  const [search, setSearch] = useState('');
  const [starting, setStarting] = useState(false);
  // The clients the search names, found by the server (their search terms, a picker's page at most): null while
  // nothing is searched for (or too little is typed to search).
  const [found, setFound] = useState<string[] | null>(null);
  const typed = search.trim();
  useEffect(() => {
    let current = true;
    const ask = typed ? searchClients(db, typed) : Promise.resolve(null);
    ask.then(
      (clients) => current && setFound(clients ? clients.map((client) => client.uid) : null),
      // A failed search finds nobody, which the list says, rather than showing every conversation.
      () => current && setFound([]),
    );
    return () => {
      current = false;
    };
  }, [db, typed]);

  // The inbox asks for the threads of the clients searched for and chosen.
  const matches = useMemo(() => {
    const chosen = clientId ? [clientId] : null;
    if (!typed || !found) return chosen;
    return chosen ? chosen.filter((id) => found.includes(id)) : found;
  }, [typed, found, clientId]);

  const tools = (
    <Stack spacing={1.5}>
      <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setStarting(true)}>
        New conversation
      </Button>
      <SearchInput
        label="Search clients"
        placeholder="Name or business"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ClientPicker
        id="messages-client"
        label="Client"
        size="small"
        value={clientId}
        onChange={setClientId}
        placeholder="Every client"
        sx={{ minWidth: 260 }}
      />
      <FormControlLabel
        control={<Switch checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />}
        label="Unread only"
      />
    </Stack>
  );

  const head = (title: string) => <PageHead title={title} description={meta.description} path={pathname} noIndex />;
  return (
    <>
      {!threadId && head(meta.title)}
      <MessagesLayout
        title="Messages"
        intro="Every conversation with every client, newest first."
        tools={tools}
        listHref={LIST_HREF}
        threadId={threadId}
        list={
          matches && matches.length === 0 ? (
            <Typography color="textSecondary" sx={{ p: 2 }}>
              No client matches “{search.trim()}”.
            </Typography>
          ) : (
            <Inbox
              filter={{ clientIds: matches?.slice(0, MAX_CLIENTS_PER_QUERY) ?? null, unreadOnly }}
              // The search finds a picker's page of clients at most: a full one may have left others out.
              tooMany={!clientId && (found?.length ?? 0) >= CLIENT_SEARCH_LIMIT}
              selectedId={threadId}
            />
          )
        }
        conversation={
          threadId ? (
            <AdminConversation
              key={threadId}
              threadId={threadId}
              uid={uid}
              head={head}
              fallbackTitle={meta.title}
              parts={slots}
            />
          ) : null
        }
      />
      <StartConversationDialog open={starting} onClose={() => setStarting(false)} />
    </>
  );
}

interface InboxProps {
  filter: InboxFilter;
  tooMany: boolean;
  selectedId?: string;
}

/**
 * The agency's conversations, live to the message: the threads by their last message, those nobody has written in
 * yet by when they started, and the newest messages of every thread, which show before onMessageCreated has copied
 * them to their thread (with the threads they are in looked up when the page does not hold them).
 */
function Inbox({ filter, tooMany, selectedId }: InboxProps) {
  const [max, setMax] = useState<number>(MESSAGE_LIMITS.inboxPage);
  const threads = useInbox(filter, max, 'page');
  // Nothing unread in a conversation nobody has written in.
  const unstarted = useUnstartedThreads(!filter.unreadOnly && filter.clientIds, max, 'quiet');
  // A failure here leaves the rows as their threads have them: a moment behind, never wrong.
  const arrivals = useNewestArrivals('quiet');
  const heard = arrivals.status === 'ready' ? arrivals.data : [];
  const held = [...(threads.data ?? []), ...(unstarted.status === 'ready' ? unstarted.data : [])];
  const missing = threadsToLookUp(new Set(held.map((thread) => thread.id)), heard);
  const lookedUp = useThreadsById(missing, 'quiet');
  // Each thread's copy of its client's names; a bounded look-up only for threads stored before the copies.
  const namesOf = useClientNamesOf([...held, ...(lookedUp.status === 'ready' ? lookedUp.data : [])]);
  if (threads.status === 'loading') return <PageLoader />;
  const found = (lookedUp.status === 'ready' ? lookedUp.data : []).filter(
    (thread) => !filter.clientIds || filter.clientIds.includes(thread.clientId),
  );
  const unique = new Map([...found, ...held].map((thread) => [thread.id, thread]));
  const rows = withArrivals([...unique.values()], heard, selectedId)
    .filter((thread) => !filter.unreadOnly || thread.unreadForAgency > 0)
    .sort(byLastMessage);
  const more = threads.data.length === max || (unstarted.status === 'ready' && unstarted.data.length === max);
  return (
    <>
      {tooMany && (
        <Typography variant="body2" color="textSecondary" sx={{ p: 2 }}>
          Showing the conversations of the first {CLIENT_SEARCH_LIMIT} clients found: search more narrowly to see
          others.
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography color="textSecondary" sx={{ p: 2 }}>
          {filter.unreadOnly ? 'Nothing unread. All caught up.' : 'No conversations yet.'}
        </Typography>
      ) : (
        <ThreadList
          threads={rows}
          viewer="admin"
          selectedId={selectedId}
          hrefOf={(thread) => paths.admin.thread.getHref(thread.id)}
          titleOf={(thread) => {
            const names = namesOf(thread);
            return names ? clientLabel(names) : 'A client';
          }}
          subtitleOf={(thread) => thread.subject}
          showWaiting
        />
      )}
      {more && (
        <Button fullWidth onClick={() => setMax((now) => now + MESSAGE_LIMITS.inboxPage)}>
          Show more conversations
        </Button>
      )}
    </>
  );
}

interface AdminConversationProps {
  threadId: string;
  uid: string;
  /** The page's head, titled for what shows: the conversation's subject and client once it has loaded. */
  head: (title: string) => ReactNode;
  fallbackTitle: string;
  parts: ConversationParts;
}

function AdminConversation({ threadId, uid, parts, head, fallbackTitle }: AdminConversationProps) {
  const db = useFirestore();
  const { status, data: thread } = useThread(threadId, 'page');
  const [removing, setRemoving] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  // The thread's copy of its client's names; a bounded look-up of its one client for a thread stored before them.
  const namesOf = useClientNamesOf(thread ? [thread] : []);
  if (status === 'loading') {
    return (
      <>
        {head(fallbackTitle)}
        <PageLoader />
      </>
    );
  }
  if (!thread) {
    const notFound = conversationNotFound(LIST_HREF);
    return (
      <>
        {head(notFound.title)}
        <ConversationHeader title={notFound.title} subtitle={notFound.description} listHref={LIST_HREF} />
      </>
    );
  }
  const names = namesOf(thread);
  const clientName = names?.clientPersonName ?? 'The client';
  const confirmRemove = async () => {
    if (!removing) return;
    setPending(true);
    try {
      await removeMessage(db, thread.id, removing.id, uid);
      notify.success('Message removed', `${clientName} now sees “This message was removed”.`);
      setRemoving(null);
    } catch (error) {
      notify.error('Could not remove the message', firebaseErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {head(conversationTitle(thread.subject, names?.clientName))}
      <Conversation
        parts={parts}
        thread={thread}
        viewer={{ uid, role: 'admin' }}
        // A colleague by the name on their profile, where they have one.
        senderName={(message) => (message.senderRole === 'client' ? clientName : 'Agency')}
        onRemove={setRemoving}
        removedText={(message) => <RemovedText threadId={threadId} message={message} />}
        header={
          <ConversationHeader
            title={`${names ? clientLabel(names) : 'A client'}: ${thread.subject}`}
            listHref={LIST_HREF}
            subtitle={
              <>
                <Link component={RouterLink} to={paths.admin.client.getHref(thread.clientId)}>
                  Client details
                </Link>
                {thread.projectId && (
                  <>
                    {' · '}
                    <Link component={RouterLink} to={paths.admin.project.getHref(thread.projectId)}>
                      The project
                    </Link>
                  </>
                )}
              </>
            }
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this message?"
        body={`${clientName} will see “This message was removed” in its place. You can still read it here, and the removal is recorded in the activity log.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={pending}
        destructive
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * What a removed message said. Until the removal trigger has run the message still carries its text; the trigger
 * blanks it and stores the text in `moderation` in one transaction, so the stored copy is listened to only once the
 * blank has arrived, when it exists already. A listener started earlier could start while that transaction
 * commits, and the emulator then never reported the new document (about one run in six).
 */
function RemovedText({ threadId, message }: { threadId: string; message: Message }) {
  if (message.body) return <RemovedNote removal={{ body: message.body, removedAt: message.removedAt ?? null }} />;
  return <StoredRemovedText threadId={threadId} messageId={message.id} />;
}

/** The stored text of a removed message, by its id (nothing while it loads). */
function StoredRemovedText({ threadId, messageId }: { threadId: string; messageId: string }) {
  const removal = useRemovedMessage(threadId, messageId, 'quiet');
  return removal.status === 'ready' ? <RemovedNote removal={removal.data} /> : null;
}
