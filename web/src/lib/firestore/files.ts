import {
  collection,
  doc,
  type Firestore,
  getDocFromServer,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  contentTypeFor,
  FILE_LIMITS,
  type FileApproval,
  type FileDocument,
  storagePathOf,
  type UploaderRole,
  type UsageDocument,
  usageOf,
} from '@agency/common';

import { docValue, type FailurePolicy, useLiveDocument, useLiveRows } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { count, flag, maybeText, nested, readConverter, type Shape, text, time } from './read';

/** A file's metadata as the web reads it (the bytes are in Storage at `storagePath`). */
export interface SharedFile extends FileDocument<Date | null> {
  id: string;
}

/** How a stored file reads: its times, and what a file from before a field existed lacks. */
export const FILE_SHAPE: Shape<SharedFile> = {
  id: 'id',
  estimate: true,
  fields: {
    projectId: maybeText,
    // Stored before files had titles: titled with its name, as the rules title it.
    title: (stored, data) => (typeof stored === 'string' ? stored : text()(data.name, data)),
    uploaderName: maybeText,
    createdAt: time(),
    deliverable: flag,
    approval: nested<FileApproval<Date | null>>({ fields: { comment: maybeText, by: maybeText, at: time() } }),
    ready: flag,
    readyAt: time(),
    // Stored before lists asked for newest versions: not listed until the backfillLatestVersions job has run.
    latest: flag,
  },
};

const converter = readConverter(
  FILE_SHAPE,
  'File metadata is created by createFileMetadata; functions write the rest.',
);

export const filesCollection = (db: Firestore) => collection(db, COLLECTIONS.files).withConverter(converter);

export const fileRef = (db: Firestore, id: string) => doc(filesCollection(db), id);

/*
 * Every list shows each file once, as its newest ready version: the one a function marks `latest`
 * (docs/decisions/038-latest-file-version.md). Older versions are in the file's history (versionsQuery); files still
 * uploading are in no list.
 */

/** A client's files, newest first (firestore.rules let a client list only a query that asks for their own). */
export const clientFilesQuery = (db: Firestore, clientId: string) =>
  query(
    filesCollection(db),
    where('clientId', '==', clientId),
    where('latest', '==', true),
    orderBy('createdAt', 'desc'),
    limit(FILE_LIMITS.page),
  );

/** A project's files, newest first; `clientId` is the project's client (the rules need it said for clients). */
export const projectFilesQuery = (db: Firestore, clientId: string, projectId: string) =>
  query(
    filesCollection(db),
    where('clientId', '==', clientId),
    where('projectId', '==', projectId),
    where('latest', '==', true),
    orderBy('createdAt', 'desc'),
    limit(FILE_LIMITS.page),
  );

/**
 * A client's deliverables awaiting their decision (only a file's newest version can be decided), the longest waiting
 * first, FILE_LIMITS.page at most: read on their own, so none is missed behind newer files.
 */
export const awaitingDecisionQuery = (db: Firestore, clientId: string) =>
  query(
    filesCollection(db),
    where('clientId', '==', clientId),
    where('latest', '==', true),
    where('deliverable', '==', true),
    where('approval.status', '==', 'pending'),
    orderBy('createdAt', 'asc'),
    limit(FILE_LIMITS.page),
  );

export interface AdminFileFilter {
  clientId: string | null;
  projectId: string | null;
}

/** Rows on one page of the admin Files screen. */
export const ADMIN_FILES_PAGE_SIZE = 25;

/**
 * Every client's files for the agency (each one's newest ready version), newest first, narrowed to one client or one
 * project: `max` of them from `cursor` (docs/decisions/033-cursor-paging.md).
 */
export function adminFilesQuery(
  db: Firestore,
  filter: AdminFileFilter,
  cursor: PageCursor | null = null,
  max = ADMIN_FILES_PAGE_SIZE + 1,
) {
  const narrowed = filter.projectId
    ? [where('projectId', '==', filter.projectId)]
    : filter.clientId
      ? [where('clientId', '==', filter.clientId)]
      : [];
  return query(
    filesCollection(db),
    ...narrowed,
    where('latest', '==', true),
    orderBy('createdAt', 'desc'),
    ...pageConstraints(cursor, max),
  );
}

/** How many versions of a file its history reads at a time. */
export const HISTORY_PAGE = 10;

/** The newest `max` versions of one file, newest first. */
export const versionsQuery = (db: Firestore, clientId: string, versionGroup: string, max: number) =>
  query(
    filesCollection(db),
    where('clientId', '==', clientId),
    where('versionGroup', '==', versionGroup),
    orderBy('version', 'desc'),
    limit(max),
  );

/**
 * How many files each read of the next-version look-up takes: 30 names of ten files each. Past the limit a name may
 * go unmatched, and its file is then uploaded as a file of its own, as when the look-up fails (nobody is asked,
 * nothing is lost).
 */
export const NAMED_FILES_READ = 300;

/**
 * The newest ready versions (`latest`) of a client's files whose `field` is one of `names` (at most 30: Firestore's
 * `in` limit), NAMED_FILES_READ at most.
 */
export const clientFilesNamedQuery = (
  db: Firestore,
  clientId: string,
  field: 'title' | 'name',
  names: readonly string[],
) =>
  query(
    filesCollection(db),
    where('clientId', '==', clientId),
    where(field, 'in', names.slice(0, 30)),
    where('latest', '==', true),
    limit(NAMED_FILES_READ),
  );

/**
 * For each of `names` (up to 30) that a client's ready file has, as its title or its newest version's name, that
 * newest version (of two such files, the newest): what an upload of a file of that name would be the next version
 * of. Administrators only; two small reads.
 */
export async function findFilesNamed(
  db: Firestore,
  clientId: string,
  names: readonly string[],
): Promise<Map<string, SharedFile>> {
  const asked = [...new Set(names)].slice(0, 30);
  const found = new Map<string, SharedFile>();
  if (!asked.length) return found;
  const hits = await Promise.all(
    (['title', 'name'] as const).map((field) => getDocs(clientFilesNamedQuery(db, clientId, field, asked))),
  );
  const newest = hits
    .flatMap((hit) => hit.docs.map((row) => row.data()))
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
  for (const name of asked) {
    const file = newest.find((candidate) => candidate.title === name || candidate.name === name);
    if (file) found.set(name, file);
  }
  return found;
}

export interface NewFile {
  clientId: string;
  projectId: string | null;
  name: string;
  size: number;
  uploadedBy: string;
  uploaderRole: UploaderRole;
  /** The agency asks the client to approve it. */
  deliverable: boolean;
  /** For a new version of an existing file: its group, the number this one takes and the title it keeps. */
  versionOf?: { versionGroup: string; version: number; title: string };
}

/** Where the next version of `file` goes: its client, project and group, asking approval again if it did. */
export const nextVersionOf = (file: SharedFile): Omit<NewFile, 'name' | 'size' | 'uploadedBy'> => ({
  clientId: file.clientId,
  projectId: file.projectId,
  uploaderRole: 'agency',
  deliverable: file.deliverable,
  versionOf: { versionGroup: file.versionGroup, version: file.version + 1, title: file.title },
});

/**
 * Writes a file's metadata before its bytes (storage.rules accept the bytes only when they match it) and gives
 * its id and where the bytes go. A client's upload counts itself in their usage in the same batch (one more upload
 * today, its size more stored), as firestore.rules require. Rejects when firestore.rules refuse it.
 */
export async function createFileMetadata(db: Firestore, file: NewFile): Promise<{ id: string; storagePath: string }> {
  const ref = doc(collection(db, COLLECTIONS.files));
  const contentType = contentTypeFor(file.name);
  if (!contentType) throw new Error(`${file.name} is not a kind of file we accept`);
  const storagePath = storagePathOf(file.clientId, ref.id, file.name);
  const batch = writeBatch(db);
  batch.set(ref, {
    clientId: file.clientId,
    projectId: file.projectId,
    name: file.name,
    title: file.versionOf?.title ?? file.name,
    size: file.size,
    contentType,
    storagePath,
    uploadedBy: file.uploadedBy,
    uploaderRole: file.uploaderRole,
    uploaderName: null,
    createdAt: serverTimestamp(),
    versionGroup: file.versionOf?.versionGroup ?? ref.id,
    version: file.versionOf?.version ?? 1,
    deliverable: file.deliverable,
    approval: file.deliverable ? { status: 'pending', comment: null, by: null, at: null } : null,
    ready: false,
    readyAt: null,
    // Only a function marks the newest ready version (firestore.rules refuse anything but false here).
    latest: false,
  });
  if (file.uploaderRole === 'client') {
    batch.set(
      doc(db, COLLECTIONS.usage, file.clientId),
      { filesToday: increment(1), bytesStored: increment(file.size), lastFileId: ref.id },
      { merge: true },
    );
  }
  await batch.commit();
  return { id: ref.id, storagePath };
}

/**
 * Deletes a file: its metadata here, with its tombstone saying who deleted it (the id is never used again), and
 * (a function, on that) its bytes.
 */
export function deleteFile(db: Firestore, id: string, deletedBy: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, COLLECTIONS.files, id));
  batch.set(doc(db, COLLECTIONS.deletedFiles, id), { deletedBy, deletedAt: serverTimestamp() });
  return batch.commit();
}

/** How a stored usage document reads: each count 0 when it is missing. */
export const USAGE_SHAPE: Shape<UsageDocument> = {
  fields: { messagesToday: count(), filesToday: count(), bytesStored: count() },
};

const usageConverter = readConverter(
  USAGE_SHAPE,
  'Usage is counted in the batch of each write it counts (createFileMetadata, sendMessage).',
);

/** `usage/{clientId}`, for reading: what a client business has used of its limits (common's USAGE_LIMITS). */
export const usageRef = (db: Firestore, clientId: string) =>
  doc(db, COLLECTIONS.usage, clientId).withConverter(usageConverter);

/**
 * A client's usage as the server has it now (after a refusal the local copy may still hold the refused count),
 * or null when it cannot be read.
 */
export async function readUsage(db: Firestore, clientId: string): Promise<UsageDocument | null> {
  try {
    return (await getDocFromServer(usageRef(db, clientId))).data() ?? usageOf(null);
  } catch {
    return null;
  }
}

/** A deliverable the client has yet to decide on (only its newest version can be decided). */
export const awaitsDecision = (file: SharedFile) => file.deliverable && file.approval?.status === 'pending';

/** A client's files, newest first, live. */
export const useClientFiles = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(clientFilesQuery(useFirestore(), clientId), policy);

/** A client's deliverables awaiting their decision, the longest waiting first, live. */
export const useAwaitingDecision = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(awaitingDecisionQuery(useFirestore(), clientId), policy);

/** A project's files, newest first, live. */
export const useProjectFiles = <P extends FailurePolicy>(clientId: string, projectId: string, policy: P) =>
  useLiveRows(projectFilesQuery(useFirestore(), clientId, projectId), policy);

/**
 * One page of the agency's files narrowed by `filter`, from `cursor`, live (ADMIN_FILES_PAGE_SIZE rows, one more
 * read to know whether a next page exists); the rows shown stay while the next page of the same filter arrives.
 */
export const useAdminFilesPage = <P extends FailurePolicy>(
  filter: AdminFileFilter,
  cursor: PageCursor | null,
  policy: P,
) =>
  useLivePage(
    adminFilesQuery(useFirestore(), filter, cursor, ADMIN_FILES_PAGE_SIZE + 1),
    cursor,
    ADMIN_FILES_PAGE_SIZE,
    policy,
    JSON.stringify(filter),
  );

/** Every version of one file, live. */
export const useFileVersions = <P extends FailurePolicy>(
  clientId: string,
  versionGroup: string,
  max: number,
  policy: P,
) => useLiveRows(versionsQuery(useFirestore(), clientId, versionGroup, max), policy, versionGroup);

/** One file's metadata, live (none to read while `id` is null). */
export function useFile<P extends FailurePolicy>(id: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? fileRef(db, id) : null, policy);
}

/** A client's usage, live (none to read while `clientId` is null). */
export function useUsage<P extends FailurePolicy>(clientId: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(clientId ? usageRef(db, clientId) : null, policy);
}

/**
 * Follows one new file until a function has checked its bytes: `ready` once it has, `refused` when its metadata
 * disappears (the function refused them), `failed` when it cannot be read. Returns the way to stop following.
 */
export function watchUntilReady(
  db: Firestore,
  fileId: string,
  on: { ready: () => void; refused: () => void; failed: () => void },
): () => void {
  return docValue(fileRef(db, fileId)).listen((file) => {
    if (!file) on.refused();
    else if (file.ready) on.ready();
  }, on.failed);
}
