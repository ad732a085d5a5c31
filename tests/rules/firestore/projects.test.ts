import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { project } from '../../support/factories';
import {
  CALLER_NAMES,
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const PROJECTS = COLLECTIONS.projects;

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, PROJECTS, 'alice-site'), project({ clientId: CLIENT_UID }));
    await setDoc(doc(db, PROJECTS, 'bob-seo'), project({ clientId: OTHER_CLIENT_UID, name: 'Search boost' }));
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
const own = (caller: 'client' | 'another client') => (caller === 'client' ? 'alice-site' : 'bob-seo');
const ownQuery = (caller: CallerName) =>
  query(collection(db(caller), PROJECTS), where('clientId', '==', CALLER_UIDS[caller as 'client']));

describe.each(['client', 'another client'] as const)('projects, for a %s', (caller) => {
  it('should allow reading their own project and listing their own projects', async () => {
    await assertSucceeds(getDoc(doc(db(caller), PROJECTS, own(caller))));
    await assertSucceeds(getDocs(ownQuery(caller)));
  });

  it('should not allow reading another client’s project, or listing without filtering on themselves', async () => {
    await assertFails(getDoc(doc(db(caller), PROJECTS, caller === 'client' ? 'bob-seo' : 'alice-site')));
    await assertFails(getDocs(collection(db(caller), PROJECTS)));
    const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
    await assertFails(getDocs(query(collection(db(caller), PROJECTS), where('clientId', '==', other))));
  });

  it('should not allow creating, changing or deleting a project, even their own', async () => {
    await assertFails(addDoc(collection(db(caller), PROJECTS), project({ clientId: CALLER_UIDS[caller] })));
    await assertFails(updateDoc(doc(db(caller), PROJECTS, own(caller)), { status: 'completed' }));
    await assertFails(updateDoc(doc(db(caller), PROJECTS, own(caller)), { progress: 100 }));
    await assertFails(deleteDoc(doc(db(caller), PROJECTS, own(caller))));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'projects, for a caller who is %s',
  (caller) => {
    it('should not allow reading or listing any project', async () => {
      await assertFails(getDoc(doc(db(caller), PROJECTS, 'alice-site')));
      await assertFails(getDocs(collection(db(caller), PROJECTS)));
    });

    it('should not allow creating, changing or deleting a project', async () => {
      await assertFails(setDoc(doc(db(caller), PROJECTS, 'new'), project()));
      await assertFails(updateDoc(doc(db(caller), PROJECTS, 'alice-site'), { name: 'Taken over' }));
      await assertFails(deleteDoc(doc(db(caller), PROJECTS, 'alice-site')));
    });
  },
);

describe.each(CALLER_NAMES)('the list fields of projects, for a caller who is %s', (caller) => {
  it('should not allow writing search terms, a due day or the client’s names: functions derive them', async () => {
    for (const id of ['alice-site', 'bob-seo']) {
      const ref = doc(db(caller), PROJECTS, id);
      await assertFails(updateDoc(ref, { searchTerms: ['urgent', 'ur'] }));
      await assertFails(updateDoc(ref, { dueNext: new Date('2000-01-01') }));
      await assertFails(updateDoc(ref, { clientName: 'Someone else', clientPersonName: 'Someone else' }));
    }
  });
});

describe('projects, for a disabled client reading what was theirs', () => {
  it('should not allow reading it with the token they still hold', async () => {
    await env().withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), PROJECTS, 'dora-site'), project({ clientId: CALLER_UIDS['disabled client'] })),
    );
    await assertFails(getDoc(doc(db('disabled client'), PROJECTS, 'dora-site')));
  });
});

describe('projects, for an admin', () => {
  it('should allow reading and listing every project', async () => {
    await assertSucceeds(getDoc(doc(db('admin'), PROJECTS, 'bob-seo')));
    await assertSucceeds(getDocs(collection(db('admin'), PROJECTS)));
  });

  it('should not allow writing through the SDK: functions keep progress and the activity log with each change', async () => {
    await assertFails(setDoc(doc(db('admin'), PROJECTS, 'new'), project()));
    await assertFails(updateDoc(doc(db('admin'), PROJECTS, 'alice-site'), { status: 'completed' }));
    await assertFails(deleteDoc(doc(db('admin'), PROJECTS, 'alice-site')));
  });
});
