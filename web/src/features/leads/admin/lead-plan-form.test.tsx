import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

const writes = vi.hoisted(() => ({ followUps: [] as (string | null)[], values: [] as (number | null)[], fail: false }));

vi.mock('reactfire', () => {
  const db = {};
  return { useFirestore: () => db };
});
vi.mock('@/lib/firestore/leads', () => ({
  setLeadFollowUp: async (_db: unknown, _id: string, day: string | null) => {
    if (writes.fail) throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    writes.followUps.push(day);
  },
  setLeadValue: async (_db: unknown, _id: string, cents: number | null) => {
    writes.values.push(cents);
  },
}));

const { LeadPlanForm } = await import('./lead-plan-form');

const LEAD = { id: 'lead-1', name: 'Ada Lovelace', followUpDate: null, estimatedValueCents: null };

beforeEach(() => {
  writes.followUps = [];
  writes.values = [];
  writes.fail = false;
});

const followUp = () => screen.getByLabelText('Follow-up date');
const value = () => screen.getByRole('textbox', { name: 'Estimated value' });
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

  it('saves the estimated value typed in whole dollars as cents, leaving the follow-up as it was', async () => {
    renderPage(<LeadPlanForm lead={{ ...LEAD, followUpDate: '2026-12-03' }} />);
    fireEvent.change(value(), { target: { value: '$12,500' } });
    save();
    await waitFor(() => expect(writes.values).toEqual([1_250_000]));
    expect(writes.followUps).toEqual([]);
  });

  it('shows a stored value in dollars, and clears it when emptied', async () => {
    renderPage(<LeadPlanForm lead={{ ...LEAD, estimatedValueCents: 980_000 }} />);
    expect(value()).toHaveProperty('value', '9800');
    fireEvent.change(value(), { target: { value: '' } });
    save();
    await waitFor(() => expect(writes.values).toEqual([null]));
  });

  it.each([
    ['12.50', 'Enter the value in whole dollars, like 12500'],
    ['-5', 'Enter the value in whole dollars, like 12500'],
    ['10000001', 'The value can be at most $10,000,000'],
  ])('refuses %s, saying why under the field, focusing it, and saves nothing', async (typed, message) => {
    renderPage(<LeadPlanForm lead={LEAD} />);
    fireEvent.change(followUp(), { target: { value: '2026-12-03' } });
    fireEvent.change(value(), { target: { value: typed } });
    save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(value().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(value()));
    expect(writes.followUps).toEqual([]);
    expect(writes.values).toEqual([]);
  });
});
