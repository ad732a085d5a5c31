import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { lead } from '../../support/factories';
import { callers, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

const LEADS = COLLECTIONS.leads;

const storedLead = lead({ name: 'Ada Lovelace', email: 'ada@example.com' });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), LEADS, 'lead-1'), { ...storedLead, createdAt: serverTimestamp() }),
  ),
);

const newLead = (db: ReturnType<typeof callers>['admin']) =>
  setDoc(doc(db.firestore(), LEADS, 'lead-2'), { ...storedLead, createdAt: serverTimestamp() });

describe.each(NOT_ADMIN_CALLERS)('leads, for a caller who is %s', (caller) => {
  const context = () => callers(env())[caller];

  it('should not allow reading a lead', async () => {
    await assertFails(getDoc(doc(context().firestore(), LEADS, 'lead-1')));
  });

  it('should not allow listing leads', async () => {
    await assertFails(getDocs(collection(context().firestore(), LEADS)));
  });

  it('should not allow creating a lead directly (the form goes through the API)', async () => {
    await assertFails(newLead(context()));
  });

  it('should not allow changing a lead', async () => {
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { status: 'won' }));
  });

  it('should not allow deleting a lead', async () => {
    await assertFails(deleteDoc(doc(context().firestore(), LEADS, 'lead-1')));
  });
});

describe('leads, for an admin', () => {
  const db = () => callers(env()).admin.firestore();

  it('should allow reading a lead and listing them newest first', async () => {
    await assertSucceeds(getDoc(doc(db(), LEADS, 'lead-1')));
    const snapshot = await assertSucceeds(getDocs(query(collection(db(), LEADS), orderBy('createdAt', 'desc'))));
    expect(snapshot.size).toBe(1);
  });

  it.each(['new', 'contacted', 'qualified', 'won', 'lost'])('should allow setting the status to %s', async (status) => {
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { status }));
  });

  it('should allow writing notes', async () => {
    await assertSucceeds(
      updateDoc(doc(db(), LEADS, 'lead-1'), { notes: 'Called back on Tuesday.', status: 'contacted' }),
    );
  });

  it('should not allow a status outside the five', async () => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { status: 'spam' }));
  });

  it('should not allow notes that are not text, or longer than 5000 characters', async () => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { notes: 42 }));
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { notes: 'x'.repeat(5001) }));
  });

  it.each([
    ['the name', { name: 'Someone Else' }],
    ['the email', { email: 'other@example.com' }],
    ['the message', { message: 'Rewritten history' }],
    ['when it arrived', { createdAt: serverTimestamp() }],
    ['a new field', { priority: 'high' }],
  ])('should not allow changing %s', async (_what, change) => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), change));
  });

  it('should not allow creating a lead directly', async () => {
    await assertFails(newLead(callers(env()).admin));
  });

  it('should not allow deleting a lead (mark it lost instead)', async () => {
    await assertFails(deleteDoc(doc(db(), LEADS, 'lead-1')));
  });
});
