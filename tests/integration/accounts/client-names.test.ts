import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { DocumentReference } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, type ProjectInput, type SaveProjectResult } from '@agency/common';

import { file, invoice, project, quote, thread } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { clientFirestore, eventually, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient, useCast } from '../support/cast';
import { openThread, removeTestThreads } from '../support/threads';

// After the test support has started the Admin SDK for the emulators' project.
const { runScheduledJob } = await import('../../../scripts/job');
const { keepClientNamesInStep } = await import('../../../functions/src/lib/client-names');

const cast = useCast();
const written: DocumentReference[] = [];
afterAll(async () => {
  for (let at = 0; at < written.length; at += 400) {
    const batch = db.batch();
    for (const ref of written.slice(at, at + 400)) batch.delete(ref);
    await batch.commit();
  }
  await removeTestThreads();
  await removeTestAccounts();
});

const projectInput: ProjectInput = {
  name: 'Names project',
  service: 'web-design',
  status: 'planning',
  summary: '',
  startDate: null,
  dueDate: null,
  milestones: [],
};

const namesOf = async (ref: DocumentReference) => {
  const data = (await ref.get()).data();
  return { clientName: data?.clientName as unknown, clientPersonName: data?.clientPersonName as unknown };
};

/** One document of each named kind for `clientId`, stored as before the copies existed (none on them). */
async function legacyDocuments(clientId: string): Promise<DocumentReference[]> {
  const refs = {
    project: db.collection(COLLECTIONS.projects).doc(),
    thread: db.collection(COLLECTIONS.threads).doc(),
    file: db.collection(COLLECTIONS.files).doc(),
    quote: db.collection(COLLECTIONS.quotes).doc(),
    invoice: db.collection(COLLECTIONS.invoices).doc(),
  };
  await Promise.all([
    refs.project.set(project({ clientId })),
    refs.thread.set(thread({ clientId })),
    refs.file.set(file(refs.file.id, { clientId })),
    refs.quote.set(quote({ clientId })),
    refs.invoice.set(invoice(refs.quote.id, { clientId })),
  ]);
  const all = Object.values(refs);
  written.push(...all);
  return all;
}

describe('documents copy their client’s names', () => {
  it('as the functions that create them write them', async () => {
    const { admin, alice } = cast;
    const saved = await callCallable<SaveProjectResult>(
      'saveProject',
      { clientId: alice.uid, project: projectInput },
      admin.token,
    );
    expect(saved.error).toBeUndefined();
    const projectRef = db.collection(COLLECTIONS.projects).doc(saved.result!.projectId);
    written.push(projectRef);
    const opened = await openThread({}, alice.token);
    expect(opened.error).toBeUndefined();

    const alices = { clientName: 'Green Roots Naturopathy', clientPersonName: 'Alice Green' };
    expect(await namesOf(projectRef)).toEqual(alices);
    expect(await namesOf(db.collection(COLLECTIONS.threads).doc(opened.result!.threadId))).toEqual(alices);
  });
});

describe('keepClientNames', () => {
  it('gives every copy a client’s new name when they rename their business, page after page', async () => {
    const { alice } = cast;
    const legacy = await legacyDocuments(alice.uid);
    // More projects than one page of the propagation (500): the second page is renamed too.
    const many = Array.from({ length: 520 }, () => db.collection(COLLECTIONS.projects).doc());
    for (let at = 0; at < many.length; at += 400) {
      const batch = db.batch();
      for (const ref of many.slice(at, at + 400)) {
        batch.set(ref, project({ clientId: alice.uid, clientName: 'Old name', clientPersonName: 'Alice Green' }));
      }
      await batch.commit();
    }
    written.push(...many);

    const { db: aliceDb, close } = await clientFirestore(alice);
    try {
      await updateDoc(doc(aliceDb, COLLECTIONS.clients, alice.uid), {
        businessName: 'Green Roots Clinic',
        namesChangedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    } finally {
      await close();
    }
    const renamed = { clientName: 'Green Roots Clinic', clientPersonName: 'Alice Green' };
    await eventually(async () => {
      const stale = await db
        .collection(COLLECTIONS.projects)
        .where('clientId', '==', alice.uid)
        .where('clientName', '!=', 'Green Roots Clinic')
        .count()
        .get();
      expect(stale.data().count).toBe(0);
      // The invoices last: the propagation has been through every collection.
      for (const ref of legacy) expect(await namesOf(ref)).toEqual(renamed);
    });
  });

  it('follows an administrator’s edit of the client’s name, and leaves other clients alone', async () => {
    const { admin, bob, alice } = cast;
    const [bobsProject] = await legacyDocuments(bob.uid);
    const [alicesProject] = await legacyDocuments(alice.uid);

    const { db: adminDb, close } = await clientFirestore(admin);
    try {
      await updateDoc(doc(adminDb, COLLECTIONS.clients, bob.uid), {
        name: 'Robert Brown',
        businessName: '',
        updatedAt: serverTimestamp(),
      });
    } finally {
      await close();
    }
    // No business: the client is named by the person.
    await eventually(async () =>
      expect(await namesOf(bobsProject!)).toEqual({ clientName: 'Robert Brown', clientPersonName: 'Robert Brown' }),
    );
    expect((await namesOf(alicesProject!)).clientName).toBeUndefined();
  });
});

describe('the backfillClientNames job', () => {
  it('names documents stored before the copies, mends stale ones, and a second run rewrites nothing', async () => {
    const { bob } = cast;
    const docs = await legacyDocuments(bob.uid);
    // A copy a run cut short left behind (the profile says otherwise).
    await docs[0]!.update({ clientName: 'Half renamed', clientPersonName: 'Half renamed' });
    const profile = (await db.collection(COLLECTIONS.clients).doc(bob.uid).get()).data()!;
    const expected = {
      clientName: (profile.businessName as string) || (profile.name as string),
      clientPersonName: profile.name as string,
    };

    expect(await runScheduledJob('backfillClientNames')).toMatch(/Client names: \d+ document\(s\)/);
    for (const ref of docs) expect(await namesOf(ref)).toEqual(expected);

    const times = await Promise.all(docs.map(async (ref) => (await ref.get()).updateTime!));
    await runScheduledJob('backfillClientNames');
    const again = await Promise.all(docs.map(async (ref) => (await ref.get()).updateTime!));
    expect(again.every((time, index) => time.isEqual(times[index]!))).toBe(true);
  });
});

describe('a rename another rename has replaced', () => {
  it('stops at once and writes nothing, leaving the work to the newer rename, which does all of it', async () => {
    const client = await newClient({ name: 'Rena Twice', businessName: 'Second Name Co' });
    const docs = await legacyDocuments(client.uid);
    const none = { clientName: undefined, clientPersonName: undefined };

    // The run of a rename to "First Name Co": the profile already holds the next name.
    const superseded = { clientName: 'First Name Co', clientPersonName: 'Rena Twice' };
    expect(await keepClientNamesInStep(client.uid, superseded)).toBe(0);
    for (const ref of docs) expect(await namesOf(ref)).toEqual(none);

    const current = { clientName: 'Second Name Co', clientPersonName: 'Rena Twice' };
    expect(await keepClientNamesInStep(client.uid, current)).toBe(docs.length);
    for (const ref of docs) expect(await namesOf(ref)).toEqual(current);
  });
});
