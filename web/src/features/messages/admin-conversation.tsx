import Link from '@mui/material/Link';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { clientLabel } from '@agency/common';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoader } from '@/components/page-loader';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { type Message, removeMessage, useRemovedMessage, useThread } from '@/lib/firestore/threads';

import { Conversation, type ConversationParts } from './conversation';
import { RemovedNote } from './message-list';
import { ConversationHeader, conversationNotFound, conversationTitle } from './messages-layout';

const LIST_HREF = paths.admin.messages.getHref();

/** What a conversation's header shows: whom and what it is about, and the links to the client and the project. */
export interface ConversationHeading {
  title: string;
  subtitle?: ReactNode;
}

interface AdminConversationProps {
  threadId: string;
  uid: string;
  parts: ConversationParts;
  /** The page's head, titled for what shows: the conversation's subject and client once it has loaded. */
  head?: (title: string) => ReactNode;
  fallbackTitle?: string;
  /** How the header is drawn: by default the Messages screen's, with its way back to the list. */
  header?: (heading: ConversationHeading) => ReactNode;
}

const pageHeader = ({ title, subtitle }: ConversationHeading) => (
  <ConversationHeader title={title} subtitle={subtitle} listHref={LIST_HREF} />
);

/**
 * One conversation as the agency has it: its messages, live, the composer, and removing a client's message (after
 * confirming; what it said stays readable here). On the Messages screen, and in place on a client's or a
 * project's record.
 */
export function AdminConversation({
  threadId,
  uid,
  parts,
  head = () => null,
  fallbackTitle = 'Conversation',
  header = pageHeader,
}: AdminConversationProps) {
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
        {header({ title: notFound.title, subtitle: notFound.description })}
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
        header={header({
          title: `${names ? clientLabel(names) : 'A client'}: ${thread.subject}`,
          subtitle: (
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
          ),
        })}
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
