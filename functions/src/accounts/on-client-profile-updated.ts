import { isDeepStrictEqual } from 'node:util';

import { type FirestoreAuthEvent, onDocumentUpdatedWithAuthContext } from 'firebase-functions/v2/firestore';

import { CLIENT_EDITABLE_FIELDS, COLLECTIONS } from '@agency/common';

import { recordActivity } from '../lib/activity';
import { db } from '../lib/admin';

/** The fields whose change is logged: what a client may edit, plus the email that follows their sign-in. */
const LOGGED_FIELDS: readonly string[] = [...CLIENT_EDITABLE_FIELDS, 'email'];
/** Everything firestore.rules let the owner change on their profile. */
const OWNER_WRITABLE_FIELDS: readonly string[] = [...LOGGED_FIELDS, 'updatedAt'];

/**
 * Logs 'profile_changed' when someone edits a profile directly through the Firestore SDK (a client on their
 * profile page, an administrator in the admin area). Writes by the account functions are skipped: each of them
 * sets a new `lastChange` and logs its own, more precise entry, and firestore.rules let no client write
 * `lastChange`, so a direct edit leaves it as it was.
 */
export const onClientProfileUpdated = onDocumentUpdatedWithAuthContext(
  `${COLLECTIONS.clients}/{uid}`,
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || !isDeepStrictEqual(before.lastChange, after.lastChange)) return;
    const fields = LOGGED_FIELDS.filter((key) => !isDeepStrictEqual(before[key], after[key]));
    if (!fields.length) return;

    const changed = Object.keys({ ...before, ...after }).filter((key) => !isDeepStrictEqual(before[key], after[key]));
    const batch = db.batch();
    recordActivity(
      batch,
      {
        type: 'profile_changed',
        actor: actorOf(event, event.params.uid, changed),
        subjectUid: event.params.uid,
        details: { fields: fields.join(',') },
      },
      // The event id makes a redelivered event rewrite the same entry instead of logging the change twice.
      `profile-${event.id}`,
    );
    await batch.commit();
  },
);

/**
 * Who made the change. Where Firestore names the end user who wrote (`authType` 'end_user' with their uid as
 * `authId`, which is what we expect in production but cannot check offline), that user is the actor. The
 * emulator names nobody: firebase-tools 14.18 sends `authType: 'unknown'` and `authId: 'fake-auth-id@gmail.com'`
 * for every write, a client's and the Admin SDK's alike (seen in .cache/emulators.log; firebase/firebase-tools#7450),
 * and firebase-functions' `AuthType` does not list 'end_user' either. So without a named user: a change to nothing
 * but the fields firestore.rules let the owner write is taken as the owner's own (an administrator making the same
 * edit from the admin area is then logged as the client: a known limit); anything wider can only come from an
 * administrator or a script, and is logged as 'system'.
 */
function actorOf(event: FirestoreAuthEvent<unknown>, subjectUid: string, changed: string[]): string {
  if ((event.authType as string) === 'end_user' && event.authId) return event.authId;
  return changed.every((key) => OWNER_WRITABLE_FIELDS.includes(key)) ? subjectUid : 'system';
}
