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

/** What a writer says about an event; `createdAt` is the server's time, added as it is stored. */
export interface ActivityEntry {
  type: ActivityType;
  /** Who did it: a uid, or 'system' for scripts and automatic events. */
  actor: string;
  /** Whose account it concerns. */
  subjectUid: string;
  /** Whose business it concerns (a client's uid), or null (an administrator's own account). */
  clientId: string | null;
  /** The project it concerns, if any. */
  projectId: string | null;
  /** Shown to the client on their timelines (firestore.rules let them read only these). */
  clientVisible: boolean;
  /** One sentence a person reads, naming who did what (the time is `createdAt`). */
  summary: string;
  details: Record<string, string | number | boolean | null>;
}

/** One stored entry of `activity`. */
export interface ActivityDocument<Time> extends ActivityEntry {
  createdAt: Time;
}
