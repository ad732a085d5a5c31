import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { COLLECTIONS, NOTHING_DUE, THREAD_SUBCOLLECTIONS } from '@agency/common';

import {
  clientProjectsQuery,
  countProjects,
  projectCountQuery,
  projectListQuery,
} from '../../../web/src/lib/firestore/projects';
import { moderationRef } from '../../../web/src/lib/firestore/threads';
import { moderation, project, thread } from '../../support/factories';
import {
  CALLER_NAMES,
  type CallerName,
  callers,
  CLIENT_UID,
  NOT_ADMIN_CALLERS,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

// The admin Projects screen's query shapes (decision 036), the list fields functions keep, and a removed message
// read by id: who may read and write them, for every kind of caller.
const PROJECTS = COLLECTIONS.projects;
const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, PROJECTS, 'alice-site'), project({ clientId: CLIENT_UID }));
    await setDoc(doc(db, PROJECTS, 'bob-seo'), project({ clientId: OTHER_CLIENT_UID, name: 'Search boost' }));
    await setDoc(doc(db, COLLECTIONS.threads, 'alice-general'), thread({ clientId: CLIENT_UID }));
    await setDoc(
      doc(db, COLLECTIONS.threads, 'alice-general', THREAD_SUBCOLLECTIONS.moderation, 'removed1'),
      moderation({ removedAt: new Date() }),
    );
  }),
);
const db = (caller: CallerName) => callers(env())[caller].firestore() as unknown as Firestore;

const view = { status: null, service: null, clientId: null, archived: false, term: 'search', sort: 'due' } as const;

describe.each(NOT_ADMIN_CALLERS)('project list shapes, for a caller who is %s', (caller) => {
  it('should not allow the admin list, its counts, or another client’s list or count', async () => {
    await assertFails(getDocs(projectListQuery(db(caller), view, null, 26)));
    await assertFails(getDocs(projectListQuery(db(caller), { ...view, term: null, sort: 'updated' }, null, 26)));
    await assertFails(countProjects(db(caller), { ...view, term: null }));
    const theirs = caller === 'another client' ? CLIENT_UID : OTHER_CLIENT_UID;
    await assertFails(getDocs(clientProjectsQuery(db(caller), theirs, 50)));
    await assertFails(getCountFromServer(projectCountQuery(db(caller), { ...view, term: null, clientId: theirs })));
    await assertFails(
      getCountFromServer(query(collection(db(caller), PROJECTS), where('searchTerms', 'array-contains', 'search'))),
    );
  });

  it('should not allow reading a removed message’s text by id', async () => {
    await assertFails(getDoc(moderationRef(db(caller), 'alice-general', 'removed1')));
  });
});

describe.each(['client', 'another client'] as const)('project list shapes, for a %s', (caller) => {
  it('should allow their own projects, newest first, and counting them', async () => {
    const uid = caller === 'client' ? CLIENT_UID : OTHER_CLIENT_UID;
    await assertSucceeds(getDocs(clientProjectsQuery(db(caller), uid, 50)));
    await assertSucceeds(getCountFromServer(query(collection(db(caller), PROJECTS), where('clientId', '==', uid))));
  });
});

describe('project list shapes, for an admin', () => {
  it('should allow the list in both orders, searched and narrowed, and its counts', async () => {
    await assertSucceeds(getDocs(projectListQuery(db('admin'), view, null, 26)));
    await assertSucceeds(
      getDocs(projectListQuery(db('admin'), { ...view, clientId: CLIENT_UID, sort: 'updated' }, null, 26)),
    );
    await assertSucceeds(countProjects(db('admin'), { ...view, term: null }));
    await assertSucceeds(getDoc(moderationRef(db('admin'), 'alice-general', 'removed1')));
  });
});

describe.each(CALLER_NAMES)('the list fields functions keep, for a caller who is %s', (caller) => {
  it('should not allow writing searchTerms or dueNext, even on their own project or as an admin', async () => {
    const id = caller === 'another client' ? 'bob-seo' : 'alice-site';
    await assertFails(updateDoc(doc(db(caller), PROJECTS, id), { searchTerms: ['anything'] }));
    await assertFails(updateDoc(doc(db(caller), PROJECTS, id), { dueNext: NOTHING_DUE }));
    await assertFails(
      setDoc(doc(db(caller), PROJECTS, id), { dueNext: new Date(0), searchTerms: ['zzz'] }, { merge: true }),
    );
  });
});
