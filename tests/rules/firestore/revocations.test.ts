import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { describeClosedCollection } from '../support/closed-collection';
import { revocation, SESSIONS_ENDED_AT } from '../support/rules-env';

const env = describeClosedCollection(
  COLLECTIONS.revocations,
  'when sessions were ended: functions write them, the rules read them',
);

/**
 * The comparison every signed-in rule makes against `revocations/{uid}`, at its edge: Auth keeps the revocation
 * time in whole seconds, as tokens keep their sign-in time, and a sign-in in that very second still counts, but
 * only if the token matches the account's access since (its role, not disabled).
 */
describe('a session, once its account has a revocation', () => {
  const RETURNING_UID = 'client-rhea';
  const PROMOTED_UID = 'admin-otto';
  const DEMOTED_UID = 'client-dana';
  const DISABLED_UID = 'client-dot';

  const signedInAt = (uid: string, role: string, authTime: number) =>
    env().authenticatedContext(uid, { role, auth_time: authTime }).firestore();

  beforeEach(() =>
    env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(
        doc(db, COLLECTIONS.revocations, RETURNING_UID),
        revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: false }),
      );
      // A client made an admin.
      await setDoc(
        doc(db, COLLECTIONS.revocations, PROMOTED_UID),
        revocation(SESSIONS_ENDED_AT, { role: 'admin', disabled: false }),
      );
      await setDoc(
        doc(db, COLLECTIONS.revocations, DEMOTED_UID),
        revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: false }),
      );
      await setDoc(
        doc(db, COLLECTIONS.revocations, DISABLED_UID),
        revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: true }),
      );
      await setDoc(doc(db, COLLECTIONS.clients, DISABLED_UID), { name: 'Dot Grey', email: 'dot@example.com' });
      await setDoc(doc(db, COLLECTIONS.clients, RETURNING_UID), { name: 'Rhea Brown', email: 'rhea@example.com' });
    }),
  );

  it('should let a client who signed in again in the second their sessions were ended read their profile', async () => {
    await assertSucceeds(
      getDoc(doc(signedInAt(RETURNING_UID, 'client', SESSIONS_ENDED_AT), COLLECTIONS.clients, RETURNING_UID)),
    );
  });

  it('should not let a token that signed in one second before the sessions were ended read their profile', async () => {
    await assertFails(
      getDoc(doc(signedInAt(RETURNING_UID, 'client', SESSIONS_ENDED_AT - 1), COLLECTIONS.clients, RETURNING_UID)),
    );
  });

  it('should let an admin who signed in again after their role changed list clients', async () => {
    await assertSucceeds(
      getDocs(collection(signedInAt(PROMOTED_UID, 'admin', SESSIONS_ENDED_AT + 60), COLLECTIONS.clients)),
    );
  });

  it('should not let a token from the very second an admin was demoted, still saying admin, list clients', async () => {
    await assertFails(getDocs(collection(signedInAt(DEMOTED_UID, 'admin', SESSIONS_ENDED_AT), COLLECTIONS.clients)));
  });

  it('should not let a token from the very second a client was disabled read their profile', async () => {
    await assertFails(
      getDoc(doc(signedInAt(DISABLED_UID, 'client', SESSIONS_ENDED_AT), COLLECTIONS.clients, DISABLED_UID)),
    );
  });

  it('should not let a token that says admin but signed in before the role change list clients', async () => {
    await assertFails(
      getDocs(collection(signedInAt(PROMOTED_UID, 'admin', SESSIONS_ENDED_AT - 1), COLLECTIONS.clients)),
    );
  });
});
