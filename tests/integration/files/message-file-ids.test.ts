import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { message } from '../../support/factories';
import { eventually, newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { newFileId, removeTestFiles, writeFile } from '../support/files';
import { idTokenFor } from '../support/sign-in';
import { clientWithProfile, messagesRef, openThread, removeTestThreads, threadOf } from '../support/threads';

let adminToken: string;
let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  adminToken = await idTokenFor(await newAccount({ role: 'admin' }));
  alice = await clientWithProfile('Alice Green');
  bob = await clientWithProfile('Bob Brown');
});
afterAll(async () => {
  await removeTestThreads();
  await removeTestFiles();
  await removeTestAccounts();
});

/** Writes a message with these fileIds, as the composer would, and waits until onMessageCreated has counted it. */
async function sendWithFiles(threadId: string, sender: TestAccount, role: 'client' | 'admin', fileIds: string[]) {
  const ref = messagesRef(threadId).doc();
  await ref.set({
    ...message({ senderId: sender.uid, senderRole: role, body: 'Here are the files.', fileIds }),
    createdAt: FieldValue.serverTimestamp(),
  });
  await eventually(async () => expect((await threadOf(threadId))?.countedMessageIds).toContain(ref.id));
  return (await ref.get()).get('fileIds') as string[];
}

describe('onMessageCreated and a message’s files', () => {
  it('keeps only ready files of the thread’s client: not another client’s, not one uploading, not one that does not exist', async () => {
    const { result } = await openThread({ clientId: alice.uid }, adminToken);
    const threadId = result!.threadId;
    const ready = await writeFile({ clientId: alice.uid, name: 'brief.pdf' });
    const deliverable = await writeFile({ clientId: alice.uid, name: 'design.png', deliverable: true });
    const uploading = await writeFile({ clientId: alice.uid, name: 'notes.txt', ready: false });
    const bobs = await writeFile({ clientId: bob.uid, name: 'bob.pdf' });

    const kept = await sendWithFiles(threadId, alice, 'client', [
      ready,
      bobs,
      uploading,
      newFileId(),
      'not/an-id',
      deliverable,
      ready,
    ]);

    expect(kept).toEqual([ready, deliverable]);
    expect((await threadOf(threadId))?.unreadForAgency).toBe(1);
  });

  it('leaves a message whose files are all the client’s and ready as it was', async () => {
    const { result } = await openThread({ clientId: bob.uid }, adminToken);
    const threadId = result!.threadId;
    const first = await writeFile({ clientId: bob.uid, name: 'one.pdf' });
    const second = await writeFile({ clientId: bob.uid, name: 'two.pdf' });

    expect(await sendWithFiles(threadId, bob, 'client', [second, first])).toEqual([second, first]);
    expect(await sendWithFiles(threadId, bob, 'client', [])).toEqual([]);
  });
});
