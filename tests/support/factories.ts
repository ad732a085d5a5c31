import {
  type ActivityDocument,
  type AgencyDetails,
  type ClientPrivate,
  type ClientProfile,
  contentTypeFor,
  documentNumber,
  emptyThread,
  type FileDocument,
  GENERAL_THREAD_SUBJECT,
  type InvoiceDocument,
  type LeadDocument,
  type MessageDocument,
  type Milestone,
  paymentReferenceFor,
  priceQuoteLines,
  progressOf,
  type ProjectDocument,
  type QuoteDocument,
  type QuoteLineItem,
  type SessionRevocation,
  startOfCalendarDay,
  storagePathOf,
  type ThreadDocument,
} from '@agency/common';

/**
 * One typed factory per stored document, for the seed and every test tier: each returns a complete, valid
 * document as functions would store it, with `Date` for time (both Firestore SDKs store a Date as a Timestamp),
 * and takes the fields a test cares about as overrides. A field added to a document type in `common` fails the
 * typecheck here once, rather than drifting in hand-written copies.
 */

/** A fixed "signed up" time: reseeding and reruns change nothing a person would notice. */
export const SIGNED_UP_AT = new Date('2026-01-15T09:00:00+10:00');

/** `clients/{uid}`: a client who has finished onboarding. */
export function clientProfile(overrides: Partial<ClientProfile<Date>> = {}): ClientProfile<Date> {
  return {
    name: 'Alice Green',
    email: 'alice@example.com',
    businessName: 'Green Roots Naturopathy',
    phone: '07 5550 2345',
    website: 'https://greenroots.example.com.au',
    location: 'Noosa, QLD',
    industry: 'natural-health',
    notificationPreference: 'instant',
    status: 'active',
    role: 'client',
    onboarding: {
      services: ['web-design', 'search-optimisation'],
      budget: '5k-10k',
      timeline: '1-3-months',
      goals: 'A calm website that books consultations online.',
    },
    createdAt: SIGNED_UP_AT,
    updatedAt: SIGNED_UP_AT,
    onboardedAt: SIGNED_UP_AT,
    ...overrides,
  };
}

/** `clients/{uid}/private/agency`. */
export function clientPrivate(overrides: Partial<ClientPrivate<Date>> = {}): ClientPrivate<Date> {
  return { adminNotes: '', ...overrides };
}

/** `revocations/{uid}`: the account's sessions ended at `validAfter`, and its access since. */
export function revocation(
  validAfter: Date,
  access: Pick<SessionRevocation<Date>, 'role' | 'disabled'>,
): SessionRevocation<Date> {
  return { validAfter, ...access };
}

/** `leads/{id}`: a new lead from the home page's contact form. */
export function lead(overrides: Partial<LeadDocument<Date>> = {}): LeadDocument<Date> {
  return {
    name: 'Rosa Fern',
    email: 'rosa@example.com',
    industry: 'nutrition',
    message: 'We would like a new website for our practice.',
    status: 'new',
    notes: '',
    createdAt: SIGNED_UP_AT,
    source: { page: '/', userAgent: 'test', ipHash: 'test-address' },
    ...overrides,
  };
}

/** `activity/{id}`: one logged event. */
export function activityEntry(overrides: Partial<ActivityDocument<Date>> = {}): ActivityDocument<Date> {
  return {
    type: 'signed_up',
    actor: 'client-alice',
    actorName: 'Alice Green',
    actorRole: 'client',
    subjectUid: 'client-alice',
    clientId: 'client-alice',
    clientName: 'Green Roots Naturopathy',
    projectId: null,
    projectName: null,
    clientVisible: false,
    summary: 'Alice Green (Green Roots Naturopathy) joined the portal.',
    details: { method: 'password' },
    createdAt: SIGNED_UP_AT,
    ...overrides,
  };
}

/** One milestone of a project, due on a Queensland day (`YYYY-MM-DD`) or undated. */
export function milestone(overrides: Partial<Milestone<Date>> & { id: string; due?: string }): Milestone<Date> {
  const { due, ...rest } = overrides;
  return {
    title: `Milestone ${overrides.id}`,
    status: 'todo',
    dueDate: due ? startOfCalendarDay(due) : null,
    completedAt: overrides.status === 'done' ? SIGNED_UP_AT : null,
    ...rest,
  };
}

/** `projects/{id}`: a project in progress for Alice, its progress derived from its milestones as functions do. */
export function project(overrides: Partial<ProjectDocument<Date>> = {}): ProjectDocument<Date> {
  const milestones = overrides.milestones ?? [
    milestone({ id: 'brief', title: 'Brief agreed', status: 'done', due: '2026-11-02' }),
    milestone({ id: 'design', title: 'Design approved', status: 'in-progress', due: '2026-11-30' }),
    milestone({ id: 'launch', title: 'Site launched', due: '2026-12-18' }),
  ];
  return {
    clientId: 'client-alice',
    name: 'Website rebuild',
    service: 'web-design',
    status: 'in-progress',
    summary: 'A faster site that books appointments.',
    startDate: startOfCalendarDay('2026-10-27'),
    dueDate: startOfCalendarDay('2026-12-18'),
    archived: false,
    createdAt: SIGNED_UP_AT,
    updatedAt: SIGNED_UP_AT,
    ...overrides,
    milestones,
    progress: progressOf(milestones),
  };
}

/** `threads/{id}`: a client's general conversation with nothing in it yet, as openThread makes it. */
export function thread(overrides: Partial<ThreadDocument<Date>> & { clientId: string }): ThreadDocument<Date> {
  return {
    ...emptyThread(overrides.clientId, null, GENERAL_THREAD_SUBJECT),
    createdAt: SIGNED_UP_AT,
    ...overrides,
  };
}

/**
 * `threads/{id}/messages/{id}`: a message as the composer sends it. `countedAt` set means the onMessageCreated
 * trigger leaves it alone, for data a test or the seed writes with its thread already in step.
 */
export function message(
  overrides: Partial<MessageDocument<Date>> & Pick<MessageDocument<Date>, 'senderId' | 'senderRole' | 'body'>,
): MessageDocument<Date> {
  return { createdAt: new Date(), fileIds: [], removed: false, ...overrides };
}

/**
 * `files/{fileId}`: a file Alice uploaded, its bytes stored and checked (`ready`), as the upload function leaves it.
 * Its content type and storage path follow its name, client and id, and its version group is its own id, unless
 * overridden. `ready: false` gives the metadata as the browser creates it, before the bytes arrive (no uploader's
 * name, no readyAt). `deliverable: true` gives one the agency shared for approval, pending.
 */
export function file(fileId: string, overrides: Partial<FileDocument<Date>> = {}): FileDocument<Date> {
  const clientId = overrides.clientId ?? 'client-alice';
  const name = overrides.name ?? 'brief.pdf';
  const ready = overrides.ready ?? true;
  const deliverable = overrides.deliverable ?? false;
  const byAgency = deliverable || overrides.uploaderRole === 'agency';
  return {
    clientId,
    projectId: null,
    name,
    title: name,
    size: 48_213,
    contentType: contentTypeFor(name) ?? 'application/octet-stream',
    storagePath: storagePathOf(clientId, fileId, name),
    uploadedBy: byAgency ? 'admin-ada' : clientId,
    uploaderRole: byAgency ? 'agency' : 'client',
    uploaderName: ready ? (byAgency ? 'Ada Admin' : 'Alice Green') : null,
    createdAt: SIGNED_UP_AT,
    versionGroup: fileId,
    version: 1,
    deliverable,
    approval: deliverable ? { status: 'pending', comment: null, by: null, at: null } : null,
    ready,
    readyAt: ready ? SIGNED_UP_AT : null,
    ...overrides,
  };
}

/** The agency's details as functions/.env.demo-agency gives them to the emulators' invoices. */
export const DEMO_SELLER: AgencyDetails = {
  legalName: 'Conscious Web Studio Pty Ltd',
  tradingName: 'Conscious Web Studio',
  abn: '91 100 000 290',
  address: '1 Example Street, Brisbane City QLD 4000',
  email: 'accounts@consciouswebstudio.com.au',
  bankAccountName: 'Conscious Web Studio Pty Ltd',
  bsb: '064-000',
  accountNumber: '12345678',
  payId: 'accounts@consciouswebstudio.com.au',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Standard plan from the catalogue ($3,800) and three months of Essential hosting paid up front ($50 each), a
 * custom line charged once: a quote never names a monthly catalogue entry.
 */
export const QUOTE_LINES: QuoteLineItem[] = [
  {
    description: 'Standard web design plan',
    quantity: 1,
    unitPriceCents: 380_000,
    catalogueId: 'web-design-plan/standard',
  },
  {
    description: 'Essential hosting, months paid up front',
    quantity: 3,
    unitPriceCents: 5_000,
    catalogueId: null,
  },
];

/**
 * `quotes/{quoteId}`: a quote for Alice, sent on SIGNED_UP_AT and valid for 30 days, priced by common's one rule
 * (GST-registered). `status: 'draft'` gives one not yet sent (no number, no dates). Lines given as overrides are
 * priced again.
 */
export function quote(
  overrides: Partial<Omit<QuoteDocument<Date>, 'lineItems'>> & { lineItems?: QuoteLineItem[]; sequence?: number } = {},
): QuoteDocument<Date> {
  const { lineItems = QUOTE_LINES, sequence = 1, ...rest } = overrides;
  const draft = rest.status === 'draft';
  const sentAt = draft ? null : (rest.sentAt ?? SIGNED_UP_AT);
  return {
    number: draft ? null : documentNumber('Q', 2026, sequence),
    clientId: 'client-alice',
    projectId: null,
    title: 'Website rebuild',
    ...priceQuoteLines(lineItems, { gstRegistered: true }),
    gstRegistered: true,
    status: 'sent',
    validDays: 30,
    validUntil: sentAt ? new Date(sentAt.getTime() + 30 * DAY_MS) : null,
    sentAt,
    acceptance: null,
    declineReason: null,
    closedAt: null,
    invoiceId: null,
    createdBy: 'admin-ada',
    createdAt: SIGNED_UP_AT,
    updatedAt: SIGNED_UP_AT,
    ...rest,
  };
}

/**
 * `invoices/{invoiceId}`: the invoice issued when Alice accepted `quoteId`, on SIGNED_UP_AT and due 14 days later,
 * nothing paid, with the demo agency as seller. Its lines and totals are the default quote's unless given.
 */
export function invoice(
  quoteId: string,
  overrides: Partial<InvoiceDocument<Date>> & { sequence?: number } = {},
): InvoiceDocument<Date> {
  const { sequence = 1, ...rest } = overrides;
  const number = documentNumber('INV', 2026, sequence);
  const issuedAt = rest.issuedAt ?? SIGNED_UP_AT;
  const priced = quote();
  return {
    number,
    quoteId,
    clientId: 'client-alice',
    projectId: null,
    title: priced.title,
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + 14 * DAY_MS),
    lineItems: priced.lineItems,
    subtotalCents: priced.subtotalCents,
    gstCents: priced.gstCents,
    totalCents: priced.totalCents,
    gstRegistered: true,
    amountPaidCents: 0,
    status: 'issued',
    paymentReference: paymentReferenceFor(number),
    payments: [],
    seller: DEMO_SELLER,
    buyer: { name: 'Alice Green', businessName: 'Green Roots Naturopathy', email: 'alice@example.com' },
    voidReason: null,
    voidedAt: null,
    replacesInvoiceId: null,
    replacedByInvoiceId: null,
    createdAt: issuedAt,
    ...rest,
  };
}
