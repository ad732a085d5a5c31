import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';

import {
  ALLOWED_CONTENT_TYPES,
  contentTypeFor,
  FILE_LIMITS,
  fileNameProblem,
  MESSAGE_MAIL_INTERVAL_MS,
  type NewActivity,
} from '@agency/common';

import { agencyNotifyEmail } from '../config';
import {
  activityExists,
  type Actor,
  clientNameOf,
  clientPersonName,
  projectNameOf,
  recordActivity,
} from '../lib/activity';
import { db, filesBucket } from '../lib/admin';
import { clientNamesFor } from '../lib/client-names';
import { clientRef } from '../lib/firestore/clients';
import { deleteWithTombstone, fileRef, type StoredFile } from '../lib/firestore/files';
import { mailRef } from '../lib/firestore/mail';
import { rateLimitRef } from '../lib/firestore/rate-limits';
import { notifyClient } from '../notifications/client-notifications';

import { revokeDownloadLinks } from './download-links';
import { agencyUploadMail } from './file-mail';
import { adminNameOf, clientOf } from './file-people';
import { readGroupLatest } from './latest-version';
import { fileOfObject } from './stored-object';

/** An entry with the id it is (or would be) stored under. */
type IdentifiedEntry = NewActivity & { id: string };

/** What the function made of an object: confirmed now or before (a retry), or removed, and why. */
type Outcome =
  | { kind: 'confirmed'; file: StoredFile; entry: IdentifiedEntry }
  | { kind: 'removed'; reason: string; metadataRemoved: boolean };

/**
 * Confirms an upload (docs/decisions/016-files.md): storage.rules let the bytes in only when they match the
 * metadata the browser wrote first; this checks them once more against it, then, in one transaction, marks the
 * file ready, makes it its group's `latest` (lists show those only) unless a higher version is ready already, names
 * the uploader and logs `file_uploaded` (or `deliverable_shared`
 * for a deliverable), and afterwards tells the other side: the agency by email (at most one per client every
 * MESSAGE_MAIL_INTERVAL_MS, like message mails), the client about a deliverable awaiting their approval.
 *
 * Bytes with no metadata (cancelled while finishing), bytes that disagree with it (then the metadata goes too, with
 * its tombstone), and bytes stored over a file already confirmed are deleted. A confirmed file's download tokens
 * are taken away (download-links.ts): nobody reads the bytes but through the rules. A file whose `readyAt` is not before the object was
 * created was confirmed with these very bytes: a retried event, which only finishes the notifying (each mail's id
 * is fixed, so it is never sent twice).
 */
// Retried on failure (deployed; the emulator runs each event once): see above for why a retry is safe.
export const onFileFinalized = onObjectFinalized({ retry: true }, async (event) => {
  const object = event.data;
  const about = fileOfObject(object.name);
  if (!about) {
    logger.warn('An object outside clients/{clientId}/files/{fileId}/{name} was left alone', { name: object.name });
    return;
  }
  const ref = fileRef(about.fileId);
  const known = (await ref.get()).data();
  // Read before the transaction, which then holds the file only for the decision: who uploaded it, and the names
  // its entry copies.
  const [profile, projectName] = known
    ? await Promise.all([
        clientRef(known.clientId)
          .get()
          .then((snapshot) => snapshot.data()),
        projectNameOf(known.projectId),
      ])
    : [undefined, null];
  const uploaderName = known
    ? known.uploaderRole === 'client'
      ? clientPersonName(profile)
      : await adminNameOf(known.uploadedBy)
    : null;
  const names = { clientName: clientNameOf(profile), projectName };
  const createdAt = object.timeCreated ? new Date(object.timeCreated).getTime() : undefined;

  const outcome = await db.runTransaction(async (transaction): Promise<Outcome> => {
    const file = (await transaction.get(ref)).data();
    if (!file) return { kind: 'removed', reason: 'it has no metadata', metadataRemoved: false };
    const entry = uploadEntry(about.fileId, file, uploaderName ?? file.uploaderName ?? 'Someone', names);
    if (file.ready) {
      // Confirmed before: with these bytes (a retry), or these were stored over them afterwards.
      const confirmedThese = createdAt === undefined || !file.readyAt || file.readyAt.toMillis() >= createdAt;
      return confirmedThese
        ? { kind: 'confirmed', file, entry }
        : { kind: 'removed', reason: 'they were stored over a file already confirmed', metadataRemoved: false };
    }
    const problem = mismatch(file, about, object);
    if (problem) {
      deleteWithTombstone(transaction, about.fileId);
      return { kind: 'removed', reason: problem, metadataRemoved: true };
    }
    // An entry already there was written for these very bytes by an earlier delivery of this event.
    const logged = await activityExists(entry.id, transaction);
    // The lists' copy of the client's names, from the profile as this transaction reads it: set with `ready`, as
    // lists show ready files only, and never by the browser (firestore.rules refuse the fields on a new file).
    const clientNames = await clientNamesFor(file.clientId, transaction);
    // Lists show each group's newest ready version (`latest`): this one, unless a higher version finished first.
    const group = await readGroupLatest(transaction, file.versionGroup, about.fileId, true);
    transaction.update(ref, {
      ready: true,
      readyAt: FieldValue.serverTimestamp(),
      uploaderName,
      ...clientNames,
      latest: group.latest,
    });
    group.writeOthers();
    const { id, ...facts } = entry;
    if (!logged) recordActivity(transaction, facts as NewActivity, id);
    return { kind: 'confirmed', file: { ...file, uploaderName, ...clientNames, latest: group.latest }, entry };
  });

  if (outcome.kind === 'removed') {
    logger.warn(`Deleted the bytes of file ${about.fileId}: ${outcome.reason}`, {
      name: object.name,
      metadataRemoved: outcome.metadataRemoved,
    });
    // This generation only: never an upload that has replaced it since.
    await filesBucket().file(object.name, { generation: object.generation }).delete({ ignoreNotFound: true });
    return;
  }
  // Whatever token the upload carries (production makes one for every upload) would be a link for anyone.
  await revokeDownloadLinks(filesBucket().file(object.name));
  await tellTheOtherSide(about.fileId, outcome.file, outcome.entry);
});

/** Why the stored object cannot be the file its metadata describes, or null when it matches. */
function mismatch(
  file: StoredFile,
  about: { clientId: string; name: string },
  object: { name: string; size: number | string; contentType?: string; contentEncoding?: string },
): string | null {
  // Gzip bytes are served decompressed: 25 MB stored could be gigabytes read (storage.rules refuse it as well).
  if (object.contentEncoding && object.contentEncoding !== 'identity') return 'they are stored encoded';
  if (file.clientId !== about.clientId || file.name !== about.name || file.storagePath !== object.name) {
    return 'their path is not the metadata’s';
  }
  if (Number(object.size) !== file.size) return `their size (${object.size}) is not the metadata’s (${file.size})`;
  if (Number(object.size) > FILE_LIMITS.maxBytes) return 'they are larger than a file may be';
  if (object.contentType !== file.contentType) return `their type (${object.contentType}) is not the metadata’s`;
  if (fileNameProblem(file.name) || contentTypeFor(file.name) !== file.contentType) {
    return 'the file’s name and type are not of an accepted kind';
  }
  if (!ALLOWED_CONTENT_TYPES.includes(file.contentType)) return 'their type is not accepted';
  return null;
}

/** The activity entry of a confirmed upload, under an id fixed by the file. */
function uploadEntry(
  fileId: string,
  file: StoredFile,
  uploaderName: string,
  names: { clientName: string; projectName: string | null },
): IdentifiedEntry {
  const shared = file.deliverable;
  const actor: Actor = {
    actor: file.uploadedBy,
    actorName: uploaderName,
    actorRole: file.uploaderRole === 'client' ? 'client' : 'admin',
  };
  return {
    id: `${shared ? 'deliverable-shared' : 'file-uploaded'}-${fileId}`,
    type: shared ? 'deliverable_shared' : 'file_uploaded',
    ...actor,
    subjectUid: file.clientId,
    clientId: file.clientId,
    ...names,
    projectId: file.projectId,
    clientVisible: true,
    details: { fileId, name: file.name, version: file.version },
  };
}

/**
 * The agency hears of a client's upload by email, at most once per client every MESSAGE_MAIL_INTERVAL_MS (a burst
 * of uploads is one mail; the files page lists the rest); the client hears of a deliverable awaiting approval as
 * they asked to hear of updates (at once, or in the daily digest). A failure here loses no upload.
 */
async function tellTheOtherSide(fileId: string, file: StoredFile, entry: IdentifiedEntry) {
  try {
    if (file.uploaderRole === 'client') {
      const client = await clientOf(file.clientId);
      const mail = mailRef(`file-${fileId}`);
      const throttle = rateLimitRef(`file-mail-${file.clientId}`);
      await db.runTransaction(async (transaction) => {
        const [queued, last] = await Promise.all([transaction.get(mail), transaction.get(throttle)]);
        const now = Date.now();
        const lastAt = last.data()?.windowStart.toMillis();
        if (queued.exists || (lastAt !== undefined && now - lastAt < MESSAGE_MAIL_INTERVAL_MS)) return;
        transaction.set(mail, agencyUploadMail(agencyNotifyEmail.value(), client, file));
        transaction.set(throttle, {
          windowStart: Timestamp.fromMillis(now),
          count: 1,
          expiresAt: Timestamp.fromMillis(now + MESSAGE_MAIL_INTERVAL_MS),
        });
      });
    } else if (file.deliverable && file.approval?.status === 'pending') {
      await notifyClient(file.clientId, [entry]);
    }
  } catch (error) {
    logger.error('Could not tell the other side about an upload', { fileId, error });
  }
}
