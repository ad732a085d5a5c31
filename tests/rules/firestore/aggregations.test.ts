import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  average,
  collection,
  collectionGroup,
  count,
  doc,
  documentId,
  type Firestore,
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { clientSearchTerms, COLLECTIONS, THREAD_SUBCOLLECTIONS } from '@agency/common';

import {
  activityEntry,
  clientPrivate,
  clientProfile,
  file,
  invoice,
  lead,
  moderation,
  project,
  quote,
  thread,
  usage,
} from '../../support/factories';
import {
  CALLER_NAMES,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  NOT_ADMIN_CALLERS,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

// Counting and summing over documents (aggregation queries), collection-group queries and cursors: the rules must
// refuse each wherever the caller could not list every document it covers one by one, so a count or a total never
// tells a caller about documents that are not theirs (a draft's price, another client's invoices, who the agency's
// clients are).
const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = writeBatch(db);
    for (const uid of [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID]) {
      const name = uid === CLIENT_UID ? 'Alice Green' : uid === OTHER_CLIENT_UID ? 'Bob Brown' : 'Dora Grey';
      batch.set(doc(db, COLLECTIONS.clients, uid), {
        ...clientProfile({ name, email: `${uid}@example.com` }),
        searchTerms: clientSearchTerms({ name, businessName: '', email: `${uid}@example.com` }),
      });
      batch.set(doc(db, COLLECTIONS.clients, uid, 'private', 'agency'), clientPrivate({ adminNotes: 'Owes us' }));
      batch.set(doc(db, COLLECTIONS.projects, `${uid}-site`), project({ clientId: uid }));
      batch.set(doc(db, COLLECTIONS.threads, `${uid}-general`), thread({ clientId: uid }));
      batch.set(
        doc(db, COLLECTIONS.threads, `${uid}-general`, THREAD_SUBCOLLECTIONS.moderation, 'removed1'),
        moderation(),
      );
      batch.set(doc(db, COLLECTIONS.files, `${uid}-brief`), file(`${uid}-brief`, { clientId: uid }));
      batch.set(doc(db, COLLECTIONS.quotes, `${uid}-draft`), quote({ clientId: uid, status: 'draft' }));
      batch.set(doc(db, COLLECTIONS.quotes, `${uid}-sent`), quote({ clientId: uid, status: 'sent' }));
      batch.set(doc(db, COLLECTIONS.invoices, `${uid}-invoice`), invoice(`${uid}-sent`, { clientId: uid }));
      batch.set(
        doc(db, COLLECTIONS.activity, `${uid}-visible`),
        activityEntry({ clientId: uid, subjectUid: uid, clientVisible: true }),
      );
      batch.set(
        doc(db, COLLECTIONS.activity, `${uid}-agency-only`),
        activityEntry({ clientId: uid, subjectUid: uid, clientVisible: false }),
      );
      batch.set(doc(db, COLLECTIONS.usage, uid), usage({ bytesStored: 1000 }));
    }
    batch.set(doc(db, COLLECTIONS.leads, 'lead1'), lead());
    await batch.commit();
  }),
);
const db = (caller: CallerName) => callers(env())[caller].firestore() as unknown as Firestore;
const ownUid = (caller: CallerName) => (caller === 'another client' ? OTHER_CLIENT_UID : CLIENT_UID);
const theirUid = (caller: CallerName) => (caller === 'another client' ? CLIENT_UID : OTHER_CLIENT_UID);

/** Every document a collection-group query could cover: none of them is anyone's to read across the group. */
const GROUPS = [
  COLLECTIONS.clients,
  'private',
  COLLECTIONS.projects,
  COLLECTIONS.threads,
  THREAD_SUBCOLLECTIONS.moderation,
  COLLECTIONS.files,
  COLLECTIONS.quotes,
  COLLECTIONS.invoices,
  COLLECTIONS.activity,
  COLLECTIONS.usage,
  COLLECTIONS.leads,
] as const;

describe.each(CALLER_NAMES)('counts and collection groups, for a caller who is %s', (caller) => {
  it('should not allow a collection-group query or count over any collection but messages (admins only)', async () => {
    for (const group of GROUPS) {
      await assertFails(getDocs(query(collectionGroup(db(caller), group), limit(1))));
      await assertFails(
        getCountFromServer(query(collectionGroup(db(caller), group), where('clientId', '==', ownUid(caller)))),
      );
    }
  });

  it('should not allow counting the closed collections (mail, counters, rate limits, revocations, tombstones)', async () => {
    for (const closed of [
      COLLECTIONS.mail,
      COLLECTIONS.counters,
      COLLECTIONS.rateLimits,
      COLLECTIONS.revocations,
      COLLECTIONS.deletedFiles,
    ]) {
      await assertFails(getCountFromServer(collection(db(caller), closed)));
    }
  });

  it("should not allow counting usage documents, even one's own (only read one by id)", async () => {
    await assertFails(getCountFromServer(collection(db(caller), COLLECTIONS.usage)));
    await assertFails(
      getAggregateFromServer(
        query(collection(db(caller), COLLECTIONS.usage), where(documentId(), '==', ownUid(caller))),
        {
          bytes: sum('bytesStored'),
        },
      ),
    );
  });
});

describe.each(NOT_ADMIN_CALLERS)("counts over the agency's lists, for a caller who is %s", (caller) => {
  it('should not allow counting clients, or finding how many a search term matches', async () => {
    await assertFails(getCountFromServer(collection(db(caller), COLLECTIONS.clients)));
    await assertFails(
      getCountFromServer(query(collection(db(caller), COLLECTIONS.clients), where('status', '==', 'active'))),
    );
    await assertFails(
      getCountFromServer(
        query(collection(db(caller), COLLECTIONS.clients), where('searchTerms', 'array-contains', 'bob')),
      ),
    );
    await assertFails(
      getCountFromServer(query(collection(db(caller), COLLECTIONS.clients), where(documentId(), '==', ownUid(caller)))),
    );
  });

  it('should not allow counting leads, or finding how many a search term matches', async () => {
    await assertFails(getCountFromServer(collection(db(caller), COLLECTIONS.leads)));
    await assertFails(
      getCountFromServer(
        query(collection(db(caller), COLLECTIONS.leads), where('searchTerms', 'array-contains', 'ca')),
      ),
    );
  });

  it('should not allow counting or totalling every quote, invoice, file, project or thread', async () => {
    for (const all of [
      COLLECTIONS.quotes,
      COLLECTIONS.invoices,
      COLLECTIONS.files,
      COLLECTIONS.projects,
      COLLECTIONS.threads,
    ]) {
      await assertFails(getCountFromServer(collection(db(caller), all)));
    }
    await assertFails(
      getAggregateFromServer(collection(db(caller), COLLECTIONS.invoices), { total: sum('totalCents') }),
    );
    await assertFails(getAggregateFromServer(collection(db(caller), COLLECTIONS.quotes), { total: sum('totalCents') }));
  });

  it("should not allow counting or totalling another client's documents", async () => {
    const theirs = theirUid(caller);
    for (const collectionId of [COLLECTIONS.projects, COLLECTIONS.threads, COLLECTIONS.files, COLLECTIONS.invoices]) {
      await assertFails(
        getCountFromServer(query(collection(db(caller), collectionId), where('clientId', '==', theirs))),
      );
    }
    await assertFails(
      getAggregateFromServer(query(collection(db(caller), COLLECTIONS.invoices), where('clientId', '==', theirs)), {
        total: sum('totalCents'),
        owed: average('amountPaidCents'),
      }),
    );
    await assertFails(
      getCountFromServer(
        query(
          collection(db(caller), COLLECTIONS.quotes),
          where('clientId', '==', theirs),
          where('status', 'in', ['sent', 'accepted', 'declined', 'expired', 'withdrawn']),
        ),
      ),
    );
    await assertFails(
      getCountFromServer(
        query(
          collection(db(caller), COLLECTIONS.activity),
          where('clientId', '==', theirs),
          where('clientVisible', '==', true),
        ),
      ),
    );
  });
});

describe.each(['client', 'another client'] as const)('counts over their own documents, for a %s', (caller) => {
  const uid = ownUid(caller);

  it('should allow counting and totalling their own sent quotes, invoices, files, projects and threads', async () => {
    for (const collectionId of [COLLECTIONS.projects, COLLECTIONS.threads, COLLECTIONS.files, COLLECTIONS.invoices]) {
      await assertSucceeds(
        getCountFromServer(query(collection(db(caller), collectionId), where('clientId', '==', uid))),
      );
    }
    const sent = await getAggregateFromServer(
      query(
        collection(db(caller), COLLECTIONS.quotes),
        where('clientId', '==', uid),
        where('status', 'in', ['sent', 'accepted', 'declined', 'expired', 'withdrawn']),
      ),
      { quotes: count() },
    );
    expect(sent.data().quotes).toBe(1);
  });

  it('should not allow counting or totalling their quotes with the drafts among them (a draft is not theirs yet)', async () => {
    const mine = query(collection(db(caller), COLLECTIONS.quotes), where('clientId', '==', uid));
    await assertFails(getCountFromServer(mine));
    await assertFails(getAggregateFromServer(mine, { total: sum('totalCents') }));
    await assertFails(getCountFromServer(query(mine, where('status', '==', 'draft'))));
  });

  it('should not allow counting their agency-only activity (only entries meant for them)', async () => {
    const mine = query(collection(db(caller), COLLECTIONS.activity), where('clientId', '==', uid));
    await assertFails(getCountFromServer(mine));
    await assertFails(getCountFromServer(query(mine, where('clientVisible', '==', false))));
    await assertSucceeds(getCountFromServer(query(mine, where('clientVisible', '==', true))));
  });

  it("should allow a cursor past another client's document id, yet list only their own", async () => {
    const page = await getDocs(
      query(
        collection(db(caller), COLLECTIONS.files),
        where('clientId', '==', uid),
        orderBy(documentId()),
        startAfter(`${theirUid(caller)}-brief`),
      ),
    );
    expect(page.docs.every((row) => row.get('clientId') === uid)).toBe(true);
    await assertFails(
      getDocs(
        query(
          collection(db(caller), COLLECTIONS.files),
          where('clientId', '==', theirUid(caller)),
          orderBy(documentId()),
          startAfter(`${uid}-brief`),
        ),
      ),
    );
  });
});

describe.each(['disabled client', 'demoted admin'] as const)('counts, for a caller who is %s', (caller) => {
  it('should not allow counting anything, even what was theirs', async () => {
    const uid = caller === 'disabled client' ? DISABLED_CLIENT_UID : OTHER_CLIENT_UID;
    await assertFails(
      getCountFromServer(query(collection(db(caller), COLLECTIONS.projects), where('clientId', '==', uid))),
    );
    await assertFails(getCountFromServer(collection(db(caller), COLLECTIONS.clients)));
    await assertFails(getCountFromServer(collectionGroup(db(caller), THREAD_SUBCOLLECTIONS.messages)));
  });
});

describe('counts, for an admin', () => {
  it("should allow counting and totalling every list, and every thread's messages together", async () => {
    for (const all of [
      COLLECTIONS.clients,
      COLLECTIONS.leads,
      COLLECTIONS.quotes,
      COLLECTIONS.invoices,
      COLLECTIONS.files,
      COLLECTIONS.projects,
      COLLECTIONS.threads,
      COLLECTIONS.activity,
    ]) {
      await assertSucceeds(getCountFromServer(collection(db('admin'), all)));
    }
    await assertSucceeds(
      getAggregateFromServer(collection(db('admin'), COLLECTIONS.invoices), { total: sum('totalCents') }),
    );
    await assertSucceeds(getCountFromServer(collectionGroup(db('admin'), THREAD_SUBCOLLECTIONS.messages)));
  });
});
