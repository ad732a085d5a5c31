import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { object } from 'yup';

import { documentId, type RevokeFileLinksResult, storagePathOf } from '@agency/common';

import { adminActor, projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { fileRef } from '../lib/firestore/files';

import { revokeDownloadLinks, storedObject } from './download-links';
import { clientOf } from './file-people';

const revokeFileLinksSchema = object({ fileId: documentId().required('Say which file') });

/**
 * An administrator takes away every download link (a public link: it works without signing in) of one file (docs/decisions/016-files.md): whoever holds one,
 * signed in or not, is refused from then on; people who may read the file still do, through the rules. Logged for
 * the agency (not on the client's timeline), with how many links there were, when there were any.
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
  // Nothing was taken away, so nothing happened to log (a second press logs no twin of the first).
  if (revoked === 0) return { revoked };

  const [client, projectName] = await Promise.all([clientOf(file.clientId), projectNameOf(file.projectId)]);
  const batch = db.batch();
  recordActivity(batch, {
    type: 'file_links_revoked',
    ...adminActor(admin),
    subjectUid: file.clientId,
    clientId: file.clientId,
    clientName: client.clientName,
    projectId: file.projectId,
    projectName,
    clientVisible: false,
    details: { fileId, name: file.name, version: file.version, revoked },
  });
  await batch.commit();
  return { revoked };
});
