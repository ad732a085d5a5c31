import type { ProjectStatus } from './projects';
import type { PaymentMethod } from './quotes';
import type { Role } from './roles';

/** `activity`: the append-only log of account and business events, written only by functions and scripts. */

export const ACTIVITY_TYPES = [
  'signed_up',
  'onboarding_completed',
  'invited',
  'account_disabled',
  'account_enabled',
  'role_changed',
  'profile_changed',
  'project_created',
  'project_status_changed',
  'milestone_added',
  'milestone_completed',
  'milestone_reopened',
  'project_dates_changed',
  'project_archived',
  'project_restored',
  'conversation_started',
  'message_removed',
  'file_uploaded',
  'file_deleted',
  'file_links_revoked',
  'deliverable_shared',
  'deliverable_approved',
  'deliverable_changes_requested',
  'quote_requested',
  'quote_sent',
  'quote_withdrawn',
  'quote_accepted',
  'quote_declined',
  'quote_expired',
  'invoice_issued',
  'invoice_voided',
  'payment_recorded',
  'invoice_paid',
  'assessment_finished',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Who acted: a client (a person of the client's business), an administrator, a member of the agency's team, or
 * nobody in particular (an automatic event, a script).
 */
export const ACTOR_ROLES = ['client', 'admin', 'staff', 'system'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** A file as entries name it: its name and which version (1, 2, ...). */
type FileFacts = { fileId: string; name: string; version: number };
/** A quote as entries name it. */
type QuoteFacts = { quoteId: string; number: string; title: string };
/** An invoice as entries name it (its payment page is found by its quote). */
type InvoiceFacts = { invoiceId: string; quoteId: string; number: string };

/**
 * What each type of entry carries in `details`, copied at write time: the ids that link it to what it is about and
 * the facts its sentence needs (common/src/activity-sentences.ts), so no reader looks anything up to word it.
 */
export type ActivityDetailsOf = {
  /** `method`: the sign-in provider ('password', 'google.com'). */
  signed_up: { method: string };
  onboarding_completed: { firstTime: boolean };
  /** `subjectName`: the invited person; `leadId`: the enquiry they came from, if any. */
  invited: { subjectName: string; email: string; replacedUnconfirmedAccount: string | null; leadId: string | null };
  account_disabled: { subjectName: string };
  account_enabled: { subjectName: string };
  role_changed: { subjectName: string; from: Role | null; to: Role | null };
  /** `fields`: the profile fields changed, comma-separated, in the profile form's order. */
  profile_changed: { subjectName: string; fields: string };
  project_created: Record<string, never>;
  project_status_changed: { from: ProjectStatus; to: ProjectStatus };
  milestone_added: { milestoneId: string; milestoneTitle: string };
  milestone_completed: { milestoneId: string; milestoneTitle: string };
  milestone_reopened: { milestoneId: string; milestoneTitle: string };
  /** Queensland days (`YYYY-MM-DD`) or null for no date. */
  project_dates_changed: { startDate: string | null; dueDate: string | null };
  project_archived: Record<string, never>;
  project_restored: Record<string, never>;
  conversation_started: { threadId: string; subject: string };
  message_removed: { threadId: string; messageId: string; senderRole: string; subject: string };
  file_uploaded: FileFacts;
  file_deleted: FileFacts;
  /** `revoked`: how many download links (public links) the file had. */
  file_links_revoked: FileFacts & { revoked: number };
  deliverable_shared: FileFacts;
  deliverable_approved: FileFacts & { decision: 'approved' };
  deliverable_changes_requested: FileFacts & { decision: 'changes-requested' };
  quote_requested: { threadId: string; messageId: string; oneTimeTotalCents: number; monthlyTotalCents: number };
  quote_sent: QuoteFacts & { totalCents: number };
  quote_withdrawn: QuoteFacts;
  /** `signedName`: the name the client typed to accept. */
  quote_accepted: QuoteFacts & { totalCents: number; invoiceId: string; signedName: string };
  quote_declined: QuoteFacts & { reason: string | null };
  quote_expired: QuoteFacts;
  /** `replacesInvoiceId`: the voided invoice this one replaces, if any. */
  invoice_issued: InvoiceFacts & { title: string; totalCents: number; replacesInvoiceId: string | null };
  invoice_voided: InvoiceFacts & {
    reason: string;
    replacementInvoiceId: string | null;
    replacementNumber: string | null;
  };
  payment_recorded: InvoiceFacts & {
    paymentId: string;
    amountCents: number;
    method: PaymentMethod;
    amountPaidCents: number;
    outstandingCents: number;
  };
  invoice_paid: InvoiceFacts & { totalCents: number };
  /** `url`: the address assessed, as asked. */
  assessment_finished: { assessmentId: string; score: number; url: string };
};

/** What an entry's `details` may hold: Firestore's plain values. */
export type ActivityDetails = Record<string, string | number | boolean | null>;

/** The entry common to every type. */
interface ActivityBase {
  /** Who did it: a uid, or 'system' for scripts and automatic events. */
  actor: string;
  /** The actor's name as it was when they acted (a client's profile name, a team member's display name), or 'System'. */
  actorName: string;
  actorRole: ActorRole;
  /** Whose account it concerns. */
  subjectUid: string;
  /** Whose business it concerns (a client's uid), or null (an administrator's own account). */
  clientId: string | null;
  /** The client's name as it was: their business name where they have one, else their name; null without a client. */
  clientName: string | null;
  /** The project it concerns, if any. */
  projectId: string | null;
  /** The project's name as it was, or null without a project. */
  projectName: string | null;
  /** Shown to the client on their timelines (firestore.rules let them read only these). */
  clientVisible: boolean;
  /**
   * One sentence as the agency reads it, naming who did what for which client (the time is `createdAt`). Readers
   * word each entry for themselves from its facts (activity-sentences.ts); this is what an entry written before
   * the facts existed offers instead, and what an export of the raw log shows.
   */
  summary: string;
}

/** What a writer says about an event of one type; `createdAt` is the server's time, added as it is stored. */
export type ActivityEntryOf<T extends ActivityType> = ActivityBase & { type: T; details: ActivityDetailsOf[T] };
/** What a writer says about an event, whatever its type: every fact its type needs. */
export type ActivityEntry = { [T in ActivityType]: ActivityEntryOf<T> }[ActivityType];

/** `Omit` for each member of a union, so each type keeps its own `details`. */
export type OmitEach<Entry, Key extends PropertyKey> = Entry extends unknown ? Omit<Entry, Key> : never;

/** What a writer gives: every fact of its type, but not `summary`, which is worded from them (`withSummary`). */
export type NewActivity = OmitEach<ActivityEntry, 'summary'>;

/**
 * One stored entry of `activity`, as the log holds it. Writers give every field; a reader must still expect any of
 * them missing on entries written before a field existed (the facts, `details`, even `createdAt` before the
 * server's time lands), so readers convert tolerantly (web/src/lib/firestore/activity.ts).
 */
export interface ActivityDocument<Time> extends ActivityBase {
  type: ActivityType;
  details: ActivityDetails;
  createdAt: Time;
}

/**
 * The field functions add to an entry once an email has told the client of it. Only functions read it (their typed
 * `activity` collection has it); the screens never show it.
 */
export interface ActivityMailMark<Time> {
  /**
   * When an email told the client of the entry (at once, in their daily digest, or when they switched to instant
   * mail), set in the transaction that queues that mail; absent until then, and on entries that are never mailed.
   * Each mail takes only entries without it, so an update is mailed once however the client's preference changes.
   */
  mailedAt?: Time;
}
