import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  addDoc,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, type InvoiceDocument } from '@agency/common';

import {
  adminInvoicesQuery,
  clientInvoicesQuery,
  quoteInvoicesQuery,
  quotesInvoicesQuery,
} from '../../../web/src/lib/firestore/quotes';
import { invoice as invoiceDocument, SIGNED_UP_AT } from '../../support/factories';
import {
  ADMIN_UID,
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const INVOICES = COLLECTIONS.invoices;

const DAY = 24 * 60 * 60 * 1000;
const ISSUED_AT = new Date(SIGNED_UP_AT.getTime() + 10 * DAY);

/** An invoice for the client's accepted quote, issued ten days after they signed up, nothing paid yet. */
const invoice = (clientId: string, quoteId: string, sequence: number): InvoiceDocument<Date> =>
  invoiceDocument(quoteId, { clientId, sequence, issuedAt: ISSUED_AT });

/** Each client's invoice for their accepted quote; Alice's quote also had one before, voided and replaced. */
const ownInvoice = (uid: string) => `${uid}-invoice`;
const acceptedQuote = (uid: string) => `${uid}-accepted`;
const ALICE_VOIDED = `${CLIENT_UID}-invoice-voided`;
/** Each client's invoice for a quote about one of their projects. */
const projectOf = (uid: string) => `${uid}-project`;
const projectInvoiceOf = (uid: string) => `${uid}-project-invoice`;

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const clients = [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID];
    for (const [index, uid] of clients.entries()) {
      await setDoc(doc(db, INVOICES, ownInvoice(uid)), invoice(uid, acceptedQuote(uid), index + 1));
      await setDoc(doc(db, INVOICES, projectInvoiceOf(uid)), {
        ...invoice(uid, `${uid}-project-quote`, clients.length + 2 + index),
        projectId: projectOf(uid),
      });
    }
    await setDoc(doc(db, INVOICES, ALICE_VOIDED), {
      ...invoice(CLIENT_UID, acceptedQuote(CLIENT_UID), clients.length + 1),
      status: 'void',
      voidReason: 'Wrong business name',
      voidedAt: ISSUED_AT,
      replacedByInvoiceId: ownInvoice(CLIENT_UID),
    });
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
/** The web's query builders take the modular Firestore; the test contexts hand out the same SDK's instance. */
const web = (caller: CallerName) => db(caller) as unknown as Firestore;
type Db = ReturnType<RulesTestContext['firestore']>;

const allInvoices = (database: Db) => query(collection(database, INVOICES), orderBy('issuedAt', 'desc'));

const PAYMENT = {
  id: 'pay-1',
  amountCents: 275_000,
  method: 'bank',
  at: ISSUED_AT,
  recordedBy: ADMIN_UID,
  reference: 'x',
};

/** What only functions write on an invoice, each as a caller might try to set it. */
const FUNCTIONS_ONLY_CHANGES = [
  ['the status, to paid', { status: 'paid' }],
  ['the amount paid', { amountPaidCents: 275_000 }],
  ['the payments', { payments: arrayUnion(PAYMENT) }],
  ['the totals', { subtotalCents: 1, gstCents: 0, totalCents: 1 }],
  ['the due date', { dueAt: new Date(ISSUED_AT.getTime() + 365 * DAY) }],
  ['the payment reference', { paymentReference: 'INV202699990' }],
  ['the status, to void', { status: 'void', voidReason: 'Not needed', voidedAt: ISSUED_AT }],
] as const;

describe.each(['client', 'another client'] as const)('invoices, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow reading their own invoice', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(caller), INVOICES, ownInvoice(uid))));
    expect(snapshot.get('clientId')).toBe(uid);
    expect(snapshot.get('paymentReference')).toMatch(/^INV2026\d{5}$/);
  });

  it('should allow the web’s lists: all their invoices, one project’s, and one quote’s', async () => {
    const expected = caller === 'client' ? [ownInvoice(uid), ALICE_VOIDED] : [ownInvoice(uid)];
    const all = await assertSucceeds(getDocs(clientInvoicesQuery(web(caller), uid)));
    expect(all.docs.map((each) => each.id).sort()).toEqual([...expected, projectInvoiceOf(uid)].sort());
    const ofProject = await assertSucceeds(getDocs(clientInvoicesQuery(web(caller), uid, projectOf(uid))));
    expect(ofProject.docs.map((each) => each.id)).toEqual([projectInvoiceOf(uid)]);
    const ofQuote = await assertSucceeds(getDocs(quoteInvoicesQuery(web(caller), uid, acceptedQuote(uid))));
    expect(ofQuote.docs.map((each) => each.id).sort()).toEqual([...expected].sort());
    // A project's quotes' invoices, as its page finds those issued before the project was made.
    const ofQuotes = await assertSucceeds(getDocs(quotesInvoicesQuery(web(caller), uid, [acceptedQuote(uid), 'q-x'])));
    expect(ofQuotes.docs.map((each) => each.id).sort()).toEqual([...expected].sort());
  });

  it('should not allow reading another client’s invoice, or a list not filtered on themselves', async () => {
    await assertFails(getDoc(doc(db(caller), INVOICES, ownInvoice(other))));
    await assertFails(getDocs(clientInvoicesQuery(web(caller), other)));
    await assertFails(getDocs(clientInvoicesQuery(web(caller), other, projectOf(other))));
    await assertFails(getDocs(quoteInvoicesQuery(web(caller), other, acceptedQuote(other))));
    await assertFails(getDocs(quotesInvoicesQuery(web(caller), other, [acceptedQuote(other)])));
    await assertFails(getDocs(query(allInvoices(db(caller)), where('quoteId', '==', acceptedQuote(uid)))));
    await assertFails(getDocs(allInvoices(db(caller))));
    await assertFails(getDocs(adminInvoicesQuery(web(caller), null)));
  });

  it('should not allow creating an invoice, for themselves or anyone', async () => {
    await assertFails(addDoc(collection(db(caller), INVOICES), invoice(uid, acceptedQuote(uid), 99)));
    await assertFails(setDoc(doc(db(caller), INVOICES, 'my-invoice'), invoice(uid, acceptedQuote(uid), 99)));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)('should not allow changing %s of their own invoice', async (_, change) => {
    await assertFails(updateDoc(doc(db(caller), INVOICES, ownInvoice(uid)), change));
  });

  it('should not allow deleting an invoice, their own or another client’s', async () => {
    await assertFails(deleteDoc(doc(db(caller), INVOICES, ownInvoice(uid))));
    await assertFails(deleteDoc(doc(db(caller), INVOICES, ownInvoice(other))));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'invoices, for a caller who is %s',
  (caller) => {
    it('should not allow reading or listing any invoice', async () => {
      await assertFails(getDoc(doc(db(caller), INVOICES, ownInvoice(CLIENT_UID))));
      await assertFails(getDocs(allInvoices(db(caller))));
      await assertFails(getDocs(adminInvoicesQuery(web(caller), CLIENT_UID)));
      await assertFails(getDocs(clientInvoicesQuery(web(caller), CLIENT_UID)));
    });

    it('should not allow creating, changing or deleting an invoice', async () => {
      await assertFails(setDoc(doc(db(caller), INVOICES, 'new'), invoice(CLIENT_UID, acceptedQuote(CLIENT_UID), 99)));
      await assertFails(updateDoc(doc(db(caller), INVOICES, ownInvoice(CLIENT_UID)), { status: 'paid' }));
      await assertFails(deleteDoc(doc(db(caller), INVOICES, ownInvoice(CLIENT_UID))));
    });
  },
);

describe('invoices, for a disabled client and what was theirs', () => {
  it('should not allow reading or listing their invoice with the token they still hold', async () => {
    await assertFails(getDoc(doc(db('disabled client'), INVOICES, ownInvoice(DISABLED_CLIENT_UID))));
    await assertFails(getDocs(clientInvoicesQuery(web('disabled client'), DISABLED_CLIENT_UID)));
    await assertFails(
      getDocs(quoteInvoicesQuery(web('disabled client'), DISABLED_CLIENT_UID, acceptedQuote(DISABLED_CLIENT_UID))),
    );
  });
});

describe('invoices, for an admin', () => {
  it('should allow reading any invoice, and the agency’s lists: every invoice, or one client’s', async () => {
    await assertSucceeds(getDoc(doc(db('admin'), INVOICES, ownInvoice(OTHER_CLIENT_UID))));
    const all = await assertSucceeds(getDocs(adminInvoicesQuery(web('admin'), null)));
    expect(all.size).toBe(7);
    const bobs = await assertSucceeds(getDocs(adminInvoicesQuery(web('admin'), OTHER_CLIENT_UID)));
    expect(bobs.docs.map((each) => each.id).sort()).toEqual(
      [ownInvoice(OTHER_CLIENT_UID), projectInvoiceOf(OTHER_CLIENT_UID)].sort(),
    );
  });

  it('should not allow issuing an invoice through the SDK: functions issue them when a quote is accepted', async () => {
    await assertFails(addDoc(collection(db('admin'), INVOICES), invoice(CLIENT_UID, acceptedQuote(CLIENT_UID), 99)));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)(
    'should not allow changing %s directly: recordPayment and voidInvoice do',
    async (_, change) => {
      await assertFails(updateDoc(doc(db('admin'), INVOICES, ownInvoice(CLIENT_UID)), change));
    },
  );

  it('should not allow deleting an invoice, voided or not', async () => {
    await assertFails(deleteDoc(doc(db('admin'), INVOICES, ownInvoice(CLIENT_UID))));
    await assertFails(deleteDoc(doc(db('admin'), INVOICES, ALICE_VOIDED)));
  });
});
