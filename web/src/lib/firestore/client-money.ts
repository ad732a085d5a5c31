import {
  collection,
  count,
  type Firestore,
  getAggregateFromServer,
  query,
  sum,
  Timestamp,
  where,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import { calendarDayOf, COLLECTIONS, startOfCalendarDay } from '@agency/common';

import type { Period } from './figures';
import type { Invoice } from './quotes';

/**
 * One client's money as the client record shows it: owed, overdue, paid in all and open quotes are summed by the
 * server (aggregation queries: no invoice or quote is read for them); paid this financial year is summed from the
 * payments of the invoices the record lists (the newest QUOTE_LIMITS.page), since a payment's date lives inside its
 * invoice, where no aggregation reaches.
 */
export interface ClientMoney {
  /** The unpaid part of every issued, non-void invoice. */
  owedCents: number;
  /** The unpaid part of the issued invoices past their due time. */
  overdueCents: number;
  overdueCount: number;
  /** Every payment on the client's issued and paid invoices. */
  paidCents: number;
  /** Quotes sent and waiting for the client's answer. */
  openQuotes: number;
  openQuotesCents: number;
}

/** The financial year `now` falls in, in Queensland: 1 July to the next 1 July. */
export function financialYearOf(now: Date): Period & { label: string } {
  const [year, month] = calendarDayOf(now).split('-').map(Number) as [number, number];
  const first = month >= 7 ? year : year - 1;
  return {
    start: startOfCalendarDay(`${first}-07-01`),
    end: startOfCalendarDay(`${first + 1}-07-01`),
    label: `${first}–${String((first + 1) % 100).padStart(2, '0')}`,
  };
}

/** What the client paid in `year`, counted from the payments on `invoices` (void ones left out). */
export const paidDuring = (invoices: readonly Pick<Invoice, 'status' | 'payments'>[], year: Period) =>
  invoices
    .filter((invoice) => invoice.status !== 'void')
    .flatMap((invoice) => invoice.payments)
    .filter((payment) => payment.at >= year.start && payment.at < year.end)
    .reduce((total, payment) => total + payment.amountCents, 0);

/** The client's issued invoices (not paid, not void): to sum what is owed. */
export const clientOwedQuery = (db: Firestore, clientId: string) =>
  query(collection(db, COLLECTIONS.invoices), where('clientId', '==', clientId), where('status', '==', 'issued'));

/** The client's issued invoices past their due time at `now` (invoiceIsOverdue's rule). */
export const clientOverdueQuery = (db: Firestore, clientId: string, now: Date) =>
  query(
    collection(db, COLLECTIONS.invoices),
    where('clientId', '==', clientId),
    where('status', '==', 'issued'),
    where('dueAt', '<', Timestamp.fromDate(now)),
  );

/** The client's invoices that count (issued or paid): to sum what was paid. */
export const clientPaidQuery = (db: Firestore, clientId: string) =>
  query(
    collection(db, COLLECTIONS.invoices),
    where('clientId', '==', clientId),
    where('status', 'in', ['issued', 'paid']),
  );

/** The client's quotes sent and waiting for an answer. */
export const clientOpenQuotesQuery = (db: Firestore, clientId: string) =>
  query(collection(db, COLLECTIONS.quotes), where('clientId', '==', clientId), where('status', '==', 'sent'));

/** Four aggregation queries, side by side. */
export async function clientMoney(db: Firestore, clientId: string, now: Date): Promise<ClientMoney> {
  const money = { total: sum('totalCents'), paid: sum('amountPaidCents') };
  const [owed, overdue, paid, quotes] = await Promise.all([
    getAggregateFromServer(clientOwedQuery(db, clientId), money),
    getAggregateFromServer(clientOverdueQuery(db, clientId, now), { count: count(), ...money }),
    getAggregateFromServer(clientPaidQuery(db, clientId), { paid: sum('amountPaidCents') }),
    getAggregateFromServer(clientOpenQuotesQuery(db, clientId), { count: count(), total: sum('totalCents') }),
  ]);
  const unpaid = ({ total, paid: paidPart }: { total: number | null; paid: number | null }) =>
    Math.max(0, (total ?? 0) - (paidPart ?? 0));
  return {
    owedCents: unpaid(owed.data()),
    overdueCents: unpaid(overdue.data()),
    overdueCount: overdue.data().count,
    paidCents: paid.data().paid ?? 0,
    openQuotes: quotes.data().count,
    openQuotesCents: quotes.data().total ?? 0,
  };
}

export type ClientMoneyState =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; money: ClientMoney; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * The client's money, summed by the server, again whenever `changed` does (the record builds it from its live
 * invoices and quotes, so a payment or an answer shows without a reload) and on `retry()`.
 */
export function useClientMoney(clientId: string, changed: string | null): ClientMoneyState {
  const db = useFirestore();
  const [state, setState] = useState<{ key: string; value: ClientMoney | null; error: unknown }>({
    key: '',
    value: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${clientId} ${changed ?? ''} ${attempt}`;
  useEffect(() => {
    if (changed === null) return undefined;
    let current = true;
    clientMoney(db, clientId, new Date()).then(
      (value) => current && setState({ key, value, error: null }),
      (error: unknown) => current && setState({ key, value: null, error }),
    );
    return () => {
      current = false;
    };
  }, [db, clientId, changed, key]);
  const retry = () => setAttempt((count) => count + 1);
  if (state.error && state.key === key) return { status: 'error', error: state.error, retry };
  // The figures shown stay while newer ones are on their way (a payment recorded), rather than blink to a skeleton.
  if (state.value && state.key.startsWith(`${clientId} `)) return { status: 'ready', money: state.value, retry };
  return { status: 'loading', retry };
}
