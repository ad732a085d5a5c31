import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
// Aliased: the tests' own `thread` and `message` are rows, with an id.
import { message as messageDocument, thread as threadDocument } from '@tests/factories';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Message, Thread } from '@/lib/firestore/threads';
import { theme } from '@/theme';

import type { Conversation as ConversationState } from './use-conversation';

const state = vi.hoisted(() => ({ conversation: null as unknown, marked: [] as unknown[][] }));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/threads', () => ({
  markThreadRead: (...args: unknown[]) => {
    state.marked.push(args.slice(1));
    return Promise.resolve();
  },
}));
vi.mock('@/lib/storage/availability', () => ({ useStorageState: () => 'unavailable' }));
vi.mock('./composer', () => ({ Composer: () => null }));
vi.mock('./use-conversation', () => ({ useConversation: () => state.conversation }));

const { Conversation } = await import('./conversation');

const thread: Thread = { id: 't1', ...threadDocument({ clientId: 'client-1' }) };

const message = (id: string, minute: number): Message => ({
  id,
  ...messageDocument({
    senderId: 'client-1',
    senderRole: 'client',
    body: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 24, 0, minute)),
  }),
  pending: false,
});

function conversationOf(status: ConversationState['status'], messages: Message[]): ConversationState {
  const none = () => undefined;
  return {
    status,
    messages,
    failed: [],
    hasOlder: false,
    loadingOlder: false,
    loadOlder: () => Promise.resolve(),
    stalled: new Set(),
    reconnect: () => Promise.resolve(),
    send: none,
    retry: none,
    discard: none,
  };
}

/** Kept around each render, so a re-render with new messages updates the conversation rather than replacing it. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>{children}</MemoryRouter>
  </ThemeProvider>
);
const renderConversation = (ui: ReactNode) => render(ui, { wrapper });

function show(status: ConversationState['status'], messages: Message[], shown: Thread = thread) {
  state.conversation = conversationOf(status, messages);
  return (
    <Conversation
      thread={shown}
      viewer={{ uid: 'admin-1', role: 'admin' }}
      senderName={() => 'Casey'}
      header={<h2>General</h2>}
      parts={{ FileDialog: () => null }}
    />
  );
}

describe('Conversation', () => {
  it('holds its messages in a live log, which is there only once they have loaded', () => {
    const { rerender } = renderConversation(show('loading', []));
    expect(screen.queryByRole('log')).toBeNull();
    rerender(show('ready', [message('a', 1), message('b', 2)]));
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('listitem', { name: /^Casey,/ })).toHaveLength(2);
  });

  it('adds an arriving message to the same log (so it is read out), and history to a new one (so it is not)', () => {
    const { rerender } = renderConversation(show('ready', [message('b', 2)]));
    const log = screen.getByRole('log');
    rerender(show('ready', [message('b', 2), message('c', 3)]));
    expect(screen.getByRole('log')).toBe(log);
    expect(log.textContent).toContain('Message c');
    // An older page arrives above: the log is made afresh with it.
    rerender(show('ready', [message('a', 1), message('b', 2), message('c', 3)]));
    expect(screen.getByRole('log')).not.toBe(log);
    expect(screen.getByRole('log').textContent).toContain('Message a');
  });

  it('reads out a conversation’s first message, into the log that was empty', () => {
    const { rerender } = renderConversation(show('ready', []));
    const log = screen.getByRole('log');
    rerender(show('ready', [message('a', 1)]));
    expect(screen.getByRole('log')).toBe(log);
  });

  describe('marks the thread read', () => {
    beforeEach(() => {
      state.marked = [];
    });

    it('when it shows a message of the other side’s that the trigger has not counted yet', () => {
      const { rerender } = renderConversation(show('ready', []));
      expect(state.marked).toEqual([]);
      // The thread counts nothing unread yet (onMessageCreated starts cold): the message shown is read all the same.
      rerender(show('ready', [message('a', 1)]));
      expect(state.marked).toEqual([['t1', 'admin']]);
    });

    it('when the thread counts something unread, and not for a message read before', () => {
      const read: Thread = { ...thread, agencyReadAt: new Date(Date.UTC(2026, 10, 24, 0, 5)) };
      const { rerender } = renderConversation(show('ready', [message('a', 1)], read));
      expect(state.marked).toEqual([]);
      rerender(show('ready', [message('a', 1)], { ...read, unreadForAgency: 1 }));
      expect(state.marked).toEqual([['t1', 'admin']]);
    });
  });
});
