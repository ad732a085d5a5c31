/** `activity`: the append-only log of account and business events, written only by functions and scripts. */

export const ACTIVITY_TYPES = [
  'signed_up',
  'onboarding_completed',
  'invited',
  'account_disabled',
  'account_enabled',
  'role_changed',
  'profile_changed',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** What a writer says about an event; `createdAt` is the server's time, added as it is stored. */
export interface ActivityEntry {
  type: ActivityType;
  /** Who did it: a uid, or 'system' for scripts and automatic events. */
  actor: string;
  /** Whose account it concerns. */
  subjectUid: string;
  details: Record<string, string | number | boolean | null>;
}

/** One stored entry of `activity`. */
export interface ActivityDocument<Time> extends ActivityEntry {
  createdAt: Time;
}
