import { isDeepStrictEqual } from 'node:util';

import { logger } from 'firebase-functions';
import { type FirestoreAuthEvent, onDocumentUpdatedWithAuthContext } from 'firebase-functions/v2/firestore';

import { AGENCY_READER, CLIENT_EDITABLE_FIELDS, describeActivity } from '@agency/common';

import {
  accountEvent,
  activityExists,
  type Actor,
  actorOf as namedActor,
  clientActor,
  clientNameOf,
  clientPersonName,
  recordActivity,
} from '../lib/activity';
import { db } from '../lib/admin';
import { activityRef } from '../lib/firestore/activity';
import { CLIENT_DOCUMENT_PATH, clientPrivateRef } from '../lib/firestore/clients';
import { mailPendingUpdates } from '../notifications/client-notifications';

/** The fields whose change is logged: what a client may edit, plus the email that follows their sign-in. */
const LOGGED_FIELDS: readonly string[] = [...CLIENT_EDITABLE_FIELDS, 'email'];
/** Everything firestore.rules let the owner change on their profile (a rename stamps namesChangedAt with it). */
const OWNER_WRITABLE_FIELDS: readonly string[] = [...LOGGED_FIELDS, 'updatedAt', 'namesChangedAt'];
/**
 * Edits by the same person this close together become one entry: saving a form field by field, or a script in a
 * loop, cannot flood the activity log (at most one entry per client per window, however many writes).
 */
const PROFILE_EDIT_MERGE_MS = 10_000;

/**
 * Logs 'profile_changed' when someone edits a profile directly through the Firestore SDK (a client on their
 * profile page, an administrator in the admin area). A person's edit always sets a new `updatedAt`
 * (firestore.rules require `updatedAt == request.time` on every SDK update); the account functions never change
 * it on an update and log their own, more precise entries, so a write that leaves it alone is skipped. A switch from
 * the daily digest to instant mail also mails at once the updates the digest has not yet (mailPendingUpdates).
 */
export const onClientProfileUpdated = onDocumentUpdatedWithAuthContext(CLIENT_DOCUMENT_PATH, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after;
  if (before?.notificationPreference === 'daily' && after?.get('notificationPreference') === 'instant') {
    // What the digest has not mailed yet would otherwise never be: mail it now (whoever made the change).
    await mailPendingUpdates(event.params.uid, new Date(), `pending-${event.id}`).catch((error: unknown) =>
      logger.error('Could not mail the updates pending for a client who switched to instant mail', error),
    );
  }
  if (!before || !after?.exists || isDeepStrictEqual(before.updatedAt, after.get('updatedAt'))) return;
  const data = after.data()!;
  const fields = LOGGED_FIELDS.filter((key) => !isDeepStrictEqual(before[key], data[key]));
  if (!fields.length) return;

  const changed = Object.keys({ ...before, ...data }).filter((key) => !isDeepStrictEqual(before[key], data[key]));
  const uid = event.params.uid;
  const actor = actorOf(event, uid, changed);
  const who: Actor =
    actor === uid
      ? clientActor(uid, data)
      : await namedActor(actor, { fallbackName: 'Someone', fallbackRole: 'admin' });
  const at = after.updateTime;
  const agencyOnly = clientPrivateRef(uid);
  // The event id makes a redelivered event find its entry instead of logging the change twice.
  const id = `profile-${event.id}`;

  await db.runTransaction(async (transaction) => {
    if (await activityExists(id, transaction)) return;
    const last = (await transaction.get(agencyOnly)).data()?.lastProfileActivity;
    const recent = last && Math.abs(at.toMillis() - last.at.toMillis()) < PROFILE_EDIT_MERGE_MS;
    const lastEntry = recent ? await transaction.get(activityRef(last.id)) : undefined;
    const lastData = lastEntry?.data();
    if (lastEntry && lastData?.type === 'profile_changed' && lastData.actor === actor) {
      // The same person a moment ago: name every field in the one entry instead of adding another.
      // Only the list of fields grows: who, when, and everything else the entry says stay as first written.
      const merged = new Set([...String(lastData.details.fields).split(','), ...fields]);
      const mergedFields = LOGGED_FIELDS.filter((key) => merged.has(key)).join(',');
      const details = { ...lastData.details, fields: mergedFields };
      transaction.update(lastEntry.ref, {
        'details.fields': mergedFields,
        summary: describeActivity({ ...lastData, details }, AGENCY_READER) ?? lastData.summary,
      });
      return;
    }
    recordActivity(
      transaction,
      accountEvent(
        {
          type: 'profile_changed',
          ...who,
          subjectUid: uid,
          clientName: clientNameOf(data),
          details: { subjectName: clientPersonName(data), fields: fields.join(',') },
        },
        true,
      ),
      id,
    );
    transaction.set(agencyOnly, { lastProfileActivity: { id, at } }, { merge: true });
  });
});

/**
 * Who made the change. Where Firestore names the end user who wrote (`authType` 'end_user' with their uid as
 * `authId`, which is what we expect in production but cannot check offline), that user is the actor. The
 * emulator names nobody: firebase-tools 14.18 sends `authType: 'unknown'` and `authId: 'fake-auth-id@gmail.com'`
 * for every write, a client's and the Admin SDK's alike (seen in .cache/emulators.log; firebase/firebase-tools#7450),
 * and firebase-functions' `AuthType` does not list 'end_user' either. So without a named user: a change to nothing
 * but the fields firestore.rules let the owner write is taken as the owner's own (an administrator making the same
 * edit from the admin area is then logged as the client: a known limit); anything wider can only come from a
 * script, and is logged as 'system'.
 */
function actorOf(event: FirestoreAuthEvent<unknown>, subjectUid: string, changed: string[]): string {
  if ((event.authType as string) === 'end_user' && event.authId) return event.authId;
  return changed.every((key) => OWNER_WRITABLE_FIELDS.includes(key)) ? subjectUid : 'system';
}
