import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, leadSearchTerms } from '@agency/common';

import { lead } from '../../support/factories';
import { callers, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

const LEADS = COLLECTIONS.leads;

const JOINED_AT = new Date('2026-11-20T09:00:00+10:00');
const storedLead = lead({ name: 'Ada Lovelace', email: 'ada@example.com' });
const searchTerms = leadSearchTerms(storedLead);

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), LEADS, 'lead-1'), {
      ...storedLead,
      searchTerms,
      createdAt: serverTimestamp(),
      // Its sender wrote again since the agency last opened it (the api function marks it).
      enquiryUnreadAt: JOINED_AT,
    });
    // A lead inviteClient converted: won, and linked to the client it became.
    await setDoc(doc(context.firestore(), LEADS, 'converted'), {
      ...storedLead,
      status: 'won',
      convertedClientId: 'client-alice',
      createdAt: serverTimestamp(),
    });
  }),
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

  it("should not allow the leads screen's queries: by status, or by a searched word", async () => {
    const leads = collection(context().firestore(), LEADS);
    await assertFails(getDocs(query(leads, where('status', '==', 'new'), orderBy('createdAt', 'desc'))));
    await assertFails(getDocs(query(leads, where('searchTerms', 'array-contains', 'ada'))));
  });

  it('should not allow setting or clearing a follow-up day', async () => {
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { followUpDate: '2026-12-01' }));
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { followUpDate: null }));
  });

  it('should not allow setting an estimated value', async () => {
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { estimatedValueCents: 1_250_000 }));
  });

  it("should not allow the dashboard's follow-ups query", async () => {
    const leads = collection(context().firestore(), LEADS);
    await assertFails(
      getDocs(query(leads, where('followUpDate', '<=', '2026-12-01'), orderBy('followUpDate'), limit(10))),
    );
  });

  it('should not allow clearing the mark of an enquiry that joined the lead', async () => {
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { enquiryUnreadAt: null }));
  });

  it('should not allow linking a lead to a client', async () => {
    await assertFails(updateDoc(doc(context().firestore(), LEADS, 'lead-1'), { convertedClientId: 'client-alice' }));
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
    expect(snapshot.size).toBe(2);
  });

  it("should allow the leads screen's queries: by status and industry, by a searched word, newest first", async () => {
    const leads = collection(db(), LEADS);
    const byStatus = await assertSucceeds(
      getDocs(
        query(
          leads,
          where('status', '==', 'new'),
          where('industry', '==', 'nutrition'),
          orderBy('createdAt', 'desc'),
          limit(20),
        ),
      ),
    );
    expect(byStatus.docs.map((lead) => lead.id)).toEqual(['lead-1']);
    const bySearch = await assertSucceeds(
      getDocs(query(leads, where('searchTerms', 'array-contains', 'ada'), orderBy('createdAt', 'desc'))),
    );
    expect(bySearch.docs.map((lead) => lead.id)).toEqual(['lead-1']);
  });

  it('should allow clearing the mark of an enquiry that joined the lead (it was opened), with a status too', async () => {
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { enquiryUnreadAt: null, status: 'contacted' }));
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { enquiryUnreadAt: null }));
  });

  it('should not allow marking a lead as written to again: only the api function does', async () => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { enquiryUnreadAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db(), LEADS, 'converted'), { enquiryUnreadAt: JOINED_AT }));
    await assertFails(updateDoc(doc(db(), LEADS, 'converted'), { enquiryUnreadAt: 'yes' }));
  });

  it.each(['new', 'contacted', 'qualified', 'won', 'lost'])('should allow setting the status to %s', async (status) => {
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { status }));
  });

  it.each(['new', 'contacted', 'qualified', 'lost'])(
    'should not allow moving a lead converted into a client from Won to %s',
    async (status) => {
      await assertFails(updateDoc(doc(db(), LEADS, 'converted'), { status }));
    },
  );

  it('should allow setting a follow-up day, changing it and clearing it, on a converted lead too', async () => {
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { followUpDate: '2026-12-01' }));
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { followUpDate: '2027-01-31', status: 'contacted' }));
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { followUpDate: null }));
    await assertSucceeds(updateDoc(doc(db(), LEADS, 'converted'), { followUpDate: '2026-12-01' }));
  });

  it.each([
    ['a day in another format', '01/12/2026'],
    ['a month that does not exist', '2026-13-01'],
    ['a day with a time', '2026-12-01T09:00'],
    ['a timestamp', serverTimestamp()],
    ['a number', 20261201],
  ])('should not allow a follow-up day that is %s', async (_what, followUpDate) => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { followUpDate }));
  });

  it("should allow the dashboard's follow-ups query: open leads due by a day, soonest first", async () => {
    await updateDoc(doc(db(), LEADS, 'lead-1'), { followUpDate: '2026-11-30' });
    const due = await assertSucceeds(
      getDocs(
        query(
          collection(db(), LEADS),
          where('status', 'in', ['new', 'contacted', 'qualified']),
          where('followUpDate', '<=', '2026-12-01'),
          orderBy('followUpDate'),
          limit(10),
        ),
      ),
    );
    expect(due.docs.map((lead) => lead.id)).toEqual(['lead-1']);
  });

  it('should allow an estimated value of whole dollars from $0 to $10,000,000, and clearing it', async () => {
    for (const estimatedValueCents of [0, 1_250_000, 1_000_000_000, null]) {
      await assertSucceeds(updateDoc(doc(db(), LEADS, 'lead-1'), { estimatedValueCents }));
    }
  });

  it.each([
    ['negative', -100],
    ['over ten million dollars', 1_000_000_100],
    ['not whole dollars', 1_250_050],
    ['a fraction', 100.5],
    ['text', '12500'],
  ])('should not allow an estimated value that is %s', async (_what, estimatedValueCents) => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { estimatedValueCents }));
  });

  it('should allow summing the estimated values of a status (the board)', async () => {
    await updateDoc(doc(db(), LEADS, 'lead-1'), { estimatedValueCents: 1_250_000 });
    const snapshot = await assertSucceeds(
      getAggregateFromServer(query(collection(db(), LEADS), where('status', '==', 'new')), {
        valueCents: sum('estimatedValueCents'),
      }),
    );
    expect(snapshot.data()).toEqual({ valueCents: 1_250_000 });
  });

  it('should not allow a status outside the five', async () => {
    await assertFails(updateDoc(doc(db(), LEADS, 'lead-1'), { status: 'spam' }));
  });

  it.each([
    ['the name', { name: 'Someone Else' }],
    ['the email', { email: 'other@example.com' }],
    ['the message', { message: 'Rewritten history' }],
    ['when it arrived', { createdAt: serverTimestamp() }],
    ['a new field', { priority: 'high' }],
    ['the old notes box (notes are the append-only `notes` history now)', { notes: 'Called back on Tuesday.' }],
    ['the client it was converted into (only inviteClient links them)', { convertedClientId: 'client-alice' }],
    ['the words it is found by (the API writes them)', { searchTerms: ['anything'] }],
    ['its enquiries (the API writes them)', { enquiries: [] }],
    ['when an enquiry last came', { updatedAt: serverTimestamp() }],
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
