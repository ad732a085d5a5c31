import { COLLECTIONS, type InvoiceDocument, type QuoteDocument } from '@agency/common';

import { invoice, quote } from '../../support/factories';
import { db } from '../../support/firestore-admin';

import { uniqueToken } from './accounts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A quote for `clientId` written through the Admin SDK as the functions would; a draft unless a status is given. */
export async function seedQuote(
  clientId: string,
  overrides: Parameters<typeof quote>[0] = {},
): Promise<{ id: string; data: QuoteDocument<Date> }> {
  const ref = db.collection(COLLECTIONS.quotes).doc();
  const data = quote({ status: 'draft', clientId, ...overrides });
  await ref.set(data);
  return { id: ref.id, data };
}

/** A number no other run uses, so the downloaded file's name is this invoice's. */
export const uniqueSequence = () => 10_000 + Math.floor(Math.random() * 89_999);

/**
 * An accepted quote of `clientId` and the invoice it was issued, written through the Admin SDK as the functions
 * would (the factories' shapes, the demo agency as seller), issued `issuedDaysAgo` days ago and due 14 days later.
 */
export async function seedAcceptedQuote(
  client: { uid: string; email: string },
  {
    issuedDaysAgo = 0,
    title = `Website rebuild ${uniqueToken()}`,
    ...overrides
  }: Partial<InvoiceDocument<Date>> & { issuedDaysAgo?: number } = {},
) {
  const quoteRef = db.collection(COLLECTIONS.quotes).doc();
  const invoiceRef = db.collection(COLLECTIONS.invoices).doc();
  const sequence = uniqueSequence();
  const issuedAt = new Date(Date.now() - issuedDaysAgo * DAY_MS);
  const data = invoice(quoteRef.id, {
    sequence,
    clientId: client.uid,
    title,
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + 14 * DAY_MS),
    createdAt: issuedAt,
    buyer: { name: 'Test payer', businessName: 'Tide Pool Studio', email: client.email },
    ...overrides,
  });
  await invoiceRef.set(data);
  await quoteRef.set(
    quote({
      sequence,
      clientId: client.uid,
      title,
      projectId: overrides.projectId ?? null,
      status: 'accepted',
      invoiceId: invoiceRef.id,
      acceptance: { name: 'Test payer', at: issuedAt, uid: client.uid, contentHash: '0'.repeat(64) },
      closedAt: issuedAt,
    }),
  );
  return { quoteId: quoteRef.id, invoiceId: invoiceRef.id, invoice: data };
}
