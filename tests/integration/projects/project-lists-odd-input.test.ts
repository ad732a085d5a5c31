import type { DocumentReference } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, type ProjectInput, type SaveProjectResult } from '@agency/common';

import { project } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { eventually, newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient } from '../support/cast';
import { idTokenFor } from '../support/sign-in';

// After the test support has started the Admin SDK for the emulators' project.
const { runScheduledJob } = await import('../../../scripts/job');

const written: DocumentReference[] = [];
afterAll(async () => {
  await Promise.all(written.map((ref) => ref.delete()));
  await removeTestAccounts();
});

/** A project as stored before the list fields (and the names) were copied onto projects. */
function legacy(clientId: string, name: string) {
  const { searchTerms: _t, dueNext: _d, clientName: _n, clientPersonName: _p, ...rest } = project({ clientId, name });
  return rest;
}

describe('the project list fields kept by functions', () => {
  it('saves a project whose name holds a letter beyond the BMP after another letter', async () => {
    const [admin, client] = await Promise.all([newAccount({ role: 'admin' }), newClient({ name: 'Yuki Save' })]);
    const input: ProjectInput = {
      name: 'Menu 野𠮷',
      service: 'web-design',
      status: 'planning',
      summary: '',
      startDate: null,
      dueDate: null,
      milestones: [],
    };
    const saved = await callCallable<SaveProjectResult>(
      'saveProject',
      { clientId: client.uid, project: input },
      await idTokenFor(admin),
    );
    expect(saved.error).toBeUndefined();
    written.push(db.collection(COLLECTIONS.projects).doc(saved.result!.projectId));
  });

  it('a name with a letter beyond the BMP after another letter is backfilled once, not every week', async () => {
    // 𠮷 (U+20BB7) is a real letter of Japanese and Chinese names: two UTF-16 units, which a prefix can split.
    const client = await newClient({ name: 'Yo Shino', businessName: 'Cafe 野𠮷' });
    const ref = db.collection(COLLECTIONS.projects).doc();
    written.push(ref);
    await ref.set(legacy(client.uid, 'Menu site'));

    await runScheduledJob('backfillProjectLists');
    const time = (await ref.get()).updateTime!;
    expect((await ref.get()).get('searchTerms')).toEqual(expect.arrayContaining(['野𠮷']));
    await runScheduledJob('backfillProjectLists');
    expect((await ref.get()).updateTime!.isEqual(time)).toBe(true);
  });
  it('the weekly backfill survives a project stored without milestones', async () => {
    const client = await newClient({ name: 'Nia Nomilestones', businessName: 'No Milestones Co' });
    const ref = db.collection(COLLECTIONS.projects).doc();
    written.push(ref);
    const { milestones: _m, ...withoutMilestones } = legacy(client.uid, 'Ancient site');
    await ref.set(withoutMilestones);
    try {
      await expect(runScheduledJob('backfillProjectLists')).resolves.toMatch(/Project lists/);
      expect((await ref.get()).get('searchTerms')).toEqual(expect.arrayContaining(['ancient']));
    } finally {
      await ref.delete();
    }
  }, 180_000);

  it('a project stored without milestones does not stop a rename reaching the client’s other documents', async () => {
    const client = await newClient({ name: 'Mo Milestoneless', businessName: 'Before Milestones' });
    const projectRef = db.collection(COLLECTIONS.projects).doc();
    const threadRef = db.collection(COLLECTIONS.threads).doc();
    written.push(projectRef, threadRef);
    const { milestones: _m, ...withoutMilestones } = legacy(client.uid, 'Old brochure');
    await projectRef.set(withoutMilestones);
    await threadRef.set({ clientId: client.uid, subject: 'Hello', clientName: 'Before Milestones' });

    await db
      .collection(COLLECTIONS.clients)
      .doc(client.uid)
      .update({ businessName: 'After Milestones', updatedAt: FieldValue.serverTimestamp() });
    try {
      await eventually(async () => {
        expect((await threadRef.get()).get('clientName')).toBe('After Milestones');
      });
    } finally {
      await projectRef.delete();
    }
  }, 180_000);
});
