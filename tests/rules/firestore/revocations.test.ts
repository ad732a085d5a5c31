import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { clientProfile } from '../../support/factories';
import { describeClosedCollection } from '../support/closed-collection';
import {
  CALLER_NAMES,
  CALLER_UIDS,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  revocation,
  SESSIONS_ENDED_AT,
} from '../support/rules-env';

const env = describeClosedCollection(
  COLLECTIONS.revocations,
  'when sessions were ended: functions write them, the rules and the account itself read them',
);

const SIGNED_IN_CALLERS = CALLER_NAMES.filter((name) => name !== 'signed out');

/**
 * The one opening in the closed table above: an account may get its own revocation, whatever its token, so the
 * app can see its session has just ended. Nobody reads anyone else's, admins included.
 */
describe('reading one revocation', () => {
  beforeEach(() =>
    env().withSecurityRulesDisabled((context) =>
      setDoc(
        doc(context.firestore(), COLLECTIONS.revocations, CLIENT_UID),
        revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: false }),
      ),
    ),
  );

  it.each(SIGNED_IN_CALLERS)(
    'should let a caller who is %s get their own revocation, even one that has ended their session',
    async (caller) => {
      const db = callers(env())[caller].firestore();
      await assertSucceeds(getDoc(doc(db, COLLECTIONS.revocations, CALLER_UIDS[caller])));
    },
  );

  it('should say to the disabled client that their account is disabled', async () => {
    const db = callers(env())['disabled client'].firestore();
    const snapshot = await getDoc(doc(db, COLLECTIONS.revocations, DISABLED_CLIENT_UID));
    expect(snapshot.get('disabled')).toBe(true);
  });

  it.each(CALLER_NAMES.filter((name) => name !== 'client'))(
    "should not let a caller who is %s get a client's revocation",
    async (caller) => {
      const db = callers(env())[caller].firestore();
      await assertFails(getDoc(doc(db, COLLECTIONS.revocations, CLIENT_UID)));
    },
  );

  it('should not let a client list the revocations, even filtered to their own', async () => {
    const db = callers(env()).client.firestore();
    await assertFails(getDocs(query(collection(db, COLLECTIONS.revocations), where('role', '==', 'client'))));
    await assertFails(getDocs(query(collection(db, COLLECTIONS.revocations), where(documentId(), '==', CLIENT_UID))));
  });
});

/** Reading one's own is all: a revocation an account could change or delete would undo its own revocation. */
describe.each(SIGNED_IN_CALLERS)('changing their own revocation, for a caller who is %s', (caller) => {
  const own = () => doc(callers(env())[caller].firestore(), COLLECTIONS.revocations, CALLER_UIDS[caller]);

  it('should not allow creating or overwriting it', async () => {
    await assertFails(setDoc(own(), revocation(0, { role: 'admin', disabled: false })));
  });

  it.each([
    ['its role', { role: 'admin' }],
    ['its disabled flag', { disabled: false }],
    ['when it took effect', { validAfter: new Date(0) }],
  ])('should not allow changing %s', async (_what, change) => {
    await assertFails(updateDoc(own(), change));
  });

  it('should not allow deleting it', async () => {
    await assertFails(deleteDoc(own()));
  });
});

it('should leave a demoted admin refused the clients after trying to delete their revocation', async () => {
  const db = callers(env())['demoted admin'].firestore();
  await assertFails(deleteDoc(doc(db, COLLECTIONS.revocations, CALLER_UIDS['demoted admin'])));
  await assertFails(getDocs(collection(db, COLLECTIONS.clients)));
});

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
      await setDoc(
        doc(db, COLLECTIONS.clients, DISABLED_UID),
        clientProfile({ name: 'Dot Grey', email: 'dot@example.com' }),
      );
      await setDoc(
        doc(db, COLLECTIONS.clients, RETURNING_UID),
        clientProfile({ name: 'Rhea Brown', email: 'rhea@example.com' }),
      );
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
