import {
  clientNamesOf,
  COLLECTIONS,
  FUNCTIONS_REGION,
  type ProjectDocument,
  type ProjectInput,
  withSummary,
} from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { activityEntry, project } from '../../support/factories';
import { db } from '../../support/firestore-admin';

/**
 * A project for `clientId` (an account of createAccount's, of Tide Pool Studio) written straight through the Admin
 * SDK, with its client's names (and the search terms made of them) and its "started" timeline entry as saveProject
 * writes them.
 */
export async function seedProject(clientId: string, overrides: Partial<ProjectDocument<Date>> = {}): Promise<string> {
  const ref = db.collection(COLLECTIONS.projects).doc();
  const names = clientNamesOf((await db.collection(COLLECTIONS.clients).doc(clientId).get()).data());
  const data = project({ clientId, ...names, ...overrides });
  await ref.set(data);
  await db
    .collection(COLLECTIONS.activity)
    .doc()
    .set(
      activityEntry(
        withSummary({
          type: 'project_created',
          actor: 'admin-avery',
          actorName: 'Avery Admin',
          actorRole: 'admin',
          subjectUid: clientId,
          clientId,
          clientName: 'Tide Pool Studio',
          projectId: ref.id,
          projectName: data.name,
          clientVisible: true,
          details: {},
        }),
      ),
    );
  return ref.id;
}

async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  const url = `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** An administrator saves a whole project through the `saveProject` function, as the admin screens do. */
export async function saveProjectAs(
  admin: { email: string; password: string },
  projectId: string,
  input: ProjectInput,
): Promise<void> {
  const url = `${emulatorAddress('functions').origin}/${APP_PROJECT_ID}/${FUNCTIONS_REGION}/saveProject`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(admin)}` },
    body: JSON.stringify({ data: { projectId, project: input } }),
  });
  if (!response.ok) throw new Error(`saveProject answered ${response.status}: ${await response.text()}`);
}
