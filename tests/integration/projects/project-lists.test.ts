import type { DocumentReference } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import {
  COLLECTIONS,
  NOTHING_DUE,
  type ProjectInput,
  type SaveProjectResult,
  startOfCalendarDay,
} from '@agency/common';

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

const save = (data: unknown, idToken: string) => callCallable<SaveProjectResult>('saveProject', data, idToken);

/** What the admin Projects screen searches and sorts a stored project by. */
async function listFieldsOf(ref: DocumentReference) {
  const data = (await ref.get()).data();
  return {
    searchTerms: data?.searchTerms as string[] | undefined,
    dueNext: (data?.dueNext as FirebaseFirestore.Timestamp | undefined)?.toDate().toISOString(),
  };
}

const day = (iso: string) => startOfCalendarDay(iso).toISOString();

const input: ProjectInput = {
  name: 'Shopfront rebuild',
  service: 'web-design',
  status: 'in-progress',
  summary: '',
  startDate: null,
  dueDate: '2026-12-18',
  milestones: [
    { id: 'brief', title: 'Brief agreed', status: 'done', dueDate: '2026-11-06' },
    { id: 'design', title: 'Design approved', status: 'todo', dueDate: '2026-11-27' },
  ],
};

describe('a saved project', () => {
  it('is found by its name and its client’s names, and sorted by what is due next', async () => {
    const [admin, client] = await Promise.all([
      newAccount({ role: 'admin' }),
      newClient({ name: 'Lena Lister', businessName: 'Harbour Kites' }),
    ]);
    const token = await idTokenFor(admin);
    const created = await save({ clientId: client.uid, project: input }, token);
    expect(created.error).toBeUndefined();
    const ref = db.collection(COLLECTIONS.projects).doc(created.result!.projectId);
    written.push(ref);

    const first = await listFieldsOf(ref);
    expect(first.searchTerms).toEqual(
      expect.arrayContaining(['shopfront', 'sh', 'rebuild', 'harbour', 'kites', 'ki', 'lena', 'lister']),
    );
    // The next milestone's day, not the project's.
    expect(first.dueNext).toBe(day('2026-11-27'));

    // Renamed, its next milestone undated: the project's own day is next, and the new name is found.
    const renamed: ProjectInput = {
      ...input,
      name: 'Storefront rebuild',
      milestones: [...input.milestones.slice(0, 1), { ...input.milestones[1]!, dueDate: null }],
    };
    expect((await save({ projectId: ref.id, project: renamed }, token)).error).toBeUndefined();
    const second = await listFieldsOf(ref);
    expect(second.searchTerms).toEqual(expect.arrayContaining(['storefront', 'harbour', 'lena']));
    expect(second.searchTerms).not.toContain('shopfront');
    expect(second.dueNext).toBe(day('2026-12-18'));

    // Completed: nothing is due, and it sorts after every dated project.
    expect((await save({ projectId: ref.id, project: { ...renamed, status: 'completed' } }, token)).error).toBe(
      undefined,
    );
    expect((await listFieldsOf(ref)).dueNext).toBe(NOTHING_DUE.toISOString());
  });

  it('is found by its client’s new names once the client is renamed', async () => {
    const [admin, client] = await Promise.all([
      newAccount({ role: 'admin' }),
      newClient({ name: 'Rhea Renamed', businessName: 'Old Harbour Co' }),
    ]);
    const created = await save({ clientId: client.uid, project: input }, await idTokenFor(admin));
    const ref = db.collection(COLLECTIONS.projects).doc(created.result!.projectId);
    written.push(ref);
    expect((await listFieldsOf(ref)).searchTerms).toContain('old');

    await db
      .collection(COLLECTIONS.clients)
      .doc(client.uid)
      .update({ businessName: 'Lighthouse Studio', updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => {
      const { searchTerms } = await listFieldsOf(ref);
      expect(searchTerms).toEqual(expect.arrayContaining(['lighthouse', 'li', 'studio', 'shopfront', 'rhea']));
      expect(searchTerms).not.toContain('old');
    });
  });
});

describe('the backfillProjectLists job', () => {
  it('gives projects stored before the list fields theirs, and a second run rewrites nothing', async () => {
    const client = await newClient({ name: 'Bea Backfill', businessName: 'Tidewater Tiles' });
    const ref = db.collection(COLLECTIONS.projects).doc();
    written.push(ref);
    // As stored before the fields (and the client's names) were copied onto projects.
    const {
      searchTerms: _terms,
      dueNext: _due,
      clientName: _name,
      clientPersonName: _person,
      ...legacy
    } = project({
      clientId: client.uid,
      name: 'Legacy brochure',
    });
    await ref.set(legacy);
    expect(await listFieldsOf(ref)).toEqual({ searchTerms: undefined, dueNext: undefined });

    expect(await runScheduledJob('backfillProjectLists')).toMatch(/Project lists: \d+ project\(s\)/);
    const filled = await listFieldsOf(ref);
    expect(filled.searchTerms).toEqual(expect.arrayContaining(['legacy', 'brochure', 'tidewater', 'bea']));
    // The factory's next milestone ("Design approved").
    expect(filled.dueNext).toBe(day('2026-11-30'));

    const time = (await ref.get()).updateTime!;
    await runScheduledJob('backfillProjectLists');
    expect((await ref.get()).updateTime!.isEqual(time)).toBe(true);
  });
});
