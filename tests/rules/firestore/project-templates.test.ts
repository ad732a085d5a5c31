import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { projectTemplate } from '../../support/factories';
import { CALLER_NAMES, callers, useFirestoreRulesEnv } from '../support/rules-env';

const TEMPLATES = COLLECTIONS.projectTemplates;

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), TEMPLATES, 'web-design'), projectTemplate()),
  ),
);

// Admins read the templates; nobody writes them through the SDKs, admins included: saveProjectTemplate checks
// every step of a template, which rules cannot (docs/decisions/043-project-templates.md).
describe.each(CALLER_NAMES)('project templates, for a caller who is %s', (caller) => {
  const db = () => callers(env())[caller].firestore();
  const template = (id = 'web-design') => doc(db(), TEMPLATES, id);

  if (caller === 'admin') {
    it('should allow reading a template and listing them', async () => {
      expect((await assertSucceeds(getDoc(template()))).get('name')).toBe('Website build');
      await assertSucceeds(getDocs(collection(db(), TEMPLATES)));
    });
  } else {
    it('should not allow reading a template or listing them', async () => {
      await assertFails(getDoc(template()));
      await assertFails(getDocs(collection(db(), TEMPLATES)));
    });
  }

  it('should not allow creating, changing or deleting a template, even a valid one', async () => {
    const hosting = { ...projectTemplate({ service: 'hosting' }), updatedAt: serverTimestamp() };
    await assertFails(setDoc(template('hosting'), hosting));
    await assertFails(updateDoc(template(), { name: 'Changed', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(template()));
  });
});
