import AddCommentIcon from '@mui/icons-material/AddCommentOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { clientLabel, MESSAGE_LIMITS } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SearchInput } from '@/components/forms/search-input';
import { PageLoader } from '@/components/page-loader';
import { PageHead } from '@/components/seo/page-head';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { CLIENT_SEARCH_LIMIT, searchClients } from '@/lib/firestore/clients';
import {
  type InboxFilter,
  useInbox,
  useNewestArrivals,
  useThreadsById,
  useUnstartedThreads,
} from '@/lib/firestore/threads';

import { AdminConversation } from './admin-conversation';
import type { ConversationParts } from './conversation';
import { threadsToLookUp, withArrivals } from './inbox-rows';
import { MessagesLayout } from './messages-layout';
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
