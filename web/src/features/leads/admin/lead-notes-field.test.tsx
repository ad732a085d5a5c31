import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

/** Each save waits until the test lets it finish, as a slow network would. */
const saves: { notes: string; finish: () => void }[] = [];

vi.mock('reactfire', () => {
  const db = {};
  return { useFirestore: () => db };
});
vi.mock('@/lib/firestore/leads', () => ({
  saveLeadNotes: (_db: unknown, _id: string, notes: string) =>
    new Promise<void>((resolve) => saves.push({ notes, finish: resolve })),
}));

const { LeadNotesField } = await import('./lead-notes-field');

describe('LeadNotesField', () => {
  it('keeps what is typed while a save is on its way, and saves it next', async () => {
    renderPage(<LeadNotesField leadId="lead-1" stored="Called." />);
    const field = screen.getByRole('textbox', { name: 'Notes' });

    fireEvent.change(field, { target: { value: 'Called. Wants' } });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    await waitFor(() => expect(saves.map((save) => save.notes)).toEqual(['Called. Wants']));

    // Typed while the first save is in flight: on screen at once, and saved after it, not lost or overwritten.
    fireEvent.change(field, { target: { value: 'Called. Wants a quote.' } });
    saves[0]!.finish();
    await waitFor(() => expect(saves.map((save) => save.notes)).toEqual(['Called. Wants', 'Called. Wants a quote.']));
    expect(field).toHaveProperty('value', 'Called. Wants a quote.');
    expect(screen.getByRole('status').textContent).toBe('Saving…');

    saves[1]!.finish();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'));
    expect(saves).toHaveLength(2);
  });
});
