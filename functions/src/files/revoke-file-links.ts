import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { object } from 'yup';

import { documentId, type RevokeFileLinksResult, storagePathOf } from '@agency/common';

import { personName, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { fileRef } from '../lib/firestore/files';

import { revokeDownloadLinks, storedObject } from './download-links';

const revokeFileLinksSchema = object({ fileId: documentId().required('Say which file') });

/**
 * An administrator takes away every download link (a public link: it works without signing in) of one file (docs/decisions/016-files.md): whoever holds one,
 * signed in or not, is refused from then on; people who may read the file still do, through the rules. Logged for
 * the agency (not on the client's timeline), with how many links there were.
 */
export const revokeFileLinks = onCall({ cors: true }, async (request): Promise<RevokeFileLinksResult> => {
  const admin = await adminCaller(request);
  const { fileId } = await parseCallableData(revokeFileLinksSchema, request.data);
  const file = (await fileRef(fileId).get()).data();
  if (!file) throw new HttpsError('not-found', 'No file has that id.');
  const object = storedObject(storagePathOf(file.clientId, fileId, file.name));
  if (!object) throw new HttpsError('unavailable', 'File storage is unavailable.');
  const revoked = await revokeDownloadLinks(object).catch(() => {
    throw new HttpsError('internal', 'The download links could not all be revoked. Please try again.');
  });

  const batch = db.batch();
  recordActivity(batch, {
    type: 'file_links_revoked',
    actor: admin.uid,
    subjectUid: file.clientId,
    clientId: file.clientId,
    projectId: file.projectId,
    clientVisible: false,
    summary: `${personName(admin.user)} revoked the public links of “${file.name}”${file.version > 1 ? ` (version ${file.version})` : ''}.`,
    details: { fileId, name: file.name, version: file.version, revoked },
  });
  await batch.commit();
  return { revoked };
});
