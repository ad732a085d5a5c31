import { invoiceIsOverdue, outstandingCents, quoteIsOpen } from '@agency/common';

import type { SharedFile } from '@/lib/firestore/files';
import type { Invoice, Quote } from '@/lib/firestore/quotes';
import type { Thread } from '@/lib/firestore/threads';

/** What waits on the client, kind by kind, in the order each is best dealt with. */
export interface WaitingItems {
  /** Deliverables (newest version) awaiting their approval, oldest first: the longest waiting on top. */
  deliverables: SharedFile[];
  /** Sent quotes still valid, the soonest to lapse first. */
  quotes: Quote[];
  /** Issued invoices with something left to pay, overdue ones first, then by due date. */
  invoices: Invoice[];
  /** Conversations with messages they have not read, the newest first. */
  threads: Thread[];
}

const time = (date: Date | null) => date?.getTime() ?? 0;

/**
 * Picks what needs the client out of their quotes, invoices and conversations as the queries read them; the
 * deliverables awaiting their decision are read as such (awaitingDecisionQuery), already in their order.
 */
export function waitingItems(
  data: {
    deliverables: readonly SharedFile[];
    quotes: readonly Quote[];
    invoices: readonly Invoice[];
    threads: readonly Thread[];
  },
  now: Date,
): WaitingItems {
  const overdueFirst = (a: Invoice, b: Invoice) =>
    Number(invoiceIsOverdue(b, now)) - Number(invoiceIsOverdue(a, now)) || time(a.dueAt) - time(b.dueAt);
  return {
    deliverables: [...data.deliverables],
    quotes: data.quotes
      .filter((quote) => quoteIsOpen(quote, now))
      .sort((a, b) => time(a.validUntil) - time(b.validUntil)),
    invoices: data.invoices
      .filter((invoice) => invoice.status === 'issued' && outstandingCents(invoice) > 0)
      .sort(overdueFirst),
    threads: data.threads
      .filter((thread) => thread.unreadForClient > 0)
      .sort((a, b) => time(b.lastMessageAt) - time(a.lastMessageAt)),
  };
}

export const waitingCount = (items: WaitingItems) =>
  items.deliverables.length + items.quotes.length + items.invoices.length + items.threads.length;
