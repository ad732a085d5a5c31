import { screen, waitFor, within } from '@testing-library/react';
import { lead as leadDocument } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Lead } from '@/lib/firestore/leads';
import { renderPage } from '@/test/render-page';

// The page's data comes through its hooks; these answer with the leads the test puts here.
const data = vi.hoisted(() => ({ leads: [] as Lead[] }));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('./use-leads', () => ({
  useLeads: (filter: { status?: string | null }) => ({
    leads: data.leads.filter((lead) => !filter.status || lead.status === filter.status),
    error: undefined,
  }),
  useStatusCounts: () => null,
  useReportChange: () => undefined,
}));
vi.mock('@/lib/firestore/clients', () => ({ useClient: () => ({ status: 'missing' }) }));
vi.mock('@/lib/firestore/leads', () => ({
  useLead: (id: string) => {
    const lead = data.leads.find((one) => one.id === id);
    return lead ? { status: 'ready', data: lead } : { status: 'missing' };
  },
}));

const { default: LeadsPage } = await import('./leads-page');

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'lead',
  ...leadDocument(),
  convertedClientId: null,
  ...overrides,
});
const CONVERTED = lead({ id: 'converted', name: 'Casey Client', status: 'won', convertedClientId: 'client-1' });
const WON = lead({ id: 'won', name: 'Wendy Won', status: 'won' });

// The dialog's parts from other features (assessments, the invitation) are the router's; none is under test here.
const parts = { AdminAssessments: () => null, InviteClientDialog: () => null };

const show = (search = '') =>
  renderPage(
    <LeadsPage meta={{ title: 'Leads', description: 'Enquiries.' }} slots={parts} />,
    `/webmin1010/leads${search}`,
  );

beforeEach(() => {
  data.leads = [CONVERTED, WON];
});

describe('the leads page', () => {
  it('titles the list as the list', async () => {
    show();
    await waitFor(() => expect(document.title).toBe('Leads list | Conscious Web Studio'));
  });

  it('titles the board as the board', async () => {
    show('?view=board');
    await waitFor(() => expect(document.title).toBe('Leads board | Conscious Web Studio'));
  });

  it('offers no move for a lead converted into a client on the board, and says why', () => {
    show('?view=board');
    const won = screen.getByRole('region', { name: /^Won/ });
    const converted = within(won).getByText('Casey Client').closest('li')!;
    expect(within(converted).queryByRole('button', { name: /^Move/ })).toBeNull();
    expect(within(converted).getByText('Converted to a client, so it stays Won.')).toBeTruthy();
    expect(converted.getAttribute('draggable')).toBe('false');
    // A lead marked Won by hand, never converted, still moves.
    const byHand = within(won).getByText('Wendy Won').closest('li')!;
    expect(within(byHand).getByRole('button', { name: 'Move Wendy Won to…' })).toBeTruthy();
  });

  it('offers no other status in a converted lead’s details, and says why', () => {
    show('?lead=converted');
    const dialog = screen.getByRole('dialog', { name: 'Casey Client' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByText('Converted to a client, so it stays Won.')).toBeTruthy();
  });
});
