import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { thread as threadDocument } from '@tests/factories';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Message, Thread } from '@/lib/firestore/threads';
import { renderPage } from '@/test/render-page';

// Each query builder names what it asks for; the fake hooks answer with what the test put under that name.
const data = vi.hoisted(() => ({
  uid: '',
  threads: [] as unknown[],
  asked: [] as number[],
  found: [] as string[],
  // What the conversation was given to show under a removed message; the stored texts it may read, by message id.
  removedText: null as ((message: Message) => React.ReactNode) | null,
  stored: {} as Record<string, string>,
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
const ready = (rows: unknown[]) => ({ status: 'ready', data: rows, retry: () => {} });
vi.mock('@/lib/firestore/threads', () => ({
  useThread: (id: string) => {
    const thread = data.threads.find((one) => (one as { id: string }).id === id);
    return thread ? { status: 'ready', data: thread } : { status: 'missing' };
  },
  // A client's list reads `max` conversations: the test keeps what each render asked for.
  useOwnThreads: (_uid: string, max: number) => {
    data.asked.push(max);
    return ready(data.threads.slice(0, max));
  },
  useInbox: () => ready(data.threads),
  useRemovedMessage: (_threadId: string, messageId: string) =>
    messageId in data.stored
      ? {
          status: 'ready',
          data: { id: messageId, body: data.stored[messageId], removedBy: 'admin-1', removedAt: null },
        }
      : { status: 'missing' },
  useUnstartedThreads: () => ready([]),
  useNewestArrivals: () => ready([]),
  useThreadsById: () => ready([]),
  removeMessage: vi.fn(),
}));
// The clients a search finds, by uid (the server gives a picker's page at most).
vi.mock('@/lib/firestore/clients', async (original) => ({
  ...(await original<object>()),
  searchClients: () => Promise.resolve(data.found.map((uid) => ({ uid }))),
}));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: data.uid } }) }));
vi.mock('@/lib/callables', () => ({ openThread: vi.fn(() => Promise.resolve()) }));
vi.mock('./conversation', () => ({
  Conversation: ({
    header,
    removedText,
  }: {
    header: React.ReactNode;
    removedText?: (message: Message) => React.ReactNode;
  }) => {
    data.removedText = removedText ?? null;
    return header;
  },
}));
vi.mock('./start-conversation-dialog', () => ({ StartConversationDialog: () => null }));

const { default: ClientMessagesPage } = await import('./client-messages-page');
const { default: AdminMessagesPage } = await import('./admin-messages-page');

const meta = { title: 'Messages', description: 'Conversations.' };
// The file dialog is the files feature's, given by the router; the conversation itself is mocked here.
const parts = { FileDialog: () => null };

// Each thread carries its copy of its client's names (decision 032): the page reads no profile.
const thread = (
  id: string,
  clientId: string,
  subject: string,
  clientName: string,
  clientPersonName: string,
): Thread => ({
  id,
  ...threadDocument({
    clientId,
    clientName,
    clientPersonName,
    subject,
    lastMessageAt: new Date('2026-11-24T09:00:00+10:00'),
    lastMessagePreview: 'Hello',
    lastSenderRole: 'client',
    unreadForAgency: 1,
    createdAt: new Date('2026-11-20T09:00:00+10:00'),
  }),
});

beforeEach(() => {
  data.asked = [];
  data.threads = [
    thread('general-c1', 'c1', 'General', 'Green Roots Naturopathy', 'Casey Client'),
    thread('general-c2', 'c2', 'General', 'Bo Baker', 'Bo Baker'),
  ];
});

describe('the client’s messages', () => {
  it('titles the list Messages, and an open conversation by its subject', () => {
    data.uid = 'c1';
    const route = (
      <Route path="/client/messages/:threadId?" element={<ClientMessagesPage meta={meta} slots={parts} />} />
    );
    const { unmount } = renderPage(<Routes>{route}</Routes>, '/client/messages');
    expect(document.title).toBe('Messages | Conscious Web Studio');
    unmount();
    renderPage(<Routes>{route}</Routes>, '/client/messages/general-c1');
    expect(document.title).toBe('General · Messages | Conscious Web Studio');
  });

  it('lists a page of conversations, and the next page on Show more conversations', () => {
    data.uid = 'c1';
    data.threads = Array.from({ length: 60 }, (_, index) =>
      thread(`project-p${index}`, 'c1', `Project ${index}`, 'Green Roots Naturopathy', 'Casey Client'),
    );
    renderPage(
      <Routes>
        <Route path="/client/messages" element={<ClientMessagesPage meta={meta} slots={parts} />} />
      </Routes>,
      '/client/messages',
    );
    const rows = () => document.querySelectorAll('ul[aria-label="Conversations"] a').length;
    expect(new Set(data.asked)).toEqual(new Set([50]));
    expect(rows()).toBe(50);

    fireEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    expect(data.asked.at(-1)).toBe(100);
    expect(rows()).toBe(60);
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
  });
});

describe('the agency’s messages', () => {
  const route = (
    <Route path="/webmin1010/messages/:threadId?" element={<AdminMessagesPage meta={meta} slots={parts} />} />
  );

  it('names each conversation by the client’s business first, then the person, then what it is about', () => {
    data.uid = 'admin-1';
    renderPage(<Routes>{route}</Routes>, '/webmin1010/messages');
    expect(document.title).toBe('Messages | Conscious Web Studio');
    // (By selector: role queries over the whole page take seconds in jsdom.)
    const rows = [...document.querySelectorAll('ul[aria-label="Conversations"] a')];
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Green Roots Naturopathy · Casey Client.*General/),
      expect.stringMatching(/^Bo Baker.*General/),
    ]);
  });

  it('says so when a search finds more clients than their conversations shown', async () => {
    data.uid = 'admin-1';
    const note = /first 10 clients found: search more narrowly/;
    data.found = Array.from({ length: 10 }, (_, index) => `c${index + 1}`);
    const { unmount } = renderPage(<Routes>{route}</Routes>, '/webmin1010/messages');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search clients' }), { target: { value: 'scale' } });
    expect(await screen.findByText(note)).toBeTruthy();
    unmount();

    data.found = ['c1', 'c2'];
    renderPage(<Routes>{route}</Routes>, '/webmin1010/messages');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search clients' }), { target: { value: 'green' } });
    await waitFor(() => expect(document.querySelectorAll('ul[aria-label="Conversations"] a')).toHaveLength(2));
    expect(screen.queryByText(note)).toBeNull();
  });

  it('titles an open conversation by its subject and whom it is with', () => {
    data.uid = 'admin-1';
    renderPage(<Routes>{route}</Routes>, '/webmin1010/messages/general-c1');
    expect(document.title).toBe('General · Green Roots Naturopathy | Conscious Web Studio');
  });

  it('shows what a removed message said: from the message until the trigger blanks it, then the stored copy', () => {
    data.uid = 'admin-1';
    renderPage(<Routes>{route}</Routes>, '/webmin1010/messages/general-c1');
    const removed = (id: string, body: string) =>
      ({ id, body, removed: true, removedBy: 'admin-1', removedAt: null, senderRole: 'client' }) as unknown as Message;
    data.stored = { m2: 'Stored after the trigger' };
    const { container, rerender } = render(<>{data.removedText!(removed('m1', 'Still on the message'))}</>);
    expect(container.textContent).toBe('Removed. It said: “Still on the message”');
    // Blanked: the stored copy, read only now (it exists by then).
    rerender(<>{data.removedText!(removed('m2', ''))}</>);
    expect(container.textContent).toBe('Removed. It said: “Stored after the trigger”');
    // Blanked, with no stored copy (from before moderation kept them): nothing to show.
    rerender(<>{data.removedText!(removed('m3', ''))}</>);
    expect(container.textContent).toBe('');
  });
});
