/**
 * Firestore collection names, spelled once. Web (`lib/firestore/*`), functions and rules tests import
 * these; `firestore.rules` spells the same names and its tests prove they agree.
 */
export const COLLECTIONS = {
  /** Contact-form leads, written only by the `api` function. */
  leads: 'leads',
  /** Outgoing mail in the Trigger Email extension's format, written only by functions. */
  mail: 'mail',
  /** Client profiles, keyed by Auth uid. */
  clients: 'clients',
  /** Append-only account and business events, written only by functions. */
  activity: 'activity',
  /** Per-IP-hash request counters for the public API, written only by functions. */
  rateLimits: 'rateLimits',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
