import type { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';

import {
  COLLECTIONS,
  type InvoiceDocument,
  type MailDocument,
  quoteContentText,
  type QuoteDocument,
  type QuoteLineItem,
  type SaveQuoteResult,
  type SendQuoteResult,
  sha256Hex,
} from '@agency/common';

import { adminAuth, db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';
import { removeTestThreads } from '../support/threads';

/** The agency's address for notifications (AGENCY_NOTIFY_EMAIL's default, which the emulator uses). */
export const AGENCY_EMAIL = 'hello@consciouswebstudio.com.au';

const quoteIds = new Set<string>();
const invoiceIds = new Set<string>();
const mailIds = new Set<string>();
const rateLimitIds = new Set<string>();

/** Calls a quote callable, remembering what it made so `removeTestQuotes` deletes it. */
export async function call<T>(name: string, data: unknown, idToken: string | null) {
  const answer = await callCallable<T>(name, data, idToken ?? undefined);
  const result = answer.result as Record<string, unknown> | undefined;
  if (typeof result?.quoteId === 'string') quoteIds.add(result.quoteId);
  if (typeof result?.invoiceId === 'string') invoiceIds.add(result.invoiceId);
  return answer;
}

/** Remembers a quote (and the mails named after it) for `removeTestQuotes`. */
export function trackQuote(quoteId: string): void {
  quoteIds.add(quoteId);
  for (const id of ['quote-sent', 'quote-accepted', 'quote-accepted-agency', 'quote-declined']) {
    mailIds.add(`${id}-${quoteId}`);
  }
}

export const trackRateLimit = (id: string) => rateLimitIds.add(id);

export const lines: QuoteLineItem[] = [
  {
    description: 'Standard web design plan',
    quantity: 1,
    unitPriceCents: 380_000,
    catalogueId: 'web-design-plan/standard',
  },
  { description: 'Extra page', quantity: 3, unitPriceCents: 12_345, catalogueId: null },
];

/** A draft for `clientId` saved by the administrator holding `adminToken`: its id. */
export async function draftFor(adminToken: string, clientId: string, overrides: Record<string, unknown> = {}) {
  const answer = await call<SaveQuoteResult>(
    'saveQuote',
    {
      quoteId: null,
      clientId,
      projectId: null,
      title: 'Website rebuild',
      lineItems: lines,
      validDays: 30,
      ...overrides,
    },
    adminToken,
  );
  expect(answer.error).toBeUndefined();
  trackQuote(answer.result!.quoteId);
  return answer.result!.quoteId;
}

/** A quote sent to `clientId`: its id and number. */
export async function sentQuoteFor(adminToken: string, clientId: string, overrides: Record<string, unknown> = {}) {
  const quoteId = await draftFor(adminToken, clientId, overrides);
  const answer = await call<SendQuoteResult>('sendQuote', { quoteId }, adminToken);
  expect(answer.error).toBeUndefined();
  return { quoteId, number: answer.result!.number };
}

export const quoteRef = (quoteId: string) => db.collection(COLLECTIONS.quotes).doc(quoteId);
export const quoteOf = async (quoteId: string) =>
  (await quoteRef(quoteId).get()).data() as QuoteDocument<Timestamp> | undefined;
export const invoiceOf = async (invoiceId: string) => {
  invoiceIds.add(invoiceId);
  return (await db.collection(COLLECTIONS.invoices).doc(invoiceId).get()).data() as
    InvoiceDocument<Timestamp> | undefined;
};
export const mailOf = async (id: string) => {
  mailIds.add(id);
  return (await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDocument<Timestamp> | undefined;
};
export const activityOfId = async (id: string) => (await db.collection(COLLECTIONS.activity).doc(id).get()).data();

/** What the client's browser computes from the quote it shows: SHA-256 of its content text. */
export async function contentHashOf(quoteId: string): Promise<string> {
  const quote = (await quoteOf(quoteId))!;
  return sha256Hex(quoteContentText({ ...quote, validUntil: quote.validUntil?.toDate() ?? null }));
}

/** A client account signed in, then disabled in Auth: its token still verifies but speaks for nobody. */
export async function disabledClient(): Promise<{ account: TestAccount; token: string }> {
  const account = await newAccount({ role: 'client' });
  const token = await idTokenFor(account);
  await adminAuth.updateUser(account.uid, { disabled: true });
  return { account, token };
}

/** Deletes the quotes, invoices, mails, threads, rate-limit windows and accounts (with their activity) the tests made. */
export async function removeTestQuotes(): Promise<void> {
  const batch = db.batch();
  for (const id of quoteIds) batch.delete(quoteRef(id));
  for (const id of invoiceIds) batch.delete(db.collection(COLLECTIONS.invoices).doc(id));
  for (const id of mailIds) batch.delete(db.collection(COLLECTIONS.mail).doc(id));
  for (const id of rateLimitIds) batch.delete(db.collection(COLLECTIONS.rateLimits).doc(id));
  await batch.commit();
  quoteIds.clear();
  invoiceIds.clear();
  mailIds.clear();
  rateLimitIds.clear();
  await removeTestThreads();
  await removeTestAccounts();
}
