import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { type OpenThreadResult, openThreadSchema, roleOf } from '@agency/common';

import { db } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef } from '../lib/firestore/clients';
import { projectRef } from '../lib/firestore/projects';

import { ensureThread, type ThreadAbout } from './ensure-thread';

/**
 * Opens a conversation, creating it the first time: a client their own general one (no arguments) or one of their
 * projects'; an administrator any client's, naming the client and, for a project's, the project. Threads are only
 * ever created here and by onboarding (docs/decisions/015-messages.md), under ids fixed by what they are about, so
 * a double click or two tabs open the same one.
 */
export const openThread = onCall({ cors: true }, async (request): Promise<OpenThreadResult> => {
  const caller = await signedInCaller(request);
  const input = await parseCallableData(openThreadSchema, request.data);
  const about = await aboutFor(caller.uid, roleOf(request.auth?.token), roleOf(caller.user.customClaims), input);
  return db.runTransaction((transaction) => ensureThread(transaction, about));
});

/** What the caller may open, or the refusal that says why not. */
async function aboutFor(
  uid: string,
  tokenRole: string | undefined,
  liveRole: string | undefined,
  input: { clientId?: string; projectId?: string | null },
): Promise<ThreadAbout> {
  // Both the token and the Auth record as it is now must say so: a role changed since sign-in counts for nothing.
  const role = tokenRole === liveRole ? liveRole : undefined;
  if (role === 'admin') {
    if (!input.clientId) {
      throw new HttpsError('invalid-argument', 'Say which client the conversation is with.', {
        fields: { clientId: 'Choose a client' },
      });
    }
    const client = await clientRef(input.clientId).get();
    if (!client.exists || client.get('role') !== 'client') {
      throw new HttpsError('not-found', 'No client has that id.');
    }
    if (!input.projectId) return { clientId: input.clientId, projectId: null };
    const project = (await projectRef(input.projectId).get()).data();
    if (!project) throw new HttpsError('not-found', 'No project has that id.');
    if (project.clientId !== input.clientId) {
      throw new HttpsError('invalid-argument', 'That project belongs to another client.', {
        fields: { projectId: 'Choose one of this client’s projects' },
      });
    }
    return { clientId: input.clientId, projectId: input.projectId, projectName: project.name };
  }
  if (role !== 'client') {
    throw new HttpsError('permission-denied', 'Only clients and administrators can open conversations.');
  }
  if (input.clientId && input.clientId !== uid) {
    throw new HttpsError('permission-denied', 'You can only open your own conversations.');
  }
  if (!input.projectId) return { clientId: uid, projectId: null };
  const project = (await projectRef(input.projectId).get()).data();
  if (!project) throw new HttpsError('not-found', 'No project has that id.');
  if (project.clientId !== uid) {
    throw new HttpsError('permission-denied', 'You can only open conversations about your own projects.');
  }
  return { clientId: uid, projectId: input.projectId, projectName: project.name };
}
