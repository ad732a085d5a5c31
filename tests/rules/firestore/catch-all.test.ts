import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

import { CALLER_NAMES, callers, CLIENT_UID, firestoreRulesEnv } from '../support/rules-env';

/** A collection no rule opens: whatever a caller is, the catch-all keeps it closed. */
const UNLISTED = 'notAFeature';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), UNLISTED, 'existing'), { ownerUid: CLIENT_UID, note: 'seeded' }),
  );
});

describe.each(CALLER_NAMES)('a collection no rule opens, for a caller who is %s', (caller) => {
  const db = () => callers(env)[caller].firestore();

  it('should not allow reading a document', async () => {
    await assertFails(getDoc(doc(db(), UNLISTED, 'existing')));
  });

  it('should not allow listing the collection', async () => {
    await assertFails(getDocs(collection(db(), UNLISTED)));
  });

  it('should not allow creating a document', async () => {
    await assertFails(setDoc(doc(db(), UNLISTED, 'new'), { ownerUid: CLIENT_UID }));
  });

  it('should not allow updating a document, even one that names the caller', async () => {
    await assertFails(updateDoc(doc(db(), UNLISTED, 'existing'), { note: 'changed' }));
  });

  it('should not allow deleting a document', async () => {
    await assertFails(deleteDoc(doc(db(), UNLISTED, 'existing')));
  });
});
