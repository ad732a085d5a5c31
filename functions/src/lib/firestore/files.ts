import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type FileDocument } from '@agency/common';

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
