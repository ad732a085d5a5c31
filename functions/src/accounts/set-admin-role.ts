import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type AccountChangeResult, type Role, roleOf, setAdminRoleSchema, withRole } from '@agency/common';

import { revokeEveryClientLink } from '../files/download-links';
import { accountEvent, adminActor, clientNameOf, clientPersonName, personName, recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { endSessions } from '../lib/sessions';
import { targetAccount } from '../lib/target-account';

/**
 * An administrator grants or removes the admin role (the `role` claim, docs/decisions/004-roles-in-custom-claims.md).
 * Removing it leaves a client a client, and anyone else with no role. Other claims are kept. Its sessions are ended
 * (lib/sessions.ts), so the account must sign in again and gets the new role, and no token issued before the change
 * is honoured anywhere: not by the functions, not by firestore.rules.
 */
export const setAdminRole = onCall({ cors: true }, async (request): Promise<AccountChangeResult> => {
  const admin = await adminCaller(request);
  const { uid, admin: grant } = await parseCallableData(setAdminRoleSchema, request.data);
  if (!grant && uid === admin.uid) {
    throw new HttpsError('failed-precondition', 'You cannot remove your own administrator role.');
  }
  const user = await targetAccount(uid);
  // An unconfirmed address may be someone else's (anyone can sign up with any address): never an administrator.
  if (grant && !user.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      'This account has not confirmed its email address yet, so it cannot be made an administrator.',
    );
  }
  const profile = clientRef(uid);
  const snapshot = await profile.get();

  const from = roleOf(user.customClaims) ?? null;
  const to: Role | null = grant ? 'admin' : snapshot.exists ? 'client' : null;
  // A repeated call (a double click) logs nothing; it ends the sessions again, in case an earlier call changed the
  // claim but failed before it could (the claim alone would leave older tokens honoured by firestore.rules).
  if (from === to) {
    await endSessions(uid);
    if (!grant) await revokeStaffLinks();
    return { uid };
  }

  await adminAuth.setCustomUserClaims(uid, withRole(user.customClaims, to));
  await endSessions(uid);

  const batch = db.batch();
  if (snapshot.exists && to) batch.update(profile, { role: to });
  recordActivity(
    batch,
    accountEvent(
      {
        type: 'role_changed',
        ...adminActor(admin),
        subjectUid: uid,
        clientName: snapshot.exists ? clientNameOf(snapshot.data()) : null,
        details: { subjectName: snapshot.exists ? clientPersonName(snapshot.data()) : personName(user), from, to },
      },
      snapshot.exists,
    ),
  );
  await batch.commit();
  // Download links they made while they could read every client's files must not outlive that (a repeated call
  // revokes again, so one that failed here can be retried).
  if (!grant) await revokeStaffLinks();
  return { uid };
});

async function revokeStaffLinks(): Promise<void> {
  await revokeEveryClientLink().catch(() => {
    throw new HttpsError(
      'internal',
      'The administrator role is removed, but not every download link could be revoked. Please remove it again.',
    );
  });
}
