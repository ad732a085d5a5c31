import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type AccountChangeResult, type ClientStatus, roleOf, setAccountDisabledSchema } from '@agency/common';

import { revokeClientLinks, revokeEveryClientLink } from '../files/download-links';
import { accountEvent, adminActor, clientNameOf, clientPersonName, personName, recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { endSessions } from '../lib/sessions';
import { targetAccount } from '../lib/target-account';

/**
 * An administrator disables an account (it can no longer sign in, and the sessions it has end at once: Auth
 * refuses their refresh tokens, and functions and firestore.rules refuse the ID tokens they hold; every download
 * link of its files is revoked) or enables it again. The profile's `status` mirrors Auth for the admin list.
 */
export const setAccountDisabled = onCall({ cors: true }, async (request): Promise<AccountChangeResult> => {
  const admin = await adminCaller(request);
  const { uid, disabled } = await parseCallableData(setAccountDisabledSchema, request.data);
  if (uid === admin.uid) throw new HttpsError('failed-precondition', 'You cannot disable your own account.');
  const user = await targetAccount(uid);

  await adminAuth.updateUser(uid, { disabled });
  // Enabling ends sessions too: there are none worth keeping, and revocations/{uid} must say it is enabled again.
  await endSessions(uid);

  const profile = clientRef(uid);
  const snapshot = await profile.get();
  const batch = db.batch();
  if (snapshot.exists) {
    const status: ClientStatus = disabled ? 'disabled' : snapshot.get('onboardedAt') ? 'active' : 'invited';
    batch.update(profile, { status });
  }
  // A repeated call (a double click) changes nothing, so it records nothing.
  if (user.disabled !== disabled) {
    recordActivity(
      batch,
      accountEvent(
        {
          type: disabled ? 'account_disabled' : 'account_enabled',
          ...adminActor(admin),
          subjectUid: uid,
          clientName: snapshot.exists ? clientNameOf(snapshot.data()) : null,
          details: { subjectName: snapshot.exists ? clientPersonName(snapshot.data()) : personName(user) },
        },
        snapshot.exists,
      ),
    );
  }
  await batch.commit();
  // A download link made before (for anyone holding it, signed in or not) must not outlive the account's access:
  // a client's own files' links, or, for an administrator, who could read every client's files, all of them.
  // A repeated call revokes again, so one that failed here can be retried.
  if (disabled) {
    const revoke = roleOf(user.customClaims) === 'admin' ? revokeEveryClientLink() : revokeClientLinks(uid);
    await revoke.catch(() => {
      throw new HttpsError(
        'internal',
        'The account is disabled, but not every download link of its files could be revoked. Please disable it again.',
      );
    });
  }
  return { uid };
});
