import { describe, expect, it } from 'vitest';

import type { SharedFile } from '@/lib/firestore/files';
import type { Invoice, Quote } from '@/lib/firestore/quotes';
import type { Thread } from '@/lib/firestore/threads';

import { waitingCount, waitingItems } from './waiting-items';

const now = new Date('2026-11-24T00:00:00Z');
const day = (offset: number) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000);

const file = (id: string, overrides: Partial<SharedFile> = {}) =>
  ({
    id,
    versionGroup: id,
    version: 1,
    ready: true,
    latest: true,
    deliverable: true,
    approval: { status: 'pending', comment: null, by: null, at: null },
    createdAt: day(-1),
    ...overrides,
  }) as SharedFile;
const quote = (id: string, overrides: Partial<Quote> = {}) =>
  ({ id, status: 'sent', validUntil: day(10), ...overrides }) as Quote;
const invoice = (id: string, overrides: Partial<Invoice> = {}) =>
  ({ id, status: 'issued', totalCents: 10_000, amountPaidCents: 0, dueAt: day(5), ...overrides }) as Invoice;
const thread = (id: string, unreadForClient: number, lastMessageAt = day(-1)) =>
  ({ id, unreadForClient, lastMessageAt }) as Thread;

describe('what waits on a client', () => {
  it('keeps sent quotes still valid, soonest to lapse first; a lapsed or decided quote waits no more', () => {
    const items = waitingItems(
      {
        deliverables: [],
        quotes: [
          quote('later', { validUntil: day(20) }),
          quote('sooner', { validUntil: day(2) }),
          quote('lapsed', { validUntil: day(-1) }),
          quote('accepted', { status: 'accepted' }),
        ],
        invoices: [],
        threads: [],
      },
      now,
    );
    expect(items.quotes.map((row) => row.id)).toEqual(['sooner', 'later']);
  });

  it('keeps issued invoices with money owing, overdue first, then by due date', () => {
    const items = waitingItems(
      {
        deliverables: [],
        quotes: [],
        invoices: [
          invoice('due-late', { dueAt: day(9) }),
          invoice('due-soon', { dueAt: day(1) }),
          invoice('overdue', { dueAt: day(-2) }),
          invoice('paid-up', { amountPaidCents: 10_000 }),
          invoice('paid', { status: 'paid' }),
          invoice('void', { status: 'void' }),
        ],
        threads: [],
      },
      now,
    );
    expect(items.invoices.map((row) => row.id)).toEqual(['overdue', 'due-soon', 'due-late']);
  });

  it('keeps conversations with unread messages, newest first, and counts every kind', () => {
    const items = waitingItems(
      {
        deliverables: [file('f')],
        quotes: [quote('q')],
        invoices: [invoice('i')],
        threads: [thread('read', 0), thread('older', 1, day(-3)), thread('newer', 4, day(-1))],
      },
      now,
    );
    expect(items.threads.map((row) => row.id)).toEqual(['newer', 'older']);
    expect(waitingCount(items)).toBe(5);
  });
});
