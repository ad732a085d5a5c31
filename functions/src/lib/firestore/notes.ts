import type { Timestamp } from 'firebase-admin/firestore';

import { CLIENT_PRIVATE, COLLECTIONS, type NoteDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredNote = NoteDocument<Timestamp>;

/** `notes/{id}`: the agency's private notes (firestore.rules: admins add them, nobody changes one). */
export const noteRef = (id: string) => db.collection(COLLECTIONS.notes).withConverter(typed<StoredNote>()).doc(id);

/** Leads whose single notes box, from before the notes history, still holds text: `max` of them. */
export const leadsWithNotesBoxQuery = (max: number) =>
  db.collection(COLLECTIONS.leads).where('notes', '>', '').orderBy('notes').limit(max);

/** Clients' private documents whose admin notes box, from before the notes history, still holds text. */
export const clientsWithNotesBoxQuery = (max: number) =>
  db.collectionGroup(CLIENT_PRIVATE.collection).where('adminNotes', '>', '').orderBy('adminNotes').limit(max);
