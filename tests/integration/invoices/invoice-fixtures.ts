import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import Stripe from 'stripe';

import {
  COLLECTIONS,
  FUNCTIONS_REGION,
  type InvoiceDocument,
  type MailDocument,
  priceQuoteLines,
  type QuoteDocument,
  type QuoteLineItem,
} from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { invoice, PEOPLE, quote } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import type { TestAccount } from '../support/accounts';
import { idTokenFor } from '../support/sign-in';

/**
 * Invoices and quotes for the payment tests, written straight in through the Admin SDK as issueInvoice would
 * store them (typed by common's document types), and removed after each file with the mails they caused.
 */

const invoiceIds = new Set<string>();
const quoteIds = new Set<string>();

export const invoiceRef = (id: string) => db.collection(COLLECTIONS.invoices).doc(id);
export const invoiceOf = async (id: string) =>
  (await invoiceRef(id).get()).data() as InvoiceDocument<FirebaseFirestore.Timestamp> | undefined;
export const quoteOf = async (id: string) =>
  (await db.collection(COLLECTIONS.quotes).doc(id).get()).data() as
    QuoteDocument<FirebaseFirestore.Timestamp> | undefined;
export const mailOf = async (id: string) =>
  (await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDocument<FirebaseFirestore.Timestamp> | undefined;
export const activityOfId = async (id: string) => (await db.collection(COLLECTIONS.activity).doc(id).get()).data();

/** Two lines, $1,500.00 + $350.00 before GST: $2,035.00 with GST. */
const LINES: QuoteLineItem[] = [
  { description: 'Website design: Growth', quantity: 1, unitPriceCents: 150_000, catalogueId: null },
  { description: 'Copywriting, five pages', quantity: 1, unitPriceCents: 35_000, catalogueId: null },
];
const PRICED = priceQuoteLines(LINES, { gstRegistered: true });
export const TOTAL_CENTS = PRICED.totalCents;
const TITLE = 'Growth website';

let sequence = 9000 + Math.floor(Math.random() * 900);

/** An accepted quote of `client`'s, for an invoice to be issued (and reissued) for, unless `overrides` say otherwise. */
export async function writeQuote(client: TestAccount, overrides: Partial<QuoteDocument<Date>> = {}): Promise<string> {
  const ref = db.collection(COLLECTIONS.quotes).doc();
  quoteIds.add(ref.id);
  const now = new Date();
  const accepted = { name: PEOPLE.alice.name, at: now, uid: client.uid, contentHash: '0'.repeat(64) };
  await ref.set(
    quote({
      sequence: ++sequence,
      clientId: client.uid,
      title: TITLE,
      lineItems: LINES,
      status: 'accepted',
      sentAt: now,
      acceptance: accepted,
      closedAt: now,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    }),
  );
  return ref.id;
}

/** An accepted quote of `client`'s and the issued invoice it names, as acceptQuote leaves them. */
export async function acceptedQuoteWithInvoice(client: TestAccount): Promise<{ quoteId: string; invoiceId: string }> {
  const quoteId = await writeQuote(client);
  const invoiceId = await writeInvoice(client, { quoteId });
  await db.collection(COLLECTIONS.quotes).doc(quoteId).update({ invoiceId });
  return { quoteId, invoiceId };
}

/** Every invoice issued for a quote, with its status. */
export async function invoicesOfQuote(quoteId: string) {
  const snapshot = await db.collection(COLLECTIONS.invoices).where('quoteId', '==', quoteId).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as InvoiceDocument<FirebaseFirestore.Timestamp>) }));
}

/** Remembers an invoice a function issued, for `removeTestInvoices`. */
export const trackInvoice = (id: string) => invoiceIds.add(id);

/** An issued invoice of `client`'s for $2,035.00 with nothing paid, unless `overrides` say otherwise. */
export async function writeInvoice(
  client: TestAccount,
  overrides: Partial<InvoiceDocument<Date>> = {},
): Promise<string> {
  const ref = invoiceRef(db.collection(COLLECTIONS.invoices).doc().id);
  invoiceIds.add(ref.id);
  const data = invoice(overrides.quoteId ?? `quote-of-${ref.id}`, {
    sequence: ++sequence,
    clientId: client.uid,
    title: TITLE,
    issuedAt: overrides.issuedAt ?? new Date(),
    ...PRICED,
    buyer: { name: PEOPLE.alice.name, businessName: PEOPLE.alice.businessName, email: client.email },
    ...overrides,
  });
  await ref.set(data);
  return ref.id;
}

/** The receipt mail queued for one payment. */
export const receiptOf = (invoiceId: string, paymentId: string) => mailOf(`receipt-${invoiceId}-${paymentId}`);

/** Every receipt mail queued for an invoice's payments. */
export async function receiptsOf(invoiceId: string) {
  const snapshot = await db
    .collection(COLLECTIONS.mail)
    .where('__name__', '>=', db.collection(COLLECTIONS.mail).doc(`receipt-${invoiceId}-`))
    .where('__name__', '<', db.collection(COLLECTIONS.mail).doc(`receipt-${invoiceId}.`))
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDocument<FirebaseFirestore.Timestamp>) }));
}

/** A signed-in account's token, then the account disabled in Auth: the token is still well signed. */
export async function disabledToken(account: TestAccount): Promise<string> {
  const token = await idTokenFor(account);
  await adminAuth.updateUser(account.uid, { disabled: true });
  return token;
}

// Stripe's webhook, as Stripe calls it: the emulator reads its signing secret from functions/.secret.local.

export const WEBHOOK_URL = `${emulatorAddress('functions').origin}/${APP_PROJECT_ID}/${FUNCTIONS_REGION}/stripeWebhook`;

export const WEBHOOK_SECRET = /^STRIPE_WEBHOOK_SECRET=(.*)$/m
  .exec(readFileSync(join(import.meta.dirname, '..', '..', '..', 'functions', '.secret.local'), 'utf8'))![1]!
  .trim();

const stripe = new Stripe('none');

/** A `checkout.session.completed` event for a paid session of `amountCents` for `invoiceId` of `clientId`. */
export function sessionCompleted(
  invoiceId: string,
  clientId: string,
  amountCents: number,
  {
    sessionId = `cs_test_${Math.random().toString(36).slice(2)}`,
    paymentStatus = 'paid',
  }: { sessionId?: string; paymentStatus?: string } = {},
) {
  return {
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: amountCents,
        currency: 'aud',
        payment_status: paymentStatus,
        payment_intent: `pi_${sessionId.slice(8)}`,
        client_reference_id: invoiceId,
        metadata: { invoiceId, clientId },
      },
    },
  };
}

/** Posts `event` to the webhook, signed with `secret` (the emulator's, unless a test forges one). */
export async function postEvent(event: unknown, secret = WEBHOOK_SECRET): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(event);
  const response = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}

/** Deletes the invoices (and any that replaced them), quotes and receipts the tests made. */
export async function removeTestInvoices(): Promise<void> {
  const ids = new Set(invoiceIds);
  for (const id of invoiceIds) {
    const replacement = (await invoiceOf(id))?.replacedByInvoiceId;
    if (replacement) ids.add(replacement);
  }
  const batch = db.batch();
  for (const id of ids) {
    for (const receipt of await receiptsOf(id)) batch.delete(db.collection(COLLECTIONS.mail).doc(receipt.id));
    batch.delete(invoiceRef(id));
  }
  for (const id of quoteIds) batch.delete(db.collection(COLLECTIONS.quotes).doc(id));
  await batch.commit();
  invoiceIds.clear();
  quoteIds.clear();
}
