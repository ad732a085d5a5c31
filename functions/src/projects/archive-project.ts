import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { archiveProjectSchema, type SaveProjectResult } from '@agency/common';

import { adminActor, clientNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { projectRef } from '../lib/firestore/projects';

import { archiveEntry } from './project-changes';

/**
 * An administrator archives a project (it leaves the working lists but keeps everything attached to it: a project
 * is never deleted) or restores it. Asking for what is already so changes and logs nothing.
 */
export const archiveProject = onCall({ cors: true }, async (request): Promise<SaveProjectResult> => {
  const admin = await adminCaller(request);
  const { projectId, archived } = await parseCallableData(archiveProjectSchema, request.data);
  const ref = projectRef(projectId);
  await db.runTransaction(async (transaction) => {
    const project = (await transaction.get(ref)).data();
    if (!project) throw new HttpsError('not-found', 'No project has that id.');
    if (project.archived === archived) return;
    const clientName = clientNameOf((await transaction.get(clientRef(project.clientId))).data());
    transaction.update(ref, { archived, updatedAt: FieldValue.serverTimestamp() });
    const context = { ...adminActor(admin), clientId: project.clientId, clientName, projectId };
    recordActivity(transaction, archiveEntry(context, project.name, archived));
  });
  return { projectId };
});
