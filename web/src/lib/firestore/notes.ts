import {
  addDoc,
  collection,
  type Firestore,
  orderBy,
  query,
  serverTimestamp,
  where,
  type WithFieldValue,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { COLLECTIONS, type NoteDocument, NOTES_PAGE_SIZE, type NoteSubject } from '@agency/common';

import type { FailurePolicy } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { maybeText, readConverter, type Shape, text, time } from './read';

/** One of the agency's private notes, as the admin area shows it. */
export interface Note extends Omit<NoteDocument<Date>, 'subject' | 'movedFrom'> {
  id: string;
}

const NOTE_SHAPE: Shape<Note> = {
  id: 'id',
  // The note just added shows at once, at the time the SDK estimates, until the server's arrives.
  estimate: true,
  fields: { body: text(), authorUid: maybeText, authorName: text(), createdAt: time(new Date(0)) },
};

// One converter for every query: a query with another converter is another query, listened to afresh.
const noteConverter = readConverter(NOTE_SHAPE, 'Add a note with addNote; nobody changes one (firestore.rules).');

const notesCollection = (db: Firestore) => collection(db, COLLECTIONS.notes).withConverter(noteConverter);

/** The notes about `subject`, newest first, a page of `max` from `cursor`. */
export const notesAboutQuery = (db: Firestore, subject: NoteSubject, cursor: PageCursor | null, max: number) =>
  query(
    notesCollection(db),
    where('subject.kind', '==', subject.kind),
    where('subject.id', '==', subject.id),
    orderBy('createdAt', 'desc'),
    ...pageConstraints(cursor, max),
  );

/** One page of the notes about `subject`, live (NOTES_PAGE_SIZE, one more read to know whether more exist). */
export const useNotesPage = <P extends FailurePolicy>(subject: NoteSubject, cursor: PageCursor | null, policy: P) =>
  useLivePage(
    notesAboutQuery(useFirestore(), subject, cursor, NOTES_PAGE_SIZE + 1),
    cursor,
    NOTES_PAGE_SIZE,
    policy,
    `${subject.kind}/${subject.id}`,
  );

/**
 * Adds a note about `subject` in the signed-in administrator's name (firestore.rules check the uid, that the record
 * exists, and the text); `body` is already trimmed and checked (noteSchema).
 */
export function addNote(db: Firestore, subject: NoteSubject, body: string, author: { uid: string; name: string }) {
  const note: WithFieldValue<NoteDocument<Date>> = {
    subject,
    body,
    authorUid: author.uid,
    authorName: author.name,
    createdAt: serverTimestamp(),
  };
  return addDoc(collection(db, COLLECTIONS.notes), note);
}
