import { afterAll, describe, expect, it } from 'vitest';

import { generalThreadId, projectThreadId } from '@agency/common';

import { PEOPLE } from '../../support/factories';
import { newAccount, onboardingAnswers, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile, openThread, projectOf, removeTestThreads, threadOf, trackThread } from '../support/threads';

afterAll(async () => {
  await removeTestThreads();
  await removeTestAccounts();
});

describe('openThread', () => {
  it('opens a client’s own general conversation, creating it once with every field of an empty thread', async () => {
    const client = await clientWithProfile('Olive Open');
    const token = await idTokenFor(client);

    const first = await openThread({}, token);
    const again = await openThread({ projectId: null }, token);

    const threadId = generalThreadId(client.uid);
    expect(first).toEqual({ status: 200, result: { threadId, created: true } });
    expect(again).toEqual({ status: 200, result: { threadId, created: false } });
    const thread = await threadOf(threadId);
    expect(thread).toEqual({
      clientId: client.uid,
      // The names the agency's lists show beside it, copied from the profile (docs/decisions/032).
      clientName: PEOPLE.alice.businessName,
      clientPersonName: 'Olive Open',
      projectId: null,
      subject: 'General',
      lastMessageAt: null,
      lastMessageId: null,
      lastMessagePreview: '',
      lastSenderRole: null,
      unreadForClient: 0,
      unreadForAgency: 0,
      clientReadAt: null,
      agencyReadAt: null,
      agencyNotifiedAt: null,
      clientNotifiedAt: null,
      countedMessageIds: [],
      createdAt: expect.anything(),
    });
    expect(thread!.createdAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('opens the conversation about a client’s own project, named after it, and the same one for everyone', async () => {
    const [client, admin] = await Promise.all([clientWithProfile('Piper Project'), newAccount({ role: 'admin' })]);
    const projectId = await projectOf(client.uid, 'Website rebuild');

    const [fromClient, fromAdmin] = await Promise.all([
      openThread({ clientId: client.uid, projectId }, await idTokenFor(client)),
      openThread({ clientId: client.uid, projectId }, await idTokenFor(admin)),
    ]);

    const threadId = projectThreadId(projectId);
    expect(fromClient.result?.threadId).toBe(threadId);
    expect(fromAdmin.result?.threadId).toBe(threadId);
    // Two callers at once make one thread: exactly one of them created it.
    expect([fromClient.result?.created, fromAdmin.result?.created].sort()).toEqual([false, true]);
    expect(await threadOf(threadId)).toMatchObject({ clientId: client.uid, projectId, subject: 'Website rebuild' });
  });

  it('lets an administrator open any client’s general conversation', async () => {
    const [client, admin] = await Promise.all([clientWithProfile('Gina General'), newAccount({ role: 'admin' })]);
    const answer = await openThread({ clientId: client.uid }, await idTokenFor(admin));
    expect(answer.result).toEqual({ threadId: generalThreadId(client.uid), created: true });
    expect(await threadOf(generalThreadId(client.uid))).toMatchObject({ clientId: client.uid, subject: 'General' });
  });

  it('refuses a client anything of another client’s, and creates nothing', async () => {
    const [client, other] = await Promise.all([clientWithProfile('Carla Client'), clientWithProfile('Otto Other')]);
    const theirs = await projectOf(other.uid, 'Not yours');
    const token = await idTokenFor(client);

    const project = await openThread({ projectId: theirs }, token);
    const general = await openThread({ clientId: other.uid }, token);

    expect(project.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You can only open conversations about your own projects.',
    });
    expect(general.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'You can only open your own conversations.',
    });
    expect(await threadOf(projectThreadId(theirs))).toBeUndefined();
    expect(await threadOf(generalThreadId(other.uid))).toBeUndefined();
  });

  it('says what is missing or wrong to an administrator', async () => {
    const [client, other, admin] = await Promise.all([
      clientWithProfile('Amy Admin-Side'),
      clientWithProfile('Owen Other'),
      newAccount({ role: 'admin' }),
    ]);
    const theirs = await projectOf(other.uid, 'Owen’s shop');
    const token = await idTokenFor(admin);

    expect((await openThread({}, token)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Say which client the conversation is with.',
    });
    expect((await openThread({ clientId: 'no-such-client' }, token)).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'No client has that id.',
    });
    // An administrator's own uid is an account, not a client.
    expect((await openThread({ clientId: admin.uid }, token)).error?.status).toBe('NOT_FOUND');
    expect((await openThread({ clientId: client.uid, projectId: 'no-such-project' }, token)).error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'No project has that id.',
    });
    expect((await openThread({ clientId: client.uid, projectId: theirs }, token)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'That project belongs to another client.',
    });
    expect(await threadOf(projectThreadId(theirs))).toBeUndefined();
  });

  it('refuses callers who are nobody’s side of a conversation, and ids that are paths', async () => {
    const client = await clientWithProfile('Ivy Input');
    const noRole = await newAccount();

    expect((await openThread({})).error?.status).toBe('UNAUTHENTICATED');
    expect((await openThread({}, await idTokenFor(noRole))).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'Only clients and administrators can open conversations.',
    });
    const token = await idTokenFor(client);
    const path = await openThread({ projectId: '../clients/x' }, token);
    expect(path.error?.status).toBe('INVALID_ARGUMENT');
    expect(path.error?.details?.fields).toHaveProperty('projectId');
    expect((await openThread({ projectId: 42 }, token)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await openThread('general', token)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('is there for every client from onboarding on: completeOnboarding creates the general conversation', async () => {
    const account = await newAccount();
    const token = await idTokenFor(account);
    trackThread(generalThreadId(account.uid));

    const answer = await callCallable('completeOnboarding', onboardingAnswers, token);

    expect(answer.status).toBe(200);
    expect(await threadOf(generalThreadId(account.uid))).toMatchObject({
      clientId: account.uid,
      projectId: null,
      subject: 'General',
      unreadForClient: 0,
      lastMessageAt: null,
    });
    // Onboarding again (an edit of the answers) leaves the one thread as it was.
    expect((await callCallable('completeOnboarding', onboardingAnswers, await idTokenFor(account))).status).toBe(200);
    expect((await openThread({}, await idTokenFor(account))).result).toEqual({
      threadId: generalThreadId(account.uid),
      created: false,
    });
  });
});
