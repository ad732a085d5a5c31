/**
 * `clients/{uid}` and `clients/{uid}/private/agency`: a client's profile and what only the agency keeps about them.
 * Roles themselves live in Auth custom claims (docs/decisions/004-roles-in-custom-claims.md); nothing here can
 * grant one. Documents are generic over how they carry time: `Timestamp` from either SDK as stored, `Date` once
 * the web has converted them.
 */
import { formatTime, TIME_ZONE_NAME } from './format';
import type { Industry } from './industries';
import type { OnboardingAnswers } from './onboarding';
import type { Role } from './roles';

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

/** Limits on a client's own edits of their profile; firestore.rules repeats them (scripts/lib/rules-enums.test.ts). */
export const CLIENT_LIMITS = {
  /**
   * The least time between two changes of a client's name or business name by the client (the first is free).
   * Each change has keepClientNames rewrite the names copied onto every document of theirs, one write each
   * (docs/decisions/032-names-copied-onto-documents.md): without a floor, renames timed to land as each walk ends
   * keep writes (and locks on their projects) flowing all day. Ten minutes still lets a client fix a slip soon
   * after, and caps a client with 5,000 documents at 30,000 writes an hour instead of an unbroken stream.
   */
  nameChangeIntervalMs: 10 * 60 * 1000,
} as const;

type Names = Partial<Pick<ClientProfile<unknown>, 'name' | 'businessName'>>;

/** Whether an edit changes the name or the business name (a missing business name is an empty one, as in the rules). */
export const namesDiffer = (stored: Names, edited: Names) =>
  (stored.name ?? '') !== (edited.name ?? '') || (stored.businessName ?? '') !== (edited.businessName ?? '');

/** When a client whose names last changed at `changedAt` may change them again; null if they never did. */
export const nextNameChangeAt = (changedAt: Date | null | undefined): Date | null =>
  changedAt ? new Date(changedAt.getTime() + CLIENT_LIMITS.nameChangeIntervalMs) : null;

/** What a client is told when a change of their names comes too soon after the last one. */
export const nameChangeTooSoon = (allowedAt: Date) =>
  `You changed your name a few minutes ago; you can change it again after ${formatTime(allowedAt)} ` +
  `(${TIME_ZONE_NAME}). Keep your name and business name as they are to save your other details now.`;

export const CLIENT_STATUSES = ['invited', 'active', 'disabled'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * `clients/{uid}`. `role` and `status` mirror Auth (the claim and the disabled flag) for the admin list; Auth
 * stays the source of truth and only functions write these two fields.
 */
export interface ClientProfile<Time> {
  name: string;
  email: string;
  businessName: string;
  phone: string;
  website: string;
  location: string;
  industry: Industry | '';
  notificationPreference: NotificationPreference;
  status: ClientStatus;
  role: Role;
  /** Null until onboarding is finished (an invited client). */
  onboarding: OnboardingAnswers | null;
  createdAt: Time;
  /**
   * When a person last edited the profile through the SDK (the client, or an administrator). firestore.rules
   * require every such edit to set it to the request's time, and functions never change it on an update, which is
   * how the profile trigger tells a person's edit from a function's.
   */
  updatedAt: Time;
  onboardedAt: Time | null;
  /**
   * When the client last changed their name or business name themselves (the profile form, or onboarding answers
   * edited), stamped with the time of that write; absent until they first do. firestore.rules require it on every
   * such change and refuse one within CLIENT_LIMITS.nameChangeIntervalMs of it. Administrators' renames, the
   * first naming at onboarding and functions leave it alone.
   */
  namesChangedAt?: Time | null;
  /**
   * The words the admin area's client pickers find the profile by (`clientSearchTerms` of the name, business name
   * and email), kept by functions only; profiles stored before they existed get them from the backfill job.
   */
  searchTerms?: string[];
}

/** `clients/{uid}/private/agency` (CLIENT_PRIVATE): only administrators read it (firestore.rules). */
export interface ClientPrivate<Time> {
  /**
   * The agency's single notes box about the client, from before the notes history (`notes`, common/src/notes.ts):
   * the `moveEarlierNotes` job makes it the client's first note and removes it. Nothing writes it now.
   */
  adminNotes?: string;
  /** The administrator who invited the client, for invited clients (written by `inviteClient`). */
  invitedBy?: string;
  /** The contact-form lead (`leads/{id}`) the client was invited from, if any (written by `inviteClient`). */
  fromLeadId?: string;
  /** The newest `profile_changed` entry, so edits moments apart merge into it (written by the profile trigger). */
  lastProfileActivity?: { id: string; at: Time };
  /** When `completeOnboarding` last logged an edit of the answers, so edits moments apart log once. */
  lastOnboardingEdit?: Time;
}
