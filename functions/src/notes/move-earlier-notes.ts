import { FieldValue, type Query, Timestamp } from 'firebase-admin/firestore';

import {
  CLIENT_PRIVATE,
  EARLIER_NOTES_AUTHOR,
  earlierNoteId,
  type EarlierNotesSource,
  hasVisibleText,
  noteBodyFrom,
  type NoteSubject,
} from '@agency/common';

import { db } from '../lib/admin';
import { clientsWithNotesBoxQuery, leadsWithNotesBoxQuery, noteRef, type StoredNote } from '../lib/firestore/notes';

/** Records moved per batch: two writes each, well inside a batch's 500. */
const MOVE_PAGE = 200;

/** Where one kind of earlier notes box lives: the query finding boxes with something in them, and whose they are. */
interface NotesBox {
  source: EarlierNotesSource;
  field: 'notes' | 'adminNotes';
  withText: (max: number) => Query;
  subjectOf: (path: { id: string; parentId: string | undefined }) => NoteSubject | null;
}

const BOXES: NotesBox[] = [
  {
    source: 'lead-notes',
    field: 'notes',
    withText: leadsWithNotesBoxQuery,
    subjectOf: ({ id }) => ({ kind: 'lead', id }),
  },
  {
    source: 'client-admin-notes',
    field: 'adminNotes',
    withText: clientsWithNotesBoxQuery,
    // Only `clients/{uid}/private/agency` held the agency's notes about a client.
    subjectOf: ({ id, parentId }) =>
      id === CLIENT_PRIVATE.agencyDoc && parentId ? { kind: 'client', id: parentId } : null,
  },
];

/**
 * The move of the single notes box each lead (`notes`) and client (`private/agency.adminNotes`) had into the
 * append-only `notes` history (PORTAL.md): each box with text becomes its record's first note, under an id made
 * from the record (`earlierNoteId`), and the box is removed in the same batch. Run again, it finds no box and
 * writes nothing; cut short, it resumes with the boxes left (and a note written twice is the same note). A box of
 * nothing readable is removed without a note. Returns how many notes it made from leads' and clients' boxes.
 */
export async function moveEarlierNotes(now: Date): Promise<{ leads: number; clients: number }> {
  const moved = { leads: 0, clients: 0 };
  for (const box of BOXES) {
    for (;;) {
      const { docs } = await box.withText(MOVE_PAGE).get();
      if (!docs.length) break;
      const batch = db.batch();
      let notes = 0;
      for (const record of docs) {
        const subject = box.subjectOf({ id: record.id, parentId: record.ref.parent.parent?.id });
        const text: unknown = record.get(box.field);
        const body = typeof text === 'string' ? noteBodyFrom(text) : '';
        if (subject && hasVisibleText(body)) {
          const note: StoredNote = {
            subject,
            body,
            authorUid: null,
            authorName: EARLIER_NOTES_AUTHOR,
            createdAt: Timestamp.fromDate(now),
            movedFrom: box.source,
          };
          batch.set(noteRef(earlierNoteId(subject)), note);
          notes++;
        }
        batch.update(record.ref, { [box.field]: FieldValue.delete() });
      }
      await batch.commit();
      if (box.source === 'lead-notes') moved.leads += notes;
      else moved.clients += notes;
      if (docs.length < MOVE_PAGE) break;
    }
  }
  return moved;
}
