import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { CALLER_NAMES, callers, CLIENT_UID, useFirestoreRulesEnv } from './rules-env';

/**
 * The whole permission table of a collection no client SDK caller may touch (only functions, through the Admin
 * SDK): every kind of caller is refused every operation, list queries included. Returns the module's environment,
 * for a module that tests more than the table.
 */
export function describeClosedCollection(name: string, why: string): () => RulesTestEnvironment {
  const env = useFirestoreRulesEnv((rulesEnv) =>
    rulesEnv.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), name, 'existing'), { ownerUid: CLIENT_UID, note: 'seeded' }),
    ),
  );

  describe.each(CALLER_NAMES)(`${name} (${why}), for a caller who is %s`, (caller) => {
    const db = () => callers(env())[caller].firestore();

    it('should not allow reading a document', async () => {
      await assertFails(getDoc(doc(db(), name, 'existing')));
    });

    it('should not allow listing the collection', async () => {
      await assertFails(getDocs(collection(db(), name)));
    });

    it('should not allow creating a document', async () => {
      await assertFails(setDoc(doc(db(), name, 'new'), { ownerUid: CLIENT_UID }));
    });

    it('should not allow updating a document, even one that names the caller', async () => {
      await assertFails(updateDoc(doc(db(), name, 'existing'), { note: 'changed' }));
    });

    it('should not allow deleting a document', async () => {
      await assertFails(deleteDoc(doc(db(), name, 'existing')));
    });
  });

  return env;
}
