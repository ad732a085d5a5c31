import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { clientNamesOf, type SaveProjectResult, saveProjectSchema } from '@agency/common';

import { adminActor, recordActivity, type RecordedActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { projectRef } from '../lib/firestore/projects';
import { projectListFields } from '../lib/project-list-fields';
import { notifyClient } from '../notifications/client-notifications';

import { changeEntries, changesAnything, createdEntry, storedFields } from './project-changes';

/**
 * An administrator creates a project for a client, or saves the whole of an existing one. The project, its derived
 * progress and its timeline entries are written together or not at all
 * (docs/decisions/014-projects-written-by-functions.md). Saving what is already stored changes and logs nothing.
 */
export const saveProject = onCall({ cors: true }, async (request): Promise<SaveProjectResult> => {
  const admin = await adminCaller(request);
  const { clientId, projectId, project: input } = await parseCallableData(saveProjectSchema, request.data);
  const actor = adminActor(admin);

  if (clientId) {
    const ref = projectRef();
    // The profile is read in the transaction that creates the project, so its copy of the names is never older.
    await db.runTransaction(async (transaction) => {
      const client = await transaction.get(clientRef(clientId));
      if (!client.exists || client.get('role') !== 'client') {
        throw new HttpsError('not-found', 'No client has that id.');
      }
      const names = clientNamesOf(client.data());
      const now = FieldValue.serverTimestamp();
      const fields = storedFields(input, undefined, Timestamp.now());
      transaction.create(ref, {
        clientId,
        ...names,
        ...fields,
        ...projectListFields(fields, names),
        archived: false,
        createdAt: now,
        updatedAt: now,
      });
      const context = { ...actor, clientId, clientName: names.clientName, projectId: ref.id };
      recordActivity(transaction, createdEntry(context, input.name));
    });
    return { projectId: ref.id };
  }

  const ref = projectRef(projectId);
  let recorded: RecordedActivity[] = [];
  const clientOf = await db.runTransaction(async (transaction) => {
    recorded = [];
    const before = (await transaction.get(ref)).data();
    if (!before) throw new HttpsError('not-found', 'No project has that id.');
    const next = storedFields(input, before, Timestamp.now());
    if (!changesAnything(before, next)) return before.clientId;
    // The client's names as the profile has them now (what a rename would have copied), which the search terms
    // hold; a client without a profile leaves the project the names it copied.
    const profile = (await transaction.get(clientRef(before.clientId))).data();
    const names = profile ? clientNamesOf(profile) : {};
    transaction.update(ref, {
      ...next,
      ...names,
      ...projectListFields(next, profile ? names : before),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const clientName = clientNamesOf(profile).clientName;
    const context = { ...actor, clientId: before.clientId, clientName, projectId: ref.id };
    for (const entry of changeEntries(context, before, next)) recorded.push(recordActivity(transaction, entry));
    return before.clientId;
  });
  // Once the change is stored: an email now for a client who asked for one per update (the rest wait for the
  // digest). A failure here loses no change, and the entries stay on the timeline.
  await notifyClient(clientOf, recorded).catch((error: unknown) => logger.error('Could not notify the client', error));
  return { projectId: ref.id };
});
