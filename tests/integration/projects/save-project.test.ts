import { afterAll, describe, expect, it } from 'vitest';

import {
  ACTIVITY_TYPES,
  type ActivityEntry,
  COLLECTIONS,
  type ProjectInput,
  type SaveProjectResult,
} from '@agency/common';

import { db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient } from '../support/cast';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

const save = (data: unknown, idToken?: string) => callCallable<SaveProjectResult>('saveProject', data, idToken);
const archive = (data: unknown, idToken?: string) => callCallable<SaveProjectResult>('archiveProject', data, idToken);

const projectOf = async (id: string) => (await db.collection(COLLECTIONS.projects).doc(id).get()).data();

/** The project's timeline, oldest first; entries written together (one save) in the order of ACTIVITY_TYPES. */
async function timelineOf(projectId: string) {
  const snapshot = await db.collection(COLLECTIONS.activity).where('projectId', '==', projectId).get();
  return snapshot.docs
    .map((doc) => doc.data() as ActivityEntry & { createdAt: FirebaseFirestore.Timestamp })
    .sort(
      (a, b) =>
        a.createdAt.toMillis() - b.createdAt.toMillis() ||
        ACTIVITY_TYPES.indexOf(a.type) - ACTIVITY_TYPES.indexOf(b.type),
    );
}

// No business: the timeline names the client by their own name.
const clientWithProfile = () => newClient({ name: 'Pia Project', businessName: '' });

const input: ProjectInput = {
  name: 'Website rebuild',
  service: 'web-design',
  status: 'planning',
  summary: 'A faster site that books appointments.',
  startDate: '2026-11-02',
  dueDate: '2026-12-18',
  milestones: [
    { id: 'brief', title: 'Brief agreed', status: 'done', dueDate: '2026-11-06' },
    { id: 'design', title: 'Design approved', status: 'in-progress', dueDate: '2026-11-27' },
    { id: 'launch', title: 'Site launched', status: 'todo', dueDate: null },
  ],
};

describe('saveProject', () => {
  it('creates a project for a client with its progress derived, and starts its timeline', async () => {
    const [admin, client] = await Promise.all([newAccount({ role: 'admin' }), clientWithProfile()]);
    const answer = await save({ clientId: client.uid, project: input }, await idTokenFor(admin));

    expect(answer.status).toBe(200);
    const { projectId } = answer.result!;
    const project = await projectOf(projectId);
    expect(project).toMatchObject({
      clientId: client.uid,
      name: 'Website rebuild',
      status: 'planning',
      progress: 33,
      archived: false,
    });
    // Days are stored as Brisbane midnights.
    expect(project!.startDate.toDate().toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(
      project!.milestones.map((m: { id: string; completedAt: unknown }) => [m.id, m.completedAt !== null]),
    ).toEqual([
      ['brief', true],
      ['design', false],
      ['launch', false],
    ]);
    expect(await timelineOf(projectId)).toEqual([
      expect.objectContaining({
        type: 'project_created',
        actor: admin.uid,
        actorName: admin.email,
        actorRole: 'admin',
        clientId: client.uid,
        clientName: 'Pia Project',
        projectId,
        projectName: 'Website rebuild',
        clientVisible: true,
        summary: `${admin.email} started Pia Project’s project “Website rebuild”.`,
        details: {},
      }),
    ]);
  });

  it('logs each change a client follows, keeps progress in step, and logs nothing for a repeated save', async () => {
    const [admin, client] = await Promise.all([newAccount({ role: 'admin' }), clientWithProfile()]);
    const token = await idTokenFor(admin);
    const { projectId } = (await save({ clientId: client.uid, project: input }, token)).result!;

    const changed: ProjectInput = {
      ...input,
      status: 'in-progress',
      dueDate: '2026-12-24',
      milestones: [
        { ...input.milestones[0]!, status: 'in-progress' },
        { ...input.milestones[1]!, status: 'done' },
        { ...input.milestones[2]!, title: 'Site live' },
        { id: 'handover', title: 'Training session', status: 'todo', dueDate: null },
      ],
    };
    expect((await save({ projectId, project: changed }, token)).status).toBe(200);
    const updatedAt = (await projectOf(projectId))!.updatedAt.toMillis();
    expect(await save({ projectId, project: changed }, token)).toMatchObject({ status: 200 });
    // The repeated save changed nothing, not even the time of the last change.
    expect((await projectOf(projectId))!.updatedAt.toMillis()).toBe(updatedAt);

    expect((await projectOf(projectId))!.progress).toBe(25);
    const summaries = (await timelineOf(projectId)).map(({ type, summary }) => [type, summary.replace(/^.+? /, '')]);
    const project = 'Pia Project’s project “Website rebuild”';
    expect(summaries).toEqual([
      ['project_created', `started ${project}.`],
      ['project_status_changed', `changed the status of ${project} to In progress.`],
      ['milestone_added', `added the milestone “Training session” to ${project}.`],
      ['milestone_completed', `completed the milestone “Design approved” of ${project}.`],
      ['milestone_reopened', `re-opened the milestone “Brief agreed” of ${project}.`],
      ['project_dates_changed', `moved the dates of ${project}: it now starts 2 Nov 2026 and is due 24 Dec 2026.`],
    ]);
    // Each entry carries what its sentence says, for any reader to word it again.
    expect((await timelineOf(projectId)).map(({ type, details }) => [type, details])).toEqual([
      ['project_created', {}],
      ['project_status_changed', { from: 'planning', to: 'in-progress' }],
      ['milestone_added', { milestoneId: 'handover', milestoneTitle: 'Training session' }],
      ['milestone_completed', { milestoneId: 'design', milestoneTitle: 'Design approved' }],
      ['milestone_reopened', { milestoneId: 'brief', milestoneTitle: 'Brief agreed' }],
      ['project_dates_changed', { startDate: '2026-11-02', dueDate: '2026-12-24' }],
    ]);
  });

  it('refuses bad input naming each field, and writes nothing', async () => {
    const [admin, client] = await Promise.all([newAccount({ role: 'admin' }), clientWithProfile()]);
    const answer = await save(
      { clientId: client.uid, project: { ...input, name: 'x', status: 'finished', milestones: 'many' } },
      await idTokenFor(admin),
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(Object.keys(answer.error?.details?.fields ?? {}).sort()).toEqual([
      'project.milestones',
      'project.name',
      'project.status',
    ]);
    const written = await db.collection(COLLECTIONS.projects).where('clientId', '==', client.uid).get();
    expect(written.empty).toBe(true);
  });

  it('refuses wrongly typed details and ids that are paths as bad input, not a server error', async () => {
    const admin = await newAccount({ role: 'admin' });
    const token = await idTokenFor(admin);
    const listName = await save({ projectId: 'p', project: { ...input, name: ['ab'] } }, token);
    expect(listName).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    const path = await save({ projectId: '../clients/x', project: input }, token);
    expect(path).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(path.error?.details?.fields).toHaveProperty('projectId', 'Not a valid id');
  });

  it('refuses a project for someone who is not a client, and a change to a project that does not exist', async () => {
    const admin = await newAccount({ role: 'admin' });
    const token = await idTokenFor(admin);
    expect((await save({ clientId: admin.uid, project: input }, token)).error?.status).toBe('NOT_FOUND');
    expect((await save({ projectId: 'no-such-project', project: input }, token)).error?.status).toBe('NOT_FOUND');
  });

  it('refuses a client, signed out or signed in, even for their own projects', async () => {
    const client = await clientWithProfile();
    expect((await save({ clientId: client.uid, project: input })).error?.status).toBe('UNAUTHENTICATED');
    const answer = await save({ clientId: client.uid, project: input }, await idTokenFor(client));
    expect(answer.error?.status).toBe('PERMISSION_DENIED');
    const written = await db.collection(COLLECTIONS.projects).where('clientId', '==', client.uid).get();
    expect(written.empty).toBe(true);
  });
});

describe('archiveProject', () => {
  it('archives and restores a project, logging each once, and refuses a client', async () => {
    const [admin, client] = await Promise.all([newAccount({ role: 'admin' }), clientWithProfile()]);
    const token = await idTokenFor(admin);
    const { projectId } = (await save({ clientId: client.uid, project: input }, token)).result!;

    expect((await archive({ projectId, archived: true }, await idTokenFor(client))).error?.status).toBe(
      'PERMISSION_DENIED',
    );
    expect((await archive({ projectId, archived: true }, token)).status).toBe(200);
    expect((await archive({ projectId, archived: true }, token)).status).toBe(200);
    expect((await projectOf(projectId))!.archived).toBe(true);
    expect((await archive({ projectId, archived: false }, token)).status).toBe(200);

    expect((await projectOf(projectId))!.archived).toBe(false);
    expect((await timelineOf(projectId)).map(({ type }) => type)).toEqual([
      'project_created',
      'project_archived',
      'project_restored',
    ]);
  });
});
