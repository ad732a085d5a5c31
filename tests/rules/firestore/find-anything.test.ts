import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDocs, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, leadSearchTerms, projectSearchTerms } from '@agency/common';

import {
  findAnything,
  invoiceNumberQuery,
  leadSearchQuery,
  projectSearchQuery,
  quoteNumberQuery,
} from '../../../web/src/lib/firestore/find-anything';
import { invoice, lead, project, quote } from '../../support/factories';
import { callers, type CallerName, CLIENT_UID, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

// The admin area's search (Ctrl+K): each of its queries, for every kind of caller. Reads only: it writes nothing.
const seededLead = lead({ name: 'Gretchen Green', email: 'gretchen@example.com' });
const seededProject = project({ clientId: CLIENT_UID, name: 'Green Roots website' });
const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, COLLECTIONS.leads, 'gretchen'), {
      ...seededLead,
      searchTerms: leadSearchTerms(seededLead),
    });
    await setDoc(doc(db, COLLECTIONS.projects, 'roots-site'), {
      ...seededProject,
      searchTerms: projectSearchTerms({ name: seededProject.name, clientName: 'Green Roots', clientPersonName: '' }),
    });
    await setDoc(doc(db, COLLECTIONS.quotes, 'roots-quote'), quote({ clientId: CLIENT_UID, sequence: 7 }));
    await setDoc(
      doc(db, COLLECTIONS.invoices, 'roots-invoice'),
      invoice('roots-quote', { clientId: CLIENT_UID, sequence: 3 }),
    );
  }),
);
const db = (caller: CallerName) => callers(env())[caller].firestore() as unknown as Firestore;

describe.each(NOT_ADMIN_CALLERS)('the admin search, for a caller who is %s', (caller) => {
  it('should not find leads, projects, quotes or invoices, not even the client’s own by number', async () => {
    await assertFails(getDocs(leadSearchQuery(db(caller), 'green')));
    await assertFails(getDocs(projectSearchQuery(db(caller), 'green')));
    await assertFails(getDocs(quoteNumberQuery(db(caller), 'Q-2026')));
    await assertFails(getDocs(invoiceNumberQuery(db(caller), 'INV-2026')));
  });
});

describe('the admin search, for an admin', () => {
  it('should find each kind by its words or its number', async () => {
    await assertSucceeds(getDocs(leadSearchQuery(db('admin'), 'green')));
    const byWords = await findAnything(db('admin'), 'green');
    expect(byWords?.map(({ kind, id }) => `${kind}/${id}`)).toEqual(['lead/gretchen', 'project/roots-site']);
    const byNumber = await findAnything(db('admin'), '2026-000');
    expect(byNumber?.map(({ kind, label }) => `${kind}/${label}`)).toEqual([
      expect.stringMatching(/^quote\/Q-2026-0007/),
      expect.stringMatching(/^invoice\/INV-2026-0003/),
    ]);
  });
});
