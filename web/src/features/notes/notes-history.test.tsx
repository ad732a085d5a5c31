import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

const added: { subject: unknown; body: string; author: unknown }[] = [];
let page: { status: string; data?: unknown; retry: () => void } = { status: 'loading', retry: () => {} };
let failNextAdd = false;

vi.mock('reactfire', () => {
  const db = {};
  // The token carries the name the session signed in with; the account has been renamed since.
  const claims = { name: 'Avery Admin', email: 'admin@example.com' };
  const auth = {
    currentUser: {
      uid: 'admin-1',
      displayName: 'Avery A. Admin',
      email: 'admin@example.com',
      getIdTokenResult: () => Promise.resolve({ claims }),
    },
  };
  return { useFirestore: () => db, useAuth: () => auth };
});
vi.mock('@/lib/firestore/notes', () => ({
  useNotesPage: () => page,
  addNote: (_db: unknown, subject: unknown, body: string, author: unknown) => {
    if (failNextAdd) {
      failNextAdd = false;
      return Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    }
    added.push({ subject, body, author });
    return Promise.resolve();
  },
}));

const { NotesHistory } = await import('./notes-history');

const LEAD = { kind: 'lead', id: 'lead-1' } as const;
const ready = (rows: object[], more = false) => ({
  status: 'ready',
  data: { rows, first: undefined, last: undefined, hasBefore: false, hasAfter: more },
  retry: () => {},
});

beforeEach(() => {
  added.length = 0;
  page = ready([]);
});

describe('NotesHistory', () => {
  it.each([
    ['nothing', ''],
    ['only spaces, new lines and invisible characters', ' \n\u200b\u00a0 '],
  ])('refuses a note of %s, saying what to do, and adds nothing', async (_what, typed) => {
    renderPage(<NotesHistory subject={LEAD} />);
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    fireEvent.change(box, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(added).toEqual([]);
  });

  it('adds a note trimmed, in the signed-in admin’s name, and empties the box', async () => {
    renderPage(<NotesHistory subject={LEAD} />);
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    fireEvent.change(box, { target: { value: '  Called back. Wants a quote.\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(added).toEqual([
        { subject: LEAD, body: 'Called back. Wants a quote.', author: { uid: 'admin-1', name: 'Avery Admin' } },
      ]),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps what was typed when the note could not be added', async () => {
    failNextAdd = true;
    renderPage(<NotesHistory subject={LEAD} />);
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    fireEvent.change(box, { target: { value: 'Prefers email.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add note' })).toHaveProperty('disabled', false));
    expect((box as HTMLTextAreaElement).value).toBe('Prefers email.');
    expect(added).toEqual([]);
  });

  it('says what to do with no notes yet, lists notes with author and text, and offers Try again on failure', () => {
    const empty = renderPage(<NotesHistory subject={LEAD} />);
    expect(screen.getByText(/No notes yet/)).toBeTruthy();
    empty.unmount();

    page = ready([
      { id: 'n2', body: 'Sent the proposal.', authorUid: 'admin-1', authorName: 'Avery Admin', createdAt: new Date() },
      {
        id: 'n1',
        body: 'Line one\nline two',
        authorUid: null,
        authorName: 'Notes kept before the history',
        createdAt: new Date(0),
      },
    ]);
    const listed = renderPage(<NotesHistory subject={LEAD} />);
    const items = within(screen.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Avery Admin.*Sent the proposal\.$/),
      expect.stringMatching(/^Notes kept before the history.*Line one\nline two$/),
    ]);

    const retry = vi.fn();
    listed.unmount();
    page = { status: 'error', retry };
    renderPage(<NotesHistory subject={LEAD} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
