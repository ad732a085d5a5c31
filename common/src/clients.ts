/**
 * Client profiles (`clients/{uid}`) and the activity log (`activity`). Roles themselves live in Auth custom
 * claims (docs/decisions/004-roles-in-custom-claims.md); nothing here can grant one.
 */

export const NOTIFICATION_PREFERENCES = ['instant', 'daily'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

/** How each preference reads, to the client choosing it and to the agency looking it up alike. */
export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreference, string> = {
  instant: 'Instant: an email for each update',
  daily: 'Daily digest: one email a day with everything new',
};

/** The fields a client may change on their own profile; everything else (status, admin notes) is the agency's. */
export const CLIENT_EDITABLE_FIELDS = [
  'name',
  'businessName',
  'phone',
  'website',
  'location',
  'industry',
  'notificationPreference',
] as const;

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

/** One entry of the append-only activity log, written only by functions and the project's scripts. */
export interface ActivityEntry {
  type: ActivityType;
  /** Who did it: a uid, or 'system' for scripts and automatic events. */
  actor: string;
  /** Whose account it concerns. */
  subjectUid: string;
  details: Record<string, string | number | boolean | null>;
}
