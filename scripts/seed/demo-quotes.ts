import type { Firestore } from 'firebase-admin/firestore';

import {
  calendarDayOf,
  COLLECTIONS,
  documentNumber,
  type InvoiceDocument,
  type NewActivity,
  paymentReferenceFor,
  quoteContentText,
  type QuoteDocument,
  sha256Hex,
  startOfCalendarDay,
  TERMS,
} from '@agency/common';

import { invoice, quote } from '../../tests/support/factories';

import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CLIENT_NAMES, demoEntry, demoPeople } from './demo-activity';
import { DEMO_PROJECT_NAMES } from './demo-projects';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
/** The end of the Queensland day `days` after `from`, as functions set validUntil and dueAt. */
const endOfDayAfter = (from: Date, days: number) =>
  new Date(startOfCalendarDay(calendarDayOf(new Date(from.getTime() + (days + 1) * DAY_MS))).getTime() - 1);

/**
 * The demo client's quotes and invoices, as functions would have left them: the finished search-optimisation work
 * quoted, accepted and paid by bank transfer; the website rebuild quoted and accepted, its invoice issued and due;
 * a content package sent two days ago, waiting for the client's decision; and a draft the agency is still writing.
 * Numbers are this year's first (Q-…-0001 to 0003, INV-…-0001 and 0002); the counters are moved past them, never
 * back, so a quote sent after reseeding never takes a seeded number. Fixed ids: seeding twice changes nothing.
 */
export async function seedDemoQuotes(db: Firestore, uids: { admin: string; client: string }): Promise<void> {
  const clientId = uids.client;
  const admin = uids.admin;
  const year = Number(calendarDayOf(new Date()).slice(0, 4));
  const buyer = {
    name: DEMO_ACCOUNTS.client.displayName,
    businessName: 'Green Roots Naturopathy',
    email: DEMO_ACCOUNTS.client.email,
  };
  const sent = (sequence: number, sentAt: Date) => ({
    number: documentNumber('Q', year, sequence),
    sentAt,
    validUntil: endOfDayAfter(sentAt, 30),
    createdAt: new Date(sentAt.getTime() - DAY_MS),
    updatedAt: sentAt,
  });

  const seoQuote = quote({
    ...sent(1, daysAgo(60)),
    clientId,
    projectId: 'demo-local-seo',
    title: 'Local search optimisation',
    lineItems: [
      {
        description: 'Local search audit and Google Business Profile set-up',
        quantity: 1,
        unitPriceCents: 90_000,
        catalogueId: null,
      },
      {
        description: 'AI insight lab, 2 hours',
        quantity: 1,
        unitPriceCents: 40_000,
        catalogueId: 'insight-lab/2-hours',
      },
    ],
    createdBy: admin,
  });
  const rebuildQuote = quote({ ...sent(2, daysAgo(9)), clientId, projectId: 'demo-website-rebuild', createdBy: admin });
  const contentQuote = quote({
    ...sent(3, daysAgo(2)),
    clientId,
    projectId: 'demo-website-rebuild',
    title: 'Content and photos',
    lineItems: [
      { description: 'Service page copywriting', quantity: 6, unitPriceCents: 18_000, catalogueId: null },
      { description: 'Half-day photo shoot at the clinic', quantity: 1, unitPriceCents: 65_000, catalogueId: null },
    ],
    createdBy: admin,
  });
  const draftQuote = quote({
    status: 'draft',
    clientId,
    title: 'AI insight lab, quarterly',
    lineItems: [
      {
        description: 'AI insight lab, 5 hours',
        quantity: 4,
        unitPriceCents: 90_000,
        catalogueId: 'insight-lab/5-hours',
      },
    ],
    createdBy: admin,
    createdAt: daysAgo(1),
    updatedAt: daysAgo(1),
  });

  const accept = async (item: QuoteDocument<Date>, at: Date, invoiceId: string): Promise<QuoteDocument<Date>> => ({
    ...item,
    status: 'accepted',
    acceptance: { name: buyer.name, at, uid: clientId, contentHash: await sha256Hex(quoteContentText(item)) },
    closedAt: at,
    invoiceId,
    updatedAt: at,
  });
  const issue = (quoteId: string, item: QuoteDocument<Date>, sequence: number, issuedAt: Date) =>
    invoice(quoteId, {
      number: documentNumber('INV', year, sequence),
      paymentReference: paymentReferenceFor(documentNumber('INV', year, sequence)),
      clientId,
      projectId: item.projectId,
      title: item.title,
      issuedAt,
      dueAt: endOfDayAfter(issuedAt, TERMS.invoiceDueDays),
      lineItems: item.lineItems,
      subtotalCents: item.subtotalCents,
      gstCents: item.gstCents,
      totalCents: item.totalCents,
      buyer,
      createdAt: issuedAt,
    });

  const seoAccepted = daysAgo(58);
  const seoInvoice = issue('demo-quote-seo', seoQuote, 1, seoAccepted);
  const seoPaidAt = startOfCalendarDay(calendarDayOf(daysAgo(50)));
  const seoPaid: InvoiceDocument<Date> = {
    ...seoInvoice,
    status: 'paid',
    amountPaidCents: seoInvoice.totalCents,
    payments: [
      {
        id: 'demo-payment-seo',
        amountCents: seoInvoice.totalCents,
        method: 'bank',
        at: seoPaidAt,
        recordedBy: admin,
        reference: seoInvoice.paymentReference,
      },
    ],
  };
  const rebuildAccepted = daysAgo(5);
  const rebuildInvoice = issue('demo-quote-rebuild', rebuildQuote, 2, rebuildAccepted);

  const quotes: Record<string, QuoteDocument<Date>> = {
    'demo-quote-seo': await accept(seoQuote, seoAccepted, 'demo-invoice-seo'),
    'demo-quote-rebuild': await accept(rebuildQuote, rebuildAccepted, 'demo-invoice-rebuild'),
    'demo-quote-content': contentQuote,
    'demo-quote-draft': draftQuote,
  };
  const invoices: Record<string, InvoiceDocument<Date>> = {
    'demo-invoice-seo': seoPaid,
    'demo-invoice-rebuild': rebuildInvoice,
  };

  const people = demoPeople(uids);
  /** The entries sendQuote, acceptQuote (with the invoice it issues) and recordPayment write. */
  const entry = (id: string, item: QuoteDocument<Date>, at: Date, fact: Omit<NewActivity, keyof typeof people.about>) =>
    [
      id,
      demoEntry(
        {
          ...people.about,
          ...fact,
          projectId: item.projectId,
          projectName: item.projectId ? (DEMO_PROJECT_NAMES[item.projectId] ?? null) : null,
        } as NewActivity,
        at,
      ),
    ] as const;
  const about = (quoteId: string, item: QuoteDocument<Date>) => ({ quoteId, number: item.number!, title: item.title });
  const sentEntry = (id: string, item: QuoteDocument<Date>) =>
    entry(`demo-quote-sent-${id}`, item, item.sentAt!, {
      ...people.admin,
      type: 'quote_sent',
      details: { ...about(id, item), totalCents: item.totalCents },
    } as NewActivity);
  const acceptedEntry = (
    id: string,
    item: QuoteDocument<Date>,
    invoiceId: string,
    issued: InvoiceDocument<Date>,
    at: Date,
  ) => [
    entry(`demo-quote-accepted-${id}`, item, at, {
      ...people.client,
      type: 'quote_accepted',
      details: { ...about(id, item), totalCents: item.totalCents, invoiceId, signedName: buyer.name },
    } as NewActivity),
    entry(`demo-invoice-issued-${id}`, item, at, {
      ...people.system,
      type: 'invoice_issued',
      details: {
        invoiceId,
        quoteId: id,
        number: issued.number,
        title: issued.title,
        totalCents: issued.totalCents,
        replacesInvoiceId: null,
      },
    } as NewActivity),
  ];
  const seoFacts = { invoiceId: 'demo-invoice-seo', quoteId: 'demo-quote-seo', number: seoPaid.number };
  const activity = [
    sentEntry('demo-quote-seo', seoQuote),
    ...acceptedEntry('demo-quote-seo', seoQuote, 'demo-invoice-seo', seoPaid, seoAccepted),
    entry('demo-payment-seo', seoQuote, seoPaidAt, {
      ...people.admin,
      type: 'payment_recorded',
      details: {
        ...seoFacts,
        paymentId: 'demo-payment-seo',
        amountCents: seoPaid.totalCents,
        method: 'bank',
        amountPaidCents: seoPaid.totalCents,
        outstandingCents: 0,
      },
    } as NewActivity),
    entry('demo-invoice-paid-seo', seoQuote, seoPaidAt, {
      ...people.admin,
      type: 'invoice_paid',
      details: { ...seoFacts, totalCents: seoPaid.totalCents },
    } as NewActivity),
    sentEntry('demo-quote-rebuild', rebuildQuote),
    ...acceptedEntry('demo-quote-rebuild', rebuildQuote, 'demo-invoice-rebuild', rebuildInvoice, rebuildAccepted),
    sentEntry('demo-quote-content', contentQuote),
  ];

  const batch = db.batch();
  for (const [id, data] of Object.entries(quotes)) {
    batch.set(db.collection(COLLECTIONS.quotes).doc(id), { ...data, ...DEMO_CLIENT_NAMES });
  }
  for (const [id, data] of Object.entries(invoices)) {
    batch.set(db.collection(COLLECTIONS.invoices).doc(id), { ...data, ...DEMO_CLIENT_NAMES });
  }
  for (const [id, data] of activity) batch.set(db.collection(COLLECTIONS.activity).doc(id), data);
  await batch.commit();
  await moveCounterPast(db, `quote-${year}`, 3);
  await moveCounterPast(db, `invoice-${year}`, 2);
}

/** Makes the counter's last number at least `last`, never lowering one that real sends have moved on. */
async function moveCounterPast(db: Firestore, name: string, last: number): Promise<void> {
  const ref = db.collection(COLLECTIONS.counters).doc(name);
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data()?.last;
    if (typeof current !== 'number' || current < last) transaction.set(ref, { last });
  });
}
