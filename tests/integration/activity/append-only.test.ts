import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';

// As the emulator runs functions: onFileDeleted then leaves Storage alone (no bytes to delete here).
process.env.FUNCTIONS_EMULATOR = 'true';
delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const { isAlreadyExists, recordActivity, SYSTEM_ACTOR } = await import('../../../functions/src/lib/activity');
const { onFileDeleted } = await import('../../../functions/src/files/on-file-deleted');
const adminDb = (await import('../../../functions/src/lib/admin')).db;

const written = new Set<string>();
afterAll(async () => {
  await Promise.all([...written].map((id) => db.collection(COLLECTIONS.activity).doc(id).delete()));
});

const entryOf = async (id: string) => (await db.collection(COLLECTIONS.activity).doc(id).get()).data();

/** An entry about a client's quote, as a function writes it. */
const expired = (title: string) =>
  ({
    type: 'quote_expired',
    ...SYSTEM_ACTOR,
    subjectUid: 'client-append',
    clientId: 'client-append',
    clientName: 'Green Roots Naturopathy',
    projectId: null,
    projectName: null,
    clientVisible: true,
    details: { quoteId: 'q1', number: 'Q-2026-0001', title },
  }) as const;

describe('the activity log is append-only', () => {
  it('refuses a second write of an entry with the same id, leaving the first intact', async () => {
    const id = `append-${randomUUID()}`;
    written.add(id);
    const first = adminDb.batch();
    recordActivity(first, expired('Website rebuild'), id);
    await first.commit();
    const stored = await entryOf(id);

    const second = adminDb.batch();
    recordActivity(second, expired('Something else'), id);
    const refusal = await second.commit().then(
      () => null,
      (error: unknown) => error,
    );

    expect(isAlreadyExists(refusal)).toBe(true);
    expect(await entryOf(id)).toEqual(stored);
    expect(stored).toMatchObject({ details: { title: 'Website rebuild' } });
  });

  it('lets a retried trigger find its entry written: done, not failed, and the entry as first written', async () => {
    const fileId = `append-${randomUUID()}`;
    const id = `file-deleted-${fileId}`;
    written.add(id);
    // What Firestore hands onFileDeleted for a ready file's deleted metadata, delivered twice.
    const file = {
      clientId: 'client-append',
      projectId: null,
      name: 'brief.pdf',
      storagePath: `clients/client-append/files/${fileId}/brief.pdf`,
      version: 1,
      ready: true,
    };
    const event = { params: { fileId }, data: { data: () => file } } as unknown as Parameters<
      typeof onFileDeleted.run
    >[0];

    await onFileDeleted.run(event);
    const stored = await entryOf(id);
    expect(stored).toMatchObject({ type: 'file_deleted', details: { fileId, name: 'brief.pdf', version: 1 } });

    await expect(onFileDeleted.run(event)).resolves.toBeUndefined();
    expect(await entryOf(id)).toEqual(stored);
  });
});
