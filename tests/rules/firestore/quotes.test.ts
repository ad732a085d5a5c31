import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, QUOTE_LIMITS, QUOTE_STATUSES, type QuoteDocument, type QuoteStatus } from '@agency/common';

import { adminQuotesQuery, CLIENT_QUOTE_STATUSES, clientQuotesQuery } from '../../../web/src/lib/firestore/quotes';
import { quote as quoteDocument, SIGNED_UP_AT } from '../../support/factories';
import {
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const QUOTES = COLLECTIONS.quotes;

const DAY = 24 * 60 * 60 * 1000;
const SENT_AT = new Date(SIGNED_UP_AT.getTime() + 7 * DAY);

/** A quote of `clientId`'s in `status`, sent (unless a draft) a week after they signed up. */
const quote = (clientId: string, status: QuoteStatus, sequence = 1): QuoteDocument<Date> =>
  quoteDocument({ clientId, status, sequence, sentAt: SENT_AT });

/** Each client's draft (the agency's work in progress) and sent quote; Alice also has one of every other status. */
const draftOf = (uid: string) => `${uid}-draft`;
const sentOf = (uid: string) => `${uid}-sent`;
const ALICE_CLOSED = CLIENT_QUOTE_STATUSES.filter((status) => status !== 'sent').map(
  (status) => `${CLIENT_UID}-${status}`,
);
/** Each client's project, with a quote sent for it and a draft the agency is still writing. */
const projectOf = (uid: string) => `${uid}-project`;
const projectQuoteOf = (uid: string) => `${uid}-project-sent`;

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    let sequence = 0;
    for (const uid of [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID]) {
      await setDoc(doc(db, QUOTES, draftOf(uid)), quote(uid, 'draft'));
      await setDoc(doc(db, QUOTES, sentOf(uid)), quote(uid, 'sent', (sequence += 1)));
      const forProject = { projectId: projectOf(uid) };
      await setDoc(doc(db, QUOTES, projectQuoteOf(uid)), { ...quote(uid, 'sent', (sequence += 1)), ...forProject });
      await setDoc(doc(db, QUOTES, `${uid}-project-draft`), { ...quote(uid, 'draft'), ...forProject });
    }
    for (const status of CLIENT_QUOTE_STATUSES.filter((each) => each !== 'sent')) {
      await setDoc(doc(db, QUOTES, `${CLIENT_UID}-${status}`), quote(CLIENT_UID, status, (sequence += 1)));
    }
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
/** The web's query builders take the modular Firestore; the test contexts hand out the same SDK's instance. */
const web = (caller: CallerName) => db(caller) as unknown as Firestore;
type Db = ReturnType<RulesTestContext['firestore']>;

const quotesOf = (database: Db, clientId: string) =>
  query(collection(database, QUOTES), where('clientId', '==', clientId), orderBy('createdAt', 'desc'));

/** The fields only functions write, each as a caller might try to set it on a sent quote. */
const FUNCTIONS_ONLY_CHANGES = [
  ['the totals', { subtotalCents: 1, gstCents: 0, totalCents: 1 }],
  ['the line items', { lineItems: [] }],
  ['the status, to accepted', { status: 'accepted' }],
  ['the status, to declined', { status: 'declined', declineReason: 'No thanks', closedAt: SENT_AT }],
  ['the acceptance', { acceptance: { name: 'Alice Green', at: SENT_AT, uid: CLIENT_UID, contentHash: '0' } }],
  ['the last valid day', { validUntil: new Date(SENT_AT.getTime() + 365 * DAY) }],
  ['the client', { clientId: OTHER_CLIENT_UID }],
] as const;

describe.each(['client', 'another client'] as const)('quotes, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow reading their own sent quote', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(caller), QUOTES, sentOf(uid))));
    expect(snapshot.get('totalCents')).toBe(quote(uid, 'sent').totalCents);
  });

  it('should allow the web’s list of their quotes, which names every status but draft', async () => {
    const snapshot = await assertSucceeds(getDocs(clientQuotesQuery(web(caller), uid)));
    const own = [sentOf(uid), projectQuoteOf(uid)];
    const expected = caller === 'client' ? [...own, ...ALICE_CLOSED] : own;
    expect(snapshot.docs.map((each) => each.id).sort()).toEqual([...expected].sort());
  });

  it('should allow the web’s list of one of their projects’ quotes, drafts left out', async () => {
    const snapshot = await assertSucceeds(getDocs(clientQuotesQuery(web(caller), uid, projectOf(uid))));
    expect(snapshot.docs.map((each) => each.id)).toEqual([projectQuoteOf(uid)]);
  });

  it('should not allow reading their own draft, by id or in a list', async () => {
    await assertFails(getDoc(doc(db(caller), QUOTES, draftOf(uid))));
    await assertFails(getDocs(query(quotesOf(db(caller), uid), where('status', '==', 'draft'))));
    await assertFails(getDocs(query(quotesOf(db(caller), uid), where('status', 'in', QUOTE_STATUSES))));
  });

  it('should not allow listing their quotes without a filter that leaves drafts out', async () => {
    await assertFails(getDocs(quotesOf(db(caller), uid)));
    await assertFails(getDocs(query(quotesOf(db(caller), uid), limit(QUOTE_LIMITS.page))));
  });

  it('should not allow reading another client’s quote, sent or draft, or listing theirs', async () => {
    await assertFails(getDoc(doc(db(caller), QUOTES, sentOf(other))));
    await assertFails(getDoc(doc(db(caller), QUOTES, draftOf(other))));
    await assertFails(getDocs(clientQuotesQuery(web(caller), other)));
    await assertFails(getDocs(clientQuotesQuery(web(caller), other, projectOf(other))));
    await assertFails(getDocs(query(collection(db(caller), QUOTES), where('status', 'in', CLIENT_QUOTE_STATUSES))));
    await assertFails(getDocs(collection(db(caller), QUOTES)));
  });

  it('should not allow creating a quote, for themselves or under an id of their choosing', async () => {
    await assertFails(addDoc(collection(db(caller), QUOTES), quote(uid, 'sent')));
    await assertFails(setDoc(doc(db(caller), QUOTES, 'my-quote'), quote(uid, 'accepted')));
    await assertFails(setDoc(doc(db(caller), QUOTES, 'my-draft'), quote(uid, 'draft')));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)('should not allow changing %s of their own quote', async (_, change) => {
    await assertFails(updateDoc(doc(db(caller), QUOTES, sentOf(uid)), change));
  });

  it('should not allow replacing their quote whole, or changing their draft', async () => {
    await assertFails(setDoc(doc(db(caller), QUOTES, sentOf(uid)), { ...quote(uid, 'sent'), totalCents: 100 }));
    await assertFails(updateDoc(doc(db(caller), QUOTES, draftOf(uid)), { status: 'sent' }));
  });

  it('should not allow deleting a quote, their own or another client’s', async () => {
    await assertFails(deleteDoc(doc(db(caller), QUOTES, sentOf(uid))));
    await assertFails(deleteDoc(doc(db(caller), QUOTES, draftOf(uid))));
    await assertFails(deleteDoc(doc(db(caller), QUOTES, sentOf(other))));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'quotes, for a caller who is %s',
  (caller) => {
    it('should not allow reading any quote, sent or draft', async () => {
      await assertFails(getDoc(doc(db(caller), QUOTES, sentOf(CLIENT_UID))));
      await assertFails(getDoc(doc(db(caller), QUOTES, draftOf(CLIENT_UID))));
    });

    it('should not allow listing quotes, the agency’s list or a client’s', async () => {
      await assertFails(getDocs(collection(db(caller), QUOTES)));
      await assertFails(getDocs(adminQuotesQuery(web(caller), { status: null, clientId: null })));
      await assertFails(getDocs(clientQuotesQuery(web(caller), CLIENT_UID)));
    });

    it('should not allow creating, changing or deleting a quote', async () => {
      await assertFails(setDoc(doc(db(caller), QUOTES, 'new'), quote(CLIENT_UID, 'draft')));
      await assertFails(updateDoc(doc(db(caller), QUOTES, sentOf(CLIENT_UID)), { totalCents: 1 }));
      await assertFails(updateDoc(doc(db(caller), QUOTES, draftOf(CLIENT_UID)), { status: 'sent' }));
      await assertFails(deleteDoc(doc(db(caller), QUOTES, sentOf(CLIENT_UID))));
      await assertFails(deleteDoc(doc(db(caller), QUOTES, draftOf(CLIENT_UID))));
    });
  },
);

describe('quotes, for a disabled client and what was theirs', () => {
  it('should not allow reading or listing their sent quote with the token they still hold', async () => {
    await assertFails(getDoc(doc(db('disabled client'), QUOTES, sentOf(DISABLED_CLIENT_UID))));
    await assertFails(getDocs(clientQuotesQuery(web('disabled client'), DISABLED_CLIENT_UID)));
  });

  it('should not allow accepting it either', async () => {
    await assertFails(
      updateDoc(doc(db('disabled client'), QUOTES, sentOf(DISABLED_CLIENT_UID)), { status: 'accepted' }),
    );
  });
});

describe('quotes, for an admin', () => {
  it('should allow reading any quote, drafts included', async () => {
    await assertSucceeds(getDoc(doc(db('admin'), QUOTES, draftOf(OTHER_CLIENT_UID))));
    await assertSucceeds(getDoc(doc(db('admin'), QUOTES, sentOf(CLIENT_UID))));
  });

  it('should allow the agency’s lists: every quote, by status, by client, or both', async () => {
    const all = await assertSucceeds(getDocs(adminQuotesQuery(web('admin'), { status: null, clientId: null })));
    // Each client's sent quote and draft, and a project's of each.
    expect(all.size).toBe(12 + ALICE_CLOSED.length);
    const drafts = await assertSucceeds(getDocs(adminQuotesQuery(web('admin'), { status: 'draft', clientId: null })));
    expect(drafts.size).toBe(6);
    await assertSucceeds(getDocs(adminQuotesQuery(web('admin'), { status: null, clientId: OTHER_CLIENT_UID })));
    const bobsDraft = await assertSucceeds(
      getDocs(adminQuotesQuery(web('admin'), { status: 'draft', clientId: OTHER_CLIENT_UID })),
    );
    expect(bobsDraft.docs.map((each) => each.id).sort()).toEqual(
      [draftOf(OTHER_CLIENT_UID), `${OTHER_CLIENT_UID}-project-draft`].sort(),
    );
  });

  it('should not allow creating a quote through the SDK: functions number and price it', async () => {
    await assertFails(addDoc(collection(db('admin'), QUOTES), quote(CLIENT_UID, 'draft')));
    await assertFails(setDoc(doc(db('admin'), QUOTES, 'new'), quote(CLIENT_UID, 'sent')));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)('should not allow changing %s directly', async (_, change) => {
    await assertFails(updateDoc(doc(db('admin'), QUOTES, sentOf(CLIENT_UID)), change));
  });

  it('should not allow editing a draft or sending it directly', async () => {
    await assertFails(updateDoc(doc(db('admin'), QUOTES, draftOf(CLIENT_UID)), { title: 'Changed' }));
    await assertFails(
      updateDoc(doc(db('admin'), QUOTES, draftOf(CLIENT_UID)), { status: 'sent', number: 'Q-2026-9999' }),
    );
  });

  it('should not allow deleting a quote, draft or sent', async () => {
    await assertFails(deleteDoc(doc(db('admin'), QUOTES, draftOf(CLIENT_UID))));
    await assertFails(deleteDoc(doc(db('admin'), QUOTES, sentOf(CLIENT_UID))));
  });
});
