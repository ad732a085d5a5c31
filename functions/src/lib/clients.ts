import { FieldValue } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { db } from './admin';

/** `clients/{uid}`: the profile of the account with that Auth uid. */
export const clientRef = (uid: string) => db.collection(COLLECTIONS.clients).doc(uid);

/**
 * The fields every function write to a profile carries. `lastChange` names the function that last wrote the profile
 * (firestore.rules let no client write it) and differs after every such write (a new server time), which is how
 * `onClientProfileUpdated` tells them from a person's own edit and leaves them to the function's own activity entry.
 */
export function stampedBy(via: string) {
  const now = FieldValue.serverTimestamp();
  return { updatedAt: now, lastChange: { via, at: now } };
}
