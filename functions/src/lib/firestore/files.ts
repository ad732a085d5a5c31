import { FieldValue, type Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';

import { COLLECTIONS, DELETED_BY_SYSTEM, type DeletedFileDocument, type FileDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredFile = FileDocument<Timestamp>;

/** Where `onFileDeleted` listens: every file's metadata. */
export const FILE_DOCUMENT_PATH = `${COLLECTIONS.files}/{fileId}` as const;

const files = () => db.collection(COLLECTIONS.files).withConverter(typed<StoredFile>());

/** `files/{fileId}`: one file's metadata (its bytes live in Storage at its `storagePath`). */
export const fileRef = (id: string) => files().doc(id);

/** The versions of a file after `version`, newest first (the index on versionGroup and version, descending). */
export const laterVersionsQuery = (versionGroup: string, version: number) =>
  files().where('versionGroup', '==', versionGroup).where('version', '>', version).orderBy('version', 'desc');

/**
 * Every version of a file, newest first (the same index): what decides which one is `latest`. A group holds the
 * versions people uploaded of one file, a handful, so it is read whole.
 */
export const groupVersionsQuery = (versionGroup: string) =>
  files().where('versionGroup', '==', versionGroup).orderBy('version', 'desc');

/**
 * Files by version group, `max` at a time, from the group after `afterGroup` (the latest-version backfill's pages;
 * one field's order, which its automatic index serves).
 */
export function versionGroupPage(max: number, afterGroup?: unknown) {
  const page = files().orderBy('versionGroup').limit(max);
  return afterGroup === undefined ? page : page.startAfter(afterGroup);
}

/** `deletedFiles/{fileId}`: a deleted file's tombstone (who deleted it, when); its id is never used again. */
export const tombstoneRef = (id: string) =>
  db.collection(COLLECTIONS.deletedFiles).doc(id).withConverter(typed<DeletedFileDocument<Timestamp>>());

/**
 * Deletes a file's metadata and writes its tombstone in the same batch or transaction, as every path that removes a
 * file must (firestore.rules ask the same of the browser): a function's deletion is the system's, not a person's.
 * onFileDeleted then deletes the bytes, logs it and gives back a client upload's bytes to their usage.
 */
export function deleteWithTombstone(writer: Transaction | WriteBatch, fileId: string): void {
  writer.delete(fileRef(fileId));
  writer.create(tombstoneRef(fileId), { deletedBy: DELETED_BY_SYSTEM, deletedAt: FieldValue.serverTimestamp() });
}

/** Files whose bytes never arrived by `before`: not ready, created before then, oldest first. */
export const unfinishedUploadsBefore = (before: Date, limit: number) =>
  files().where('ready', '==', false).where('createdAt', '<', before).orderBy('createdAt').limit(limit);
