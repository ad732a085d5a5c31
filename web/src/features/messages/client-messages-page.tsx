import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';

import { generalThreadId, MESSAGE_LIMITS } from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { PageHead } from '@/components/seo/page-head';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useSession } from '@/lib/auth/session';
import { openThread } from '@/lib/callables';
import { useOwnThreads, useThread } from '@/lib/firestore/threads';

import { Conversation, type ConversationParts } from './conversation';
import { ConversationHeader, conversationNotFound, conversationTitle, MessagesLayout } from './messages-layout';
import { byLastMessage, ThreadList } from './thread-list';

const LIST_HREF = paths.client.messages.getHref();

/**
 * /client/messages and /client/messages/{threadId}: the client's conversations with the agency (the general one
 * and one per project that has one), and the open one, live.
 */
export default function ClientMessagesPage({ meta, slots }: SlottedPageProps<ConversationParts>) {
  const { pathname } = useLocation();
  const { threadId } = useParams();
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  // The latest conversations, a page more with each "Show more conversations".
  const [max, setMax] = useState<number>(MESSAGE_LIMITS.inboxPage);
  const threads = useOwnThreads(uid, max, 'page');
  const sorted = [...(threads.data ?? [])].sort(byLastMessage);
  const more = threads.data?.length === max;
  useGeneralThread(uid);

  const head = (title: string) => <PageHead title={title} description={meta.description} path={pathname} noIndex />;
  return (
    <>
      {!threadId && head(meta.title)}
      <MessagesLayout
        title="Messages"
        intro="Talk with the team: a general conversation, and one for each project you ask us about."
        listHref={LIST_HREF}
        threadId={threadId}
        list={
          threads.status === 'loading' ? (
            <PageLoader />
          ) : (
            <>
              <ThreadList
                threads={sorted}
                viewer="client"
                selectedId={threadId}
                hrefOf={(thread) => paths.client.thread.getHref(thread.id)}
                titleOf={(thread) => thread.subject}
                subtitleOf={(thread) => (thread.projectId ? 'Project conversation' : null)}
              />
              {more && (
                <Button fullWidth onClick={() => setMax((now) => now + MESSAGE_LIMITS.inboxPage)}>
                  Show more conversations
                </Button>
              )}
            </>
          )
        }
        conversation={
          threadId ? (
            <ClientConversation
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
    </>
  );
}

/**
 * Every client has a general conversation, made when they joined; one who joined before conversations existed
 * gets theirs the first time they open Messages. It is looked for by its id, not in the list, which may not reach it.
 */
function useGeneralThread(uid: string) {
  const asked = useRef(false);
  // A thread that does not exist cannot be read (the rules read its client): either way, openThread makes it once.
  const general = useThread(generalThreadId(uid || '-'), 'quiet');
  const missing = Boolean(uid) && general.status === 'missing';
  useEffect(() => {
    if (!missing || asked.current || !uid) return;
    asked.current = true;
    openThread({}).catch(() => undefined);
  }, [missing, uid]);
}

interface ClientConversationProps {
  threadId: string;
  uid: string;
  /** The page's head, titled for what shows: the conversation's subject once it has loaded. */
  head: (title: string) => ReactNode;
  fallbackTitle: string;
  parts: ConversationParts;
}

function ClientConversation({ threadId, uid, parts, head, fallbackTitle }: ClientConversationProps) {
  const { status, data: thread } = useThread(threadId, 'page');
  if (status === 'loading') {
    return (
      <>
        {head(fallbackTitle)}
        <PageLoader />
      </>
    );
  }
  if (!thread || thread.clientId !== uid) {
    const notFound = conversationNotFound(LIST_HREF);
    return (
      <>
        {head(notFound.title)}
        <ConversationHeader title={notFound.title} subtitle={notFound.description} listHref={LIST_HREF} />
      </>
    );
  }
  return (
    <>
      {head(conversationTitle(thread.subject))}
      <Conversation
        parts={parts}
        thread={thread}
        viewer={{ uid, role: 'client' }}
        senderName={() => site.name}
        header={
          <ConversationHeader
            title={thread.subject}
            listHref={LIST_HREF}
            subtitle={
              thread.projectId ? (
                <>
                  About your project:{' '}
                  <Link component={RouterLink} to={paths.client.project.getHref(thread.projectId)}>
                    open the project
                  </Link>
                </>
              ) : (
                `Anything at all, with the ${site.name} team.`
              )
            }
          />
        }
      />
    </>
  );
}
