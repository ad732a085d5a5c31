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

import { activityEntry } from '../../support/factories';
import {
  CALLER_UIDS,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  NOT_ADMIN_CALLERS,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const ACTIVITY = COLLECTIONS.activity;
const entry = activityEntry({ type: 'role_changed', subjectUid: CLIENT_UID, details: { role: 'client' } });

/** An entry on a client's project timeline: about their business, and meant for them. */
const onTimeline = (clientId: string) =>
  activityEntry({
    type: 'milestone_completed',
    subjectUid: clientId,
    clientId,
    projectId: 'site',
    clientVisible: true,
    summary: 'Ada completed the milestone “Design approved”.',
  });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, ACTIVITY, 'entry-1'), entry);
    await setDoc(doc(db, ACTIVITY, 'alice-timeline'), onTimeline(CLIENT_UID));
    await setDoc(doc(db, ACTIVITY, 'bob-timeline'), onTimeline(OTHER_CLIENT_UID));
    await setDoc(doc(db, ACTIVITY, 'dora-timeline'), onTimeline(DISABLED_CLIENT_UID));
  }),
);

/** The query a client's timeline makes: their own entries that are meant for them. */
const timelineQuery = (db: ReturnType<ReturnType<typeof callers>['client']['firestore']>, clientId: string) =>
  query(collection(db, ACTIVITY), where('clientId', '==', clientId), where('clientVisible', '==', true));

describe.each(['client', 'another client'] as const)('activity, on the timeline of a %s', (caller) => {
  const db = () => callers(env())[caller].firestore();
  const uid = CALLER_UIDS[caller];
  const theirs = caller === 'client' ? 'alice-timeline' : 'bob-timeline';
  const others = caller === 'client' ? 'bob-timeline' : 'alice-timeline';

  it('should allow reading their own client-visible entries, one by one and as their timeline', async () => {
    await assertSucceeds(getDoc(doc(db(), ACTIVITY, theirs)));
    await assertSucceeds(getDocs(timelineQuery(db(), uid)));
  });

  it('should not allow reading another client’s entries, the agency-only ones, or a list that is not theirs', async () => {
    await assertFails(getDoc(doc(db(), ACTIVITY, others)));
    await assertFails(getDocs(timelineQuery(db(), caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID)));
    // Their own business, but not meant for them (an account event), and a list that does not ask for visible only.
    await assertFails(getDocs(query(collection(db(), ACTIVITY), where('clientId', '==', uid))));
    await assertFails(getDocs(collection(db(), ACTIVITY)));
  });
});

describe('activity, for a disabled client', () => {
  it('should not allow reading their timeline with the token they still hold', async () => {
    const db = callers(env())['disabled client'].firestore();
    await assertFails(getDoc(doc(db, ACTIVITY, 'dora-timeline')));
    await assertFails(getDocs(timelineQuery(db, DISABLED_CLIENT_UID)));
  });
});

describe.each(NOT_ADMIN_CALLERS)('activity, for a caller who is %s', (caller) => {
  const db = () => callers(env())[caller].firestore();

  it('should not allow reading an entry, even one about the caller', async () => {
    await assertFails(getDoc(doc(db(), ACTIVITY, 'entry-1')));
  });

  it('should not allow listing the log', async () => {
    await assertFails(getDocs(collection(db(), ACTIVITY)));
  });

  it('should not allow adding an entry', async () => {
    await assertFails(addDoc(collection(db(), ACTIVITY), entry));
  });

  it('should not allow changing an entry', async () => {
    await assertFails(updateDoc(doc(db(), ACTIVITY, 'entry-1'), { type: 'signed_up' }));
  });

  it('should not allow deleting an entry', async () => {
    await assertFails(deleteDoc(doc(db(), ACTIVITY, 'entry-1')));
  });
});

describe('activity, for an admin', () => {
  const db = () => callers(env()).admin.firestore();

  it('should allow reading and listing the log', async () => {
    await assertSucceeds(getDoc(doc(db(), ACTIVITY, 'entry-1')));
    await assertSucceeds(getDocs(collection(db(), ACTIVITY)));
  });

  it('should not allow adding, changing or deleting entries: the log is written by functions only', async () => {
    await assertFails(addDoc(collection(db(), ACTIVITY), entry));
    await assertFails(setDoc(doc(db(), ACTIVITY, 'entry-1'), { ...entry, summary: 'Rewritten.' }));
    await assertFails(updateDoc(doc(db(), ACTIVITY, 'entry-1'), { type: 'signed_up' }));
    await assertFails(deleteDoc(doc(db(), ACTIVITY, 'entry-1')));
  });
});
