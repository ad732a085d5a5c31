import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

const writes = vi.hoisted(() => ({ followUps: [] as (string | null)[], fail: false }));

vi.mock('reactfire', () => {
  const db = {};
  return { useFirestore: () => db };
});
vi.mock('@/lib/firestore/leads', () => ({
  setLeadFollowUp: async (_db: unknown, _id: string, day: string | null) => {
    if (writes.fail) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    writes.followUps.push(day);
  },
}));

const { LeadPlanForm } = await import('./lead-plan-form');

const LEAD = { id: 'lead-1', name: 'Ada Lovelace', followUpDate: null };

beforeEach(() => {
  writes.followUps = [];
  writes.fail = false;
});

const followUp = () => screen.getByLabelText('Follow-up date');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('LeadPlanForm', () => {
  it('saves the follow-up day typed', async () => {
    renderPage(<LeadPlanForm lead={LEAD} />);
    fireEvent.change(followUp(), { target: { value: '2026-12-03' } });
    save();
    await waitFor(() => expect(writes.followUps).toEqual(['2026-12-03']));
  });

  it('saves an emptied date as no follow-up', async () => {
    renderPage(<LeadPlanForm lead={{ ...LEAD, followUpDate: '2026-12-03' }} />);
    fireEvent.change(followUp(), { target: { value: '' } });
    save();
    await waitFor(() => expect(writes.followUps).toEqual([null]));
  });

  it('clears a follow-up day that is set', async () => {
    renderPage(<LeadPlanForm lead={{ ...LEAD, followUpDate: '2026-12-03' }} />);
    expect(followUp()).toHaveProperty('value', '2026-12-03');
    fireEvent.click(screen.getByRole('button', { name: 'Clear follow-up' }));
    await waitFor(() => expect(writes.followUps).toEqual([null]));
  });

  it('says so when the save is refused, keeping what was typed', async () => {
    writes.fail = true;
    renderPage(<LeadPlanForm lead={LEAD} />);
    fireEvent.change(followUp(), { target: { value: '2026-12-03' } });
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(followUp()).toHaveProperty('value', '2026-12-03');
  });
});
