import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { CLIENT_PRIVATE, COLLECTIONS, EARLIER_NOTES_AUTHOR, earlierNoteId, type NoteSubject } from '@agency/common';

import { clientPrivate, lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';

// After the test support has started the Admin SDK for the emulators' project, so the functions' code finds it.
const { moveEarlierNotes } = await import('../../../functions/src/notes/move-earlier-notes');

const written: FirebaseFirestore.DocumentReference[] = [];
afterAll(() => Promise.all(written.map((ref) => ref.delete())));

const leadRef = (id: string) => db.collection(COLLECTIONS.leads).doc(id);
const agencyRef = (clientId: string) =>
  db.collection(COLLECTIONS.clients).doc(clientId).collection(CLIENT_PRIVATE.collection).doc(CLIENT_PRIVATE.agencyDoc);
const noteOf = async (subject: NoteSubject) =>
  (await db.collection(COLLECTIONS.notes).doc(earlierNoteId(subject)).get()).data();

async function store(ref: FirebaseFirestore.DocumentReference, data: object) {
  written.push(ref);
  await ref.set(data);
}

describe('moving the earlier notes boxes into the notes history', () => {
  it('makes each box with text its record’s first note, removes the box, and does nothing the second time', async () => {
    const id = randomUUID().slice(0, 8);
    const withNotes = { kind: 'lead', id: `lead-notes-${id}` } as const;
    const blank = { kind: 'lead', id: `lead-blank-${id}` } as const;
    const client = { kind: 'client', id: `client-notes-${id}` } as const;
    await store(leadRef(withNotes.id), { ...lead(), notes: '  Called back Tuesday.\nWants a quote.  ' });
    await store(leadRef(blank.id), { ...lead(), notes: ' \u200b ' });
    await store(agencyRef(client.id), clientPrivate({ adminNotes: 'Prefers email.', fromLeadId: withNotes.id }));
    written.push(
      ...[withNotes, blank, client].map((subject) => db.collection(COLLECTIONS.notes).doc(earlierNoteId(subject))),
    );
    const now = new Date('2026-11-29T04:15:00+10:00');

    const first = await moveEarlierNotes(now);

    expect(first.leads).toBeGreaterThanOrEqual(1);
    expect(first.clients).toBeGreaterThanOrEqual(1);
    expect(await noteOf(withNotes)).toEqual({
      subject: withNotes,
      body: 'Called back Tuesday.\nWants a quote.',
      authorUid: null,
      authorName: EARLIER_NOTES_AUTHOR,
      createdAt: expect.objectContaining({ seconds: now.getTime() / 1000 }),
      movedFrom: 'lead-notes',
    });
    expect(await noteOf(client)).toMatchObject({
      subject: client,
      body: 'Prefers email.',
      movedFrom: 'client-admin-notes',
    });
    // A box of nothing readable is removed without a note.
    expect(await noteOf(blank)).toBeUndefined();
    expect((await leadRef(withNotes.id).get()).get('notes')).toBeUndefined();
    expect((await leadRef(blank.id).get()).get('notes')).toBeUndefined();
    // The rest of the agency's record of the client stays.
    expect((await agencyRef(client.id).get()).data()).toEqual({ fromLeadId: withNotes.id });

    expect(await moveEarlierNotes(new Date('2026-12-06T04:15:00+10:00'))).toEqual({ leads: 0, clients: 0 });
    expect((await noteOf(withNotes))?.createdAt).toEqual(expect.objectContaining({ seconds: now.getTime() / 1000 }));
  });
});
