import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { activityEntry } from '../../support/factories';
import { callers, CLIENT_UID, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

const ACTIVITY = COLLECTIONS.activity;
const entry = activityEntry({ type: 'role_changed', subjectUid: CLIENT_UID, details: { role: 'client' } });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), ACTIVITY, 'entry-1'), entry)),
);

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
    await assertFails(updateDoc(doc(db(), ACTIVITY, 'entry-1'), { type: 'signed_up' }));
    await assertFails(deleteDoc(doc(db(), ACTIVITY, 'entry-1')));
  });
});
