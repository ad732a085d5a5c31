/**
 * Firestore collection names, spelled once. Web (`lib/firestore/*`), functions and rules tests import
 * these; `firestore.rules` spells the same names and its tests prove they agree.
 */
export const COLLECTIONS = {
  /** Contact-form leads, written only by the `api` function. */
  leads: 'leads',
  /** Outgoing mail in the Trigger Email extension's format, written only by functions. */
  mail: 'mail',
  /** The work the agency does for each client, written only by functions. */
  projects: 'projects',
  /** Client profiles, keyed by Auth uid. */
  clients: 'clients',
  /** Conversations between a client and the agency; messages in `threads/{id}/messages`. */
  threads: 'threads',
  /** Metadata of shared files; the bytes live in Storage (`common/src/files.ts`). */
  files: 'files',
  /**
   * One tombstone per deleted file, written in the same operation as the deletion and never removed, so a file id
   * is never used twice (`common/src/files.ts`).
   */
  deletedFiles: 'deletedFiles',
  /** What each client business has used of its limits (`common/src/usage.ts`), keyed by client id. */
  usage: 'usage',
  /** Quotes for clients (`common/src/quotes.ts`), written only by functions. */
  quotes: 'quotes',
  /** Invoices issued when a quote is accepted, with their payments, written only by functions. */
  invoices: 'invoices',
  /** Sequence counters for quote and invoice numbers (`quote-2026`), written only by functions. */
  counters: 'counters',
  /** Append-only account and business events, written only by functions. */
  activity: 'activity',
  /** Per-IP-hash request counters for the public API, written only by functions. */
  rateLimits: 'rateLimits',
  /**
   * When each account's sessions were last ended (disabled, role changed), keyed by Auth uid, written only by
   * functions and the project's scripts; firestore.rules refuse any token signed in before it.
   */
  revocations: 'revocations',
  /** Website assessments (`common/src/assessments.ts`) of a client's or a lead's site, written only by functions. */
  assessments: 'assessments',
  /**
   * The agency's private notes about a client, a lead or a conversation (`common/src/notes.ts`): administrators add
   * them, nobody changes or removes one, clients never read them.
   */
  notes: 'notes',
  /**
   * The milestones and client tasks a new project of each service starts with (`common/src/project-templates.ts`),
   * keyed by service, edited by admins.
   */
  projectTemplates: 'projectTemplates',
} as const;

/**
 * `clients/{uid}/private/agency`: what only the agency sees about a client (admin notes, who invited them), kept
 * out of the profile because the client reads their whole profile.
 */
export const CLIENT_PRIVATE = { collection: 'private', agencyDoc: 'agency' } as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
