import { fireEvent, screen, within } from '@testing-library/react';
// Aliased: the tests name the links they find `thread` and `invoice`.
import { file, invoice as invoiceDocument, lead, quote, thread as threadDocument } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Live } from '@/lib/firestore/live';
import { renderPage } from '@/test/render-page';

// Each live list has a name; its fake hook answers with what the test put under that name.
// Every row here carries its copy of its client's names, or names no client: nothing is looked up.
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
const lists = vi.hoisted(() => ({
  answers: {} as Record<string, Live<unknown[]>>,
  /** The server's counts of every item of a kind, as useAttentionTotals answers them. */
  totals: { threads: null, quotes: null, invoices: null, accepted: null } as Record<string, number | null>,
}));
vi.mock('@/lib/firestore/figures', () => {
  const answer = (name: string) => lists.answers[name] ?? { status: 'ready', data: [], retry: () => {} };
  return {
    ATTENTION_LIMIT: 5,
    useAttentionTotals: () => lists.totals,
    useWaitingForReply: () => answer('threads'),
    useNewLeads: () => answer('leads'),
    useJoinedEnquiries: () => answer('joined'),
    useChangesStillWanted: () => answer('changes'),
    useExpiringQuotes: () => answer('quotes'),
    useOverdueInvoices: () => answer('invoices'),
    useAcceptedWithoutProject: () => answer('accepted'),
  };
});

const { NeedsAttention } = await import('./needs-attention');

const NOW = new Date('2026-11-24T10:00:00+10:00');
const ready = (data: unknown[]): Live<unknown[]> => ({ status: 'ready', data, retry: () => {} });

function show(onRetry = () => {}) {
  renderPage(<NeedsAttention now={NOW} attempt={0} onRetry={onRetry} newLeadTotal={12} />);
  return screen.getByRole('region', { name: 'Needs attention' });
}

beforeEach(() => {
  lists.answers = {};
  lists.totals = { threads: null, quotes: null, invoices: null, accepted: null };
});

describe('NeedsAttention', () => {
  it('shows a skeleton while any list is loading', () => {
    lists.answers.quotes = { status: 'loading', retry: () => {} };
    show();
    expect(screen.getByRole('status', { name: 'Loading what needs you' })).toBeTruthy();
    expect(screen.queryByText('Nothing needs you')).toBeNull();
  });

  it('says nothing needs the agency when every list is empty', () => {
    show();
    expect(screen.getByText('Nothing needs you')).toBeTruthy();
  });

  it('says a list failed and retries on request, still showing the others', () => {
    const onRetry = vi.fn();
    lists.answers.invoices = { status: 'error', error: new Error('unavailable'), retry: () => {} };
    lists.answers.leads = ready([
      { id: 'l1', ...lead({ name: 'Rosa Fern', createdAt: new Date('2026-11-24T09:00:00+10:00') }) },
    ]);
    const section = show(onRetry);
    expect(within(section).getByRole('alert').textContent).toContain('could not be loaded');
    expect(screen.queryByText('Nothing needs you')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    // The leads still show, with the server's count of every new lead and a link to them all.
    const leads = within(section).getByRole('region', { name: 'New leads not yet contacted (12)' });
    expect(within(leads).getByRole('link', { name: 'Rosa Fern' }).getAttribute('href')).toBe(
      '/webmin1010/leads?lead=l1',
    );
    expect(within(leads).getByRole('link', { name: 'See every new lead (12)' }).getAttribute('href')).toBe(
      '/webmin1010/leads?status=new',
    );
  });

  it('lists leads who wrote again since they were opened, however old the lead', () => {
    lists.answers.joined = ready([
      {
        id: 'l2',
        ...lead({ name: 'Omar Reed', email: 'omar@example.com', createdAt: new Date('2026-09-01T09:00:00+10:00') }),
        status: 'qualified',
        enquiryUnreadAt: new Date('2026-11-24T08:00:00+10:00'),
      },
    ]);
    const section = show();
    const joined = within(section).getByRole('region', { name: 'Leads who wrote again (1)' });
    expect(within(joined).getByRole('link', { name: 'Omar Reed' }).getAttribute('href')).toBe(
      '/webmin1010/leads?lead=l2',
    );
    // When they wrote again, not when the lead began.
    expect(joined.textContent).toContain('omar@example.com · Today 8:00 am');
  });

  it('links each item to where it is dealt with, with whose it is and what is owed', () => {
    lists.answers.threads = ready([
      {
        id: 't1',
        ...threadDocument({
          subject: 'General',
          clientId: 'c1',
          // The thread's own copy of its client's names names the item: no profile is read.
          clientName: 'Tide Pool Studio',
          clientPersonName: 'Tess Tide',
          lastMessageAt: new Date('2026-11-20T09:00:00+10:00'),
        }),
      },
    ]);
    lists.answers.invoices = ready([
      {
        id: 'i1',
        ...invoiceDocument('q1', {
          number: 'INV-2026-0007',
          title: 'Website rebuild',
          totalCents: 418_000,
          amountPaidCents: 18_000,
          dueAt: new Date('2026-11-10T23:59:59+10:00'),
          buyer: { name: 'Alice Green', businessName: 'Green Roots', email: 'alice@example.com' },
        }),
      },
    ]);
    const section = show();
    // Whom it is with leads: every client has a "General" conversation.
    const thread = within(section).getByRole('link', { name: 'Tide Pool Studio' });
    expect(thread.getAttribute('href')).toBe('/webmin1010/messages/t1');
    expect(thread.closest('li')?.textContent).toContain('General · since Friday 9:00 am');
    const invoice = within(section).getByRole('link', { name: 'INV-2026-0007 Website rebuild' });
    expect(invoice.getAttribute('href')).toBe('/webmin1010/quotes?quote=q1');
    expect(invoice.closest('li')?.textContent).toContain('Green Roots · $4,000.00 outstanding · due 10 Nov 2026');
  });

  it('lists accepted quotes no project has been made from, each opening the quote where the project is made', () => {
    lists.answers.accepted = ready([
      {
        id: 'q7',
        ...quote({
          status: 'accepted',
          number: 'Q-2026-0007',
          title: 'Shopfront',
          clientName: 'Tide Pool Studio',
          clientPersonName: 'Tess Tide',
          sentAt: new Date('2026-11-20T09:00:00+10:00'),
        }),
      },
    ]);
    const section = show();
    const group = within(section).getByRole('region', { name: 'Accepted quotes without a project (1)' });
    const link = within(group).getByRole('link', { name: 'Q-2026-0007 Shopfront' });
    expect(link.getAttribute('href')).toBe('/webmin1010/quotes?quote=q7');
    expect(link.closest('li')?.textContent).toMatch(/^Q-2026-0007 ShopfrontTide Pool Studio · \$[\d,.]+ · accepted /);
    expect(within(group).getByRole('link', { name: 'See every accepted quote' }).getAttribute('href')).toBe(
      '/webmin1010/quotes?status=accepted',
    );
  });

  it("says how many there are in all by the server's count, beside the few it shows", () => {
    lists.answers.threads = ready([
      { id: 't1', ...threadDocument({ clientId: 'c1', clientName: 'Tide Pool Studio', lastMessageAt: NOW }) },
    ]);
    lists.answers.quotes = ready([]);
    lists.answers.accepted = ready([
      { id: 'q7', ...quote({ status: 'accepted', title: 'Shopfront', clientName: 'Tide Pool Studio' }) },
    ]);
    lists.totals = { threads: 17, quotes: 3, invoices: null, accepted: 6 };
    const section = show();
    expect(within(section).getByRole('region', { name: 'Waiting for your reply (17)' })).toBeTruthy();
    expect(within(section).getByRole('region', { name: 'Accepted quotes without a project (6)' })).toBeTruthy();
    // A list the server counts but shows nothing of (counted a moment before the last was dealt with) stays away.
    expect(within(section).queryByRole('region', { name: /Quotes expiring/ })).toBeNull();
  });

  it('names a deliverable whose client asked for changes by its title, linked to the version asked about', () => {
    lists.answers.changes = ready([
      {
        id: 'brochure-v2',
        ...file('brochure-v2', {
          name: 'brochure-v2.pdf',
          title: 'brochure.pdf',
          clientId: 'c1',
          clientName: 'Tide Pool Studio',
          versionGroup: 'brochure',
          version: 2,
          deliverable: true,
          approval: {
            status: 'changes-requested',
            comment: 'Please try a warmer colour.',
            by: 'c1',
            at: new Date('2026-11-20T09:00:00+10:00'),
          },
        }),
      },
    ]);
    const section = show();
    const changes = within(section).getByRole('region', { name: 'Changes requested on deliverables (1)' });
    // Named by its title, which stays across versions.
    expect(within(changes).getByRole('link', { name: 'brochure.pdf' }).getAttribute('href')).toBe(
      '/webmin1010/files?file=brochure-v2',
    );
  });
});
