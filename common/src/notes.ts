import { type InferType, object, string } from 'yup';

import { hasVisibleText } from './schemas/fields';

/**
 * `notes/{noteId}` (PORTAL.md): the agency's private notes about a client, a lead or a conversation. Append-only: an
 * administrator adds one in their own name and nobody edits or deletes one through the SDKs (a correction is a new
 * note), so the history says who knew what and when. Clients never read them (firestore.rules).
 */
export const NOTE_SUBJECT_KINDS = ['client', 'lead', 'thread'] as const;
export type NoteSubjectKind = (typeof NOTE_SUBJECT_KINDS)[number];

/** What a note is about: the kind of record and its document id. */
export interface NoteSubject {
  kind: NoteSubjectKind;
  id: string;
}

export const NOTE_LIMITS = {
  /** A note's text, in characters. */
  body: 5000,
  /** The author's name as copied onto the note. */
  authorName: 200,
} as const;

/**
 * An earlier notes box as a note's text: trimmed and cut to NOTE_LIMITS.body UTF-16 units (as the note form counts),
 * never between the two halves of a character outside the Basic Multilingual Plane (an emoji), which would leave
 * half a character that Firestore refuses to store.
 */
export function noteBodyFrom(text: string): string {
  const body = text.trim().slice(0, NOTE_LIMITS.body);
  return /[\uD800-\uDBFF]$/.test(body) ? body.slice(0, -1) : body;
}

/** Notes shown at a time, newest first; older ones page. */
export const NOTES_PAGE_SIZE = 10;

/** Where a note came from when it was not added as one: the single notes box each lead and client had before. */
export const EARLIER_NOTES_SOURCES = ['lead-notes', 'client-admin-notes'] as const;
export type EarlierNotesSource = (typeof EARLIER_NOTES_SOURCES)[number];

export interface NoteDocument<Time> {
  subject: NoteSubject;
  body: string;
  /** Who added it; null for the notes box moved into the history (nobody knows who typed it). */
  authorUid: string | null;
  /** The author's name (or email) when they added it, copied so the history never looks a person up. */
  authorName: string;
  createdAt: Time;
  /** Set only on a note moved from an earlier notes box by the `moveEarlierNotes` job. */
  movedFrom?: EarlierNotesSource;
}

/**
 * The id of the note an earlier notes box becomes: one per record, so the move writes it at most once however often
 * it runs (and a note id the SDKs make, 20 letters and digits, can never be one).
 */
export const earlierNoteId = (subject: NoteSubject) => `earlier-${subject.kind}-${subject.id}`;

/** The name a moved notes box is shown under. */
export const EARLIER_NOTES_AUTHOR = 'Notes kept before the history';

export const noteSchema = object({
  body: string()
    .trim()
    .max(NOTE_LIMITS.body, `A note can be at most ${NOTE_LIMITS.body.toLocaleString('en-AU')} characters`)
    .test('visible', 'Write the note first', (value) => !value || hasVisibleText(value))
    .required('Write the note first'),
});

export type NoteInput = InferType<typeof noteSchema>;
