import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  addDoc,
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
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { clientAssessmentsQuery, leadAssessmentsQuery } from '../../../web/src/lib/firestore/assessments';
import { assessment } from '../../support/factories';
import {
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const ASSESSMENTS = COLLECTIONS.assessments;
const LEAD_ID = 'lead-1';

const runOf = (uid: string) => `${uid}-run`;
const LEAD_RUN = 'lead-run';

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const uid of [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID]) {
      await setDoc(doc(db, ASSESSMENTS, runOf(uid)), assessment({ clientId: uid }));
    }
    await setDoc(doc(db, ASSESSMENTS, LEAD_RUN), assessment({ leadId: LEAD_ID }));
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
/** The web's query builders take the modular Firestore; the test contexts hand out the same SDK's instance. */
const web = (caller: CallerName) => db(caller) as unknown as Firestore;
type Db = ReturnType<RulesTestContext['firestore']>;

const everyRun = (database: Db) => query(collection(database, ASSESSMENTS), orderBy('createdAt', 'desc'));
/** The lists the web asks for: a client's runs (theirs, or the agency's view of them) and a lead's. */
const runsOfClient = (caller: CallerName, clientId: string) => clientAssessmentsQuery(web(caller), clientId);
const runsOfLead = (caller: CallerName, leadId: string) => leadAssessmentsQuery(web(caller), leadId);

/** What only functions write on a run, each as a caller might try to set it. */
const FUNCTIONS_ONLY_CHANGES = [
  ['the score', { score: 100 }],
  ['the checks', { checks: [] }],
  ['the status, back to queued', { status: 'queued' }],
  ['the address', { url: 'http://10.0.0.1/' }],
  ['the client', { clientId: OTHER_CLIENT_UID }],
] as const;

describe.each(['client', 'another client'] as const)('assessments, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow reading their own run, and the list of their runs', async () => {
    const own = await assertSucceeds(getDoc(doc(db(caller), ASSESSMENTS, runOf(uid))));
    expect(own.get('score')).toBe(72);
    const list = await assertSucceeds(getDocs(runsOfClient(caller, uid)));
    expect(list.docs.map((each) => each.id)).toEqual([runOf(uid)]);
  });

  it('should not allow reading another client’s run, a lead’s run, or a list not filtered on themselves', async () => {
    await assertFails(getDoc(doc(db(caller), ASSESSMENTS, runOf(other))));
    await assertFails(getDoc(doc(db(caller), ASSESSMENTS, LEAD_RUN)));
    await assertFails(getDocs(runsOfClient(caller, other)));
    await assertFails(getDocs(runsOfLead(caller, LEAD_ID)));
    await assertFails(getDocs(everyRun(db(caller))));
  });

  it('should not allow starting a run through the SDK: runAssessment checks the address and the daily limit', async () => {
    await assertFails(addDoc(collection(db(caller), ASSESSMENTS), assessment({ clientId: uid, status: 'queued' })));
    await assertFails(setDoc(doc(db(caller), ASSESSMENTS, 'mine'), assessment({ clientId: uid })));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)('should not allow changing %s of their own run', async (_, change) => {
    await assertFails(updateDoc(doc(db(caller), ASSESSMENTS, runOf(uid)), change));
  });

  it('should not allow deleting a run, their own or another client’s', async () => {
    await assertFails(deleteDoc(doc(db(caller), ASSESSMENTS, runOf(uid))));
    await assertFails(deleteDoc(doc(db(caller), ASSESSMENTS, runOf(other))));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'assessments, for a caller who is %s',
  (caller) => {
    it('should not allow reading or listing any run', async () => {
      await assertFails(getDoc(doc(db(caller), ASSESSMENTS, runOf(CLIENT_UID))));
      await assertFails(getDoc(doc(db(caller), ASSESSMENTS, LEAD_RUN)));
      await assertFails(getDocs(everyRun(db(caller))));
      await assertFails(getDocs(runsOfClient(caller, CLIENT_UID)));
      await assertFails(getDocs(runsOfLead(caller, LEAD_ID)));
    });

    it('should not allow creating, changing or deleting a run', async () => {
      await assertFails(setDoc(doc(db(caller), ASSESSMENTS, 'new'), assessment({ clientId: CLIENT_UID })));
      await assertFails(updateDoc(doc(db(caller), ASSESSMENTS, runOf(CLIENT_UID)), { score: 100 }));
      await assertFails(deleteDoc(doc(db(caller), ASSESSMENTS, runOf(CLIENT_UID))));
    });
  },
);

describe('assessments, for a disabled client and what was theirs', () => {
  it('should not allow reading or listing their own run with the token they still hold', async () => {
    await assertFails(getDoc(doc(db('disabled client'), ASSESSMENTS, runOf(DISABLED_CLIENT_UID))));
    await assertFails(getDocs(runsOfClient('disabled client', DISABLED_CLIENT_UID)));
  });
});

describe('assessments, for an admin', () => {
  it('should allow reading any run, and the lists of every run, a client’s and a lead’s', async () => {
    await assertSucceeds(getDoc(doc(db('admin'), ASSESSMENTS, runOf(OTHER_CLIENT_UID))));
    await assertSucceeds(getDoc(doc(db('admin'), ASSESSMENTS, LEAD_RUN)));
    expect((await assertSucceeds(getDocs(everyRun(db('admin'))))).size).toBe(4);
    const bobs = await assertSucceeds(getDocs(runsOfClient('admin', OTHER_CLIENT_UID)));
    expect(bobs.docs.map((each) => each.id)).toEqual([runOf(OTHER_CLIENT_UID)]);
    const leads = await assertSucceeds(getDocs(runsOfLead('admin', LEAD_ID)));
    expect(leads.docs.map((each) => each.id)).toEqual([LEAD_RUN]);
  });

  it('should not allow starting a run through the SDK, for a client or a lead', async () => {
    await assertFails(addDoc(collection(db('admin'), ASSESSMENTS), assessment({ clientId: CLIENT_UID })));
    await assertFails(setDoc(doc(db('admin'), ASSESSMENTS, 'lead-run-2'), assessment({ leadId: LEAD_ID })));
  });

  it.each(FUNCTIONS_ONLY_CHANGES)('should not allow changing %s directly: only functions do', async (_, change) => {
    await assertFails(updateDoc(doc(db('admin'), ASSESSMENTS, runOf(CLIENT_UID)), change));
  });

  it('should not allow deleting a run', async () => {
    await assertFails(deleteDoc(doc(db('admin'), ASSESSMENTS, runOf(CLIENT_UID))));
    await assertFails(deleteDoc(doc(db('admin'), ASSESSMENTS, LEAD_RUN)));
  });
});
