import {
  type ActivityDocument,
  type AgencyDetails,
  type AssessmentDocument,
  type ClientPrivate,
  type ClientProfile,
  contentTypeFor,
  DEFAULT_PROJECT_TEMPLATES,
  type DeletedFileDocument,
  documentNumber,
  emptyThread,
  type FileDocument,
  GENERAL_THREAD_SUBJECT,
  type InvoiceDocument,
  type LeadDocument,
  type MessageDocument,
  type Milestone,
  type ModerationDocument,
  nextDueOf,
  NOTHING_DUE,
  paymentReferenceFor,
  priceQuoteLines,
  progressOf,
  type ProjectDocument,
  projectSearchTerms,
  type ProjectTemplateDocument,
  type QuoteDocument,
  type QuoteLineItem,
  type SessionRevocation,
  startOfCalendarDay,
  storagePathOf,
  type ThreadDocument,
  type UsageDocument,
} from '@agency/common';

/**
 * One typed factory per stored document, for the seed and every test tier: each returns a complete, valid
 * document as functions would store it, with `Date` for time (both Firestore SDKs store a Date as a Timestamp),
 * and takes the fields a test cares about as overrides. A field added to a document type in `common` fails the
 * typecheck here once, rather than drifting in hand-written copies.
 */

/** A fixed "signed up" time: reseeding and reruns change nothing a person would notice. */
export const SIGNED_UP_AT = new Date('2026-01-15T09:00:00+10:00');

/**
 * The people the documents belong to, by default: Alice (a client), Bob (another client) and Ada (the agency's
 * administrator). The rules tests sign in as these uids; the integration tests' cast (tests/integration/support/
 * cast.ts) makes fresh accounts in their names.
 */
export const PEOPLE: Readonly<Record<'admin' | 'alice' | 'bob', Person>> = {
  admin: { uid: 'admin-ada', name: 'Ada Admin', email: 'ada@example.com', businessName: '' },
  alice: {
    uid: 'client-alice',
    name: 'Alice Green',
    email: 'alice@example.com',
    businessName: 'Green Roots Naturopathy',
  },
  bob: { uid: 'client-bob', name: 'Bob Brown', email: 'bob@example.com', businessName: 'Brown Bakery' },
};

/** Who someone is, as their profile and their documents name them. */
export interface Person {
  uid: string;
  name: string;
  email: string;
  /** A client's business ('' for the agency's people). */
  businessName: string;
}

/**
 * `clients/{uid}`: a client who has finished onboarding. `status: 'invited'` gives one the agency invited who has
 * not onboarded yet (no answers, no onboardedAt).
 */
export function clientProfile(overrides: Partial<ClientProfile<Date>> = {}): ClientProfile<Date> {
  const invited = overrides.status === 'invited';
  return {
    name: PEOPLE.alice.name,
    email: PEOPLE.alice.email,
    businessName: PEOPLE.alice.businessName,
    phone: '07 5550 2345',
    website: 'https://greenroots.example.com.au',
    location: 'Noosa, QLD',
    industry: 'natural-health',
    notificationPreference: 'instant',
    status: 'active',
    role: 'client',
    onboarding: invited
      ? null
      : {
          services: ['web-design', 'search-optimisation'],
          budget: '5k-10k',
          timeline: '1-3-months',
          goals: 'A calm website that books consultations online.',
        },
    createdAt: SIGNED_UP_AT,
    updatedAt: SIGNED_UP_AT,
    onboardedAt: invited ? null : SIGNED_UP_AT,
    ...overrides,
  };
}

/** `clients/{uid}/private/agency`. */
export function clientPrivate(overrides: Partial<ClientPrivate<Date>> = {}): ClientPrivate<Date> {
  return { ...overrides };
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
    createdAt: SIGNED_UP_AT,
    source: { page: '/', userAgent: 'test', ipHash: 'test-address' },
    ...overrides,
  };
}

/** `activity/{id}`: one logged event. */
export function activityEntry(overrides: Partial<ActivityDocument<Date>> = {}): ActivityDocument<Date> {
  return {
    type: 'signed_up',
    actor: PEOPLE.alice.uid,
    actorName: PEOPLE.alice.name,
    actorRole: 'client',
    subjectUid: PEOPLE.alice.uid,
    clientId: PEOPLE.alice.uid,
    clientName: PEOPLE.alice.businessName,
    projectId: null,
    projectName: null,
    clientVisible: false,
    summary: 'Alice Green (Green Roots Naturopathy) joined the portal.',
    details: { method: 'password' },
    createdAt: SIGNED_UP_AT,
    ...overrides,
  };
}

/**
 * An administrator's deletion of a client's file, with every fact an entry carries today: the entry the activity
 * log, its export and the dashboard's recent activity are tested with.
 */
export function fileDeletedEntry(overrides: Partial<ActivityDocument<Date>> = {}): ActivityDocument<Date> {
  return activityEntry({
    type: 'file_deleted',
    actor: 'admin-1',
    actorName: 'Avery Admin',
    actorRole: 'admin',
    subjectUid: 'client-1',
    clientId: 'client-1',
    clientName: 'Green Roots Naturopathy',
    projectId: 'p1',
    projectName: 'New website',
    clientVisible: true,
    summary: 'Avery Admin deleted “brief.pdf” from Green Roots Naturopathy’s files.',
    details: { fileId: 'f1', name: 'brief.pdf', version: 1 },
    createdAt: new Date('2026-11-23T05:00:00Z'),
    ...overrides,
  });
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

/**
 * `projects/{id}`: a project in progress for Alice, its progress derived from its milestones and its list fields
 * (`searchTerms` from its name and the client names given, `dueNext`) as functions derive them.
 */
export function project(overrides: Partial<ProjectDocument<Date>> = {}): ProjectDocument<Date> {
  const milestones = overrides.milestones ?? [
    milestone({ id: 'brief', title: 'Brief agreed', status: 'done', due: '2026-11-02' }),
    milestone({ id: 'design', title: 'Design approved', status: 'in-progress', due: '2026-11-30' }),
    milestone({ id: 'launch', title: 'Site launched', due: '2026-12-18' }),
  ];
  const stored: ProjectDocument<Date> = {
    clientId: PEOPLE.alice.uid,
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
  return { ...stored, searchTerms: projectSearchTerms(stored), dueNext: nextDueOf(stored) ?? NOTHING_DUE };
}

/** `projectTemplates/{service}`: the agency's default template of a service (web design unless told), as saved. */
export function projectTemplate(overrides: Partial<ProjectTemplateDocument<Date>> = {}): ProjectTemplateDocument<Date> {
  const defaults = DEFAULT_PROJECT_TEMPLATES[overrides.service ?? 'web-design'];
  return {
    ...defaults,
    milestones: [...defaults.milestones],
    clientTasks: [...defaults.clientTasks],
    updatedAt: SIGNED_UP_AT,
    ...overrides,
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

/** `threads/{id}/moderation/{messageId}`: the text of a message the agency removed, kept for administrators. */
export function moderation(overrides: Partial<ModerationDocument<Date>> = {}): ModerationDocument<Date> {
  return { body: 'Something rude.', removedBy: PEOPLE.admin.uid, removedAt: SIGNED_UP_AT, ...overrides };
}

/** `usage/{clientId}`: what a client has used of their limits, nothing yet unless given. */
export function usage(overrides: Partial<UsageDocument> = {}): UsageDocument {
  return { messagesToday: 0, filesToday: 0, bytesStored: 0, ...overrides };
}

/** `deletedFiles/{fileId}`: the tombstone of a file Alice deleted. */
export function deletedFile(overrides: Partial<DeletedFileDocument<Date>> = {}): DeletedFileDocument<Date> {
  return { deletedBy: PEOPLE.alice.uid, deletedAt: SIGNED_UP_AT, ...overrides };
}

/**
 * `files/{fileId}`: a file Alice uploaded, its bytes stored and checked (`ready`), as the upload function leaves it.
 * Its content type and storage path follow its name, client and id, and its version group is its own id, unless
 * overridden. `ready: false` gives the metadata as the browser creates it, before the bytes arrive (no uploader's
 * name, no readyAt, not `latest`). `deliverable: true` gives one the agency shared for approval, pending. A ready
 * file is `latest`, as the only version of its group is: a test writing several versions of one group says
 * `latest: false` on all but the newest ready one, as onFileFinalized leaves them.
 */
export function file(fileId: string, overrides: Partial<FileDocument<Date>> = {}): FileDocument<Date> {
  const clientId = overrides.clientId ?? PEOPLE.alice.uid;
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
    uploadedBy: byAgency ? PEOPLE.admin.uid : clientId,
    uploaderRole: byAgency ? 'agency' : 'client',
    uploaderName: ready ? (byAgency ? PEOPLE.admin.name : PEOPLE.alice.name) : null,
    createdAt: SIGNED_UP_AT,
    versionGroup: fileId,
    version: 1,
    deliverable,
    approval: deliverable ? { status: 'pending', comment: null, by: null, at: null } : null,
    ready,
    readyAt: ready ? SIGNED_UP_AT : null,
    latest: ready,
    ...overrides,
  };
}

/**
 * `assessments/{id}`: a finished run of Alice's site, as onAssessmentCreated stores it. Given a `leadId` (and no
 * client), one the agency ran about a lead. `status: 'queued'` or `'running'` gives one under way (no score or
 * checks; a running one has started and says what it is doing); `'failed'` one that ended with an error.
 */
export function assessment(overrides: Partial<AssessmentDocument<Date>> = {}): AssessmentDocument<Date> {
  const leadId = overrides.leadId ?? null;
  const clientId = overrides.clientId !== undefined ? overrides.clientId : leadId ? null : PEOPLE.alice.uid;
  const status = overrides.status ?? 'done';
  const ended = status === 'done' || status === 'failed';
  const url = overrides.url ?? 'https://greenroots.example.com.au/';
  return {
    clientId,
    leadId,
    url,
    finalUrl: ended ? url : null,
    status,
    progress: status === 'running' ? 'Reading robots.txt and sitemap.xml' : '',
    score: status === 'done' ? 72 : null,
    checks:
      status === 'done'
        ? [{ id: 'title', verdict: 'pass', reason: 'The title is 32 characters long.', value: '32 characters' }]
        : [],
    requestedBy: clientId ?? PEOPLE.admin.uid,
    requestedByRole: clientId ? 'client' : 'admin',
    createdAt: SIGNED_UP_AT,
    startedAt: status === 'queued' ? null : SIGNED_UP_AT,
    finishedAt: ended ? SIGNED_UP_AT : null,
    error: status === 'failed' ? 'The site did not answer within 10 seconds.' : null,
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
 * (GST-registered). `status: 'draft'` gives one not yet sent (no number, no dates); a closed status gives one
 * closed when it was sent, accepted by its client (with the hash of what they read) or declined with a reason.
 * Lines given as overrides are priced again.
 */
export function quote(
  overrides: Partial<Omit<QuoteDocument<Date>, 'lineItems'>> & { lineItems?: QuoteLineItem[]; sequence?: number } = {},
): QuoteDocument<Date> {
  const { lineItems = QUOTE_LINES, sequence = 1, ...rest } = overrides;
  const status = rest.status ?? 'sent';
  const clientId = rest.clientId ?? PEOPLE.alice.uid;
  const draft = status === 'draft';
  const sentAt = draft ? null : (rest.sentAt ?? SIGNED_UP_AT);
  const closedAt = draft || status === 'sent' ? null : sentAt;
  return {
    number: draft ? null : documentNumber('Q', 2026, sequence),
    clientId,
    projectId: null,
    title: 'Website rebuild',
    ...priceQuoteLines(lineItems, { gstRegistered: true }),
    gstRegistered: true,
    status,
    validDays: 30,
    validUntil: sentAt ? new Date(sentAt.getTime() + 30 * DAY_MS) : null,
    sentAt,
    acceptance:
      status === 'accepted' && closedAt
        ? { name: PEOPLE.alice.name, at: closedAt, uid: clientId, contentHash: 'a'.repeat(64) }
        : null,
    declineReason: status === 'declined' ? 'Over budget this quarter.' : null,
    closedAt,
    invoiceId: null,
    createdBy: PEOPLE.admin.uid,
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
    clientId: PEOPLE.alice.uid,
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
    buyer: { name: PEOPLE.alice.name, businessName: PEOPLE.alice.businessName, email: PEOPLE.alice.email },
    voidReason: null,
    voidedAt: null,
    replacesInvoiceId: null,
    replacedByInvoiceId: null,
    createdAt: issuedAt,
    ...rest,
  };
}
