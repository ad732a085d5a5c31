import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, earlierNoteId, type NoteSubject } from '@agency/common';

import { clientProfile, lead, thread } from '../../support/factories';
import {
  ADMIN_UID,
  CALLER_UIDS,
  callers,
  CLIENT_UID,
  NOT_ADMIN_CALLERS,
  SIGNED_IN_AT,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const NOTES = COLLECTIONS.notes;
const ALICE: NoteSubject = { kind: 'client', id: CLIENT_UID };

/** A note as the admin area adds one, by `authorUid`, about `subject`. */
const newNote = (authorUid: string, subject: NoteSubject = ALICE, overrides: Record<string, unknown> = {}) => ({
  subject,
  body: 'Prefers phone calls before 10.',
  authorUid,
  authorName: 'Sam Admin',
  createdAt: serverTimestamp(),
  ...overrides,
});

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, COLLECTIONS.clients, CLIENT_UID), clientProfile());
    await setDoc(doc(db, COLLECTIONS.leads, 'lead-1'), lead());
    await setDoc(doc(db, COLLECTIONS.threads, 'thread-1'), thread({ clientId: CLIENT_UID }));
    await setDoc(doc(db, NOTES, 'note-1'), { ...newNote(ADMIN_UID), createdAt: Timestamp.now() });
  }),
);

/** The query the client record's notes make: one subject's, newest first, a page at a time. */
const notesAbout = (db: ReturnType<ReturnType<typeof callers>['admin']['firestore']>, subject: NoteSubject) =>
  query(
    collection(db, NOTES),
    where('subject.kind', '==', subject.kind),
    where('subject.id', '==', subject.id),
    orderBy('createdAt', 'desc'),
    limit(11),
  );

describe.each(NOT_ADMIN_CALLERS)('notes, for a caller who is %s', (caller) => {
  const db = () => callers(env())[caller].firestore();

  it('should not allow reading a note or listing them, even the notes about themselves', async () => {
    await assertFails(getDoc(doc(db(), NOTES, 'note-1')));
    await assertFails(getDocs(notesAbout(db(), ALICE)));
  });

  it('should not allow adding a note, even one in their own name about themselves', async () => {
    const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];
    await assertFails(addDoc(collection(db(), NOTES), newNote(uid, { kind: 'client', id: uid })));
  });

  it('should not allow changing or deleting a note', async () => {
    await assertFails(updateDoc(doc(db(), NOTES, 'note-1'), { body: 'Rewritten.' }));
    await assertFails(deleteDoc(doc(db(), NOTES, 'note-1')));
  });
});

describe('notes, for an admin', () => {
  // As Auth signs an admin in: the token names them (`name`, once they have a display name) and their email.
  const named = () =>
    env().authenticatedContext(ADMIN_UID, {
      role: 'admin',
      name: 'Sam Admin',
      email: 'sam@example.com',
      auth_time: SIGNED_IN_AT,
    });
  let signedIn: ReturnType<typeof named> | undefined;
  const db = () => (signedIn ??= named()).firestore();
  const add = (data: Record<string, unknown>) => addDoc(collection(db(), NOTES), data);

  it('should allow reading a note and listing the notes about one record', async () => {
    await assertSucceeds(getDoc(doc(db(), NOTES, 'note-1')));
    const page = await assertSucceeds(getDocs(notesAbout(db(), ALICE)));
    expect(page.docs.map((note) => note.id)).toEqual(['note-1']);
  });

  it.each<NoteSubject>([ALICE, { kind: 'lead', id: 'lead-1' }, { kind: 'thread', id: 'thread-1' }])(
    'should allow adding a note in their own name about a $kind',
    async (subject) => {
      await assertSucceeds(add(newNote(ADMIN_UID, subject)));
    },
  );

  it('should allow a note in the email their session carries, as an admin with no display name writes', async () => {
    await assertSucceeds(add(newNote(ADMIN_UID, ALICE, { authorName: 'sam@example.com' })));
  });

  it('should allow a note of 5000 characters, and no more', async () => {
    await assertSucceeds(add(newNote(ADMIN_UID, ALICE, { body: 'x'.repeat(5000) })));
    await assertFails(add(newNote(ADMIN_UID, ALICE, { body: 'x'.repeat(5001) })));
  });

  it.each([
    ['about a client who does not exist', newNote(ADMIN_UID, { kind: 'client', id: 'client-nobody' })],
    ['about a lead who does not exist', newNote(ADMIN_UID, { kind: 'lead', id: 'lead-nobody' })],
    [
      'about a kind of record notes are not kept on',
      newNote(ADMIN_UID, { kind: 'project', id: 'lead-1' } as unknown as NoteSubject),
    ],
    ['about a path rather than a record', newNote(ADMIN_UID, { kind: 'client', id: `${CLIENT_UID}/private/agency` })],
    [
      'with a subject of more than a kind and an id',
      newNote(ADMIN_UID, { ...ALICE, clientId: CLIENT_UID } as NoteSubject),
    ],
    ['in another person’s name', newNote('admin-mallory')],
    ['with no author name', newNote(ADMIN_UID, ALICE, { authorName: ' \u200b ' })],
    ['in a name their session does not carry', newNote(ADMIN_UID, ALICE, { authorName: 'Alex Owner' })],
    ['dated other than now', newNote(ADMIN_UID, ALICE, { createdAt: Timestamp.fromDate(new Date('2020-01-01')) })],
    ['with nothing to read', newNote(ADMIN_UID, ALICE, { body: ' \n\u200b\u00a0' })],
    ['that says it was moved from an earlier notes box', newNote(ADMIN_UID, ALICE, { movedFrom: 'lead-notes' })],
  ])('should not allow a note %s', async (_what, data) => {
    await assertFails(add(data));
  });

  it('should not allow writing a note under an id of its choosing (a moved notes box has one)', async () => {
    await assertFails(setDoc(doc(db(), NOTES, earlierNoteId(ALICE)), newNote(ADMIN_UID)));
  });

  it('should not allow changing or deleting a note, even their own', async () => {
    await assertFails(updateDoc(doc(db(), NOTES, 'note-1'), { body: 'Rewritten.' }));
    await assertFails(deleteDoc(doc(db(), NOTES, 'note-1')));
  });
});
