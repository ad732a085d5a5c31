import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDocs, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, leadSearchTerms, projectSearchTerms } from '@agency/common';

import {
  invoiceNumberQuery,
  leadSearchQuery,
  numberPrefixes,
  projectSearchQuery,
  quoteNumberQuery,
} from '../../../web/src/lib/firestore/search-queries';
import { invoice, lead, project, quote } from '../../support/factories';
import { type CallerName, callers, CLIENT_UID, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

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
    const ids = async (asked: Promise<{ docs: { id: string }[] }>) => (await asked).docs.map(({ id }) => id);
    expect(await ids(assertSucceeds(getDocs(leadSearchQuery(db('admin'), 'green'))))).toEqual(['gretchen']);
    expect(await ids(assertSucceeds(getDocs(projectSearchQuery(db('admin'), 'green'))))).toEqual(['roots-site']);
    const { quote: quotePrefix, invoice: invoicePrefix } = numberPrefixes('2026 000');
    expect(await ids(assertSucceeds(getDocs(quoteNumberQuery(db('admin'), quotePrefix!))))).toEqual(['roots-quote']);
    expect(await ids(assertSucceeds(getDocs(invoiceNumberQuery(db('admin'), invoicePrefix!))))).toEqual([
      'roots-invoice',
    ]);
  });
});
