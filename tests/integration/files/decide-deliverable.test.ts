import { afterAll, describe, expect, it } from 'vitest';

import { CALLABLES, FILE_LIMITS } from '@agency/common';

import { removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { type Member, useCast } from '../support/cast';
import { activityOfId, fileOf, mailOf, removeTestFiles, writeFile } from '../support/files';

const AGENCY_EMAIL = 'hello@consciouswebstudio.com.au';

const { admin, alice, bob } = useCast({ alice: { name: 'Alice <Green>' }, adminName: 'Sam Admin' });
afterAll(async () => {
  await removeTestFiles();
  await removeTestAccounts();
});

/** Calls decideDeliverable as Alice, or as the holder of `idToken` (null: signed out). */
const decide = (data: unknown, idToken: string | null = alice.token) =>
  callCallable<{ ok: true }>(CALLABLES.decideDeliverable, data, idToken ?? undefined);

/** A ready deliverable the agency sent Alice, pending her decision. */
const deliverableFor = (client: Member, overrides: Parameters<typeof writeFile>[0] = {}) =>
  writeFile({
    clientId: client.uid,
    name: 'Home page design.pdf',
    deliverable: true,
    uploadedBy: admin.uid,
    uploaderName: 'Sam Admin',
    ...overrides,
  });

describe('decideDeliverable', () => {
  it('approves the version Alice was sent: stamped with her and the time, on her timeline, and the agency told', async () => {
    const fileId = await deliverableFor(alice);
    const before = Date.now();

    const answer = await decide({ fileId, decision: 'approved' });

    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    const { approval } = (await fileOf(fileId))!;
    expect(approval).toMatchObject({ status: 'approved', comment: null, by: alice.uid });
    expect(approval!.at!.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(await activityOfId(`deliverable-decided-${fileId}`)).toMatchObject({
      type: 'deliverable_approved',
      actor: alice.uid,
      actorName: 'Alice <Green>',
      actorRole: 'client',
      clientId: alice.uid,
      clientName: 'Green Roots Naturopathy',
      clientVisible: true,
      summary: 'Alice <Green> (Green Roots Naturopathy) approved “Home page design.pdf” (version 1).',
      details: { fileId, version: 1, decision: 'approved' },
    });
    const mail = await mailOf(`deliverable-decided-${fileId}`);
    expect(mail).toMatchObject({ to: [AGENCY_EMAIL], replyTo: alice.email });
    expect(mail!.message.subject).toBe(
      'Alice <Green> (Green Roots Naturopathy) approved Home page design.pdf (version 1)',
    );
    expect(mail!.message.html).toContain('Alice &lt;Green&gt;');
    expect(mail!.message.html).not.toContain('<Green>');
  });

  it('asks for changes with the comment trimmed, and the agency reads what to change', async () => {
    const fileId = await deliverableFor(alice, { version: 2, name: 'Logo.png' });

    const answer = await decide({
      fileId,
      decision: 'changes-requested',
      comment: '  Could the leaf be greener?\nAnd the text a little larger.  ',
    });

    expect(answer.status).toBe(200);
    expect((await fileOf(fileId))!.approval).toMatchObject({
      status: 'changes-requested',
      comment: 'Could the leaf be greener?\nAnd the text a little larger.',
      by: alice.uid,
    });
    expect(await activityOfId(`deliverable-decided-${fileId}`)).toMatchObject({
      type: 'deliverable_changes_requested',
      summary: 'Alice <Green> (Green Roots Naturopathy) asked for changes to “Logo.png” (version 2).',
    });
    const mail = await mailOf(`deliverable-decided-${fileId}`);
    expect(mail!.message.text).toContain('“Could the leaf be greener?\nAnd the text a little larger.”');
  });

  it('refuses changes without a comment, or with one that is blank or too long, and leaves the file pending', async () => {
    const fileId = await deliverableFor(alice);

    for (const comment of [undefined, '', '   \n ', 'x'.repeat(FILE_LIMITS.commentMax + 1)]) {
      const answer = await decide({ fileId, decision: 'changes-requested', comment });
      expect(answer.error, String(comment?.length)).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(answer.error!.details!.fields).toHaveProperty('comment');
    }
    expect((await fileOf(fileId))!.approval).toMatchObject({ status: 'pending', by: null, at: null });
    expect(await mailOf(`deliverable-decided-${fileId}`)).toBeUndefined();
  });

  it('refuses a decision that is neither approve nor ask for changes, and an id that is not one', async () => {
    const fileId = await deliverableFor(alice);

    expect((await decide({ fileId, decision: 'rejected' })).error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await decide({ fileId: 'files/x', decision: 'approved' })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
    });
    expect((await decide({ fileId: 'no-such-file', decision: 'approved' })).error).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect((await fileOf(fileId))!.approval!.status).toBe('pending');
  });

  it('refuses Bob a decision on Alice’s deliverable', async () => {
    const fileId = await deliverableFor(alice);

    const answer = await decide({ fileId, decision: 'approved' }, bob.token);

    expect(answer.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await fileOf(fileId))!.approval!.status).toBe('pending');
    expect(await activityOfId(`deliverable-decided-${fileId}`)).toBeUndefined();
  });

  it('refuses a file that is not a deliverable, and a deliverable still uploading', async () => {
    const ownFile = await writeFile({ clientId: alice.uid, name: 'photos.zip' });
    const uploading = await deliverableFor(alice, { ready: false });

    const notDeliverable = await decide({ fileId: ownFile, decision: 'approved' });
    const notReady = await decide({ fileId: uploading, decision: 'approved' });

    expect(notDeliverable.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'That file was not sent to you for approval.',
    });
    expect((await fileOf(ownFile))!.approval).toBeNull();
    expect(notReady.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    expect((await fileOf(uploading))!.approval!.status).toBe('pending');
  });

  it('decides a version once: a second decision, even two at once, is refused and changes nothing', async () => {
    const fileId = await deliverableFor(alice);

    const answers = await Promise.all([
      decide({ fileId, decision: 'approved' }),
      decide({ fileId, decision: 'changes-requested', comment: 'Actually, no.' }),
    ]);

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.error)!;
    expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION' });
    const { approval } = (await fileOf(fileId))!;
    const again = await decide({ fileId, decision: 'approved' });
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message:
        approval!.status === 'approved'
          ? 'You have already approved this version.'
          : 'You have already asked for changes to this version.',
    });
    expect((await fileOf(fileId))!.approval).toEqual(approval);
  });

  it('refuses an older version once a newer one has arrived, and decides the newest', async () => {
    const first = await deliverableFor(alice);
    const second = await deliverableFor(alice, { versionGroup: first, version: 2 });
    // A third version still uploading does not count yet.
    await deliverableFor(alice, { versionGroup: first, version: 3, ready: false });

    const older = await decide({ fileId: first, decision: 'approved' });
    const newest = await decide({ fileId: second, decision: 'approved' });

    expect(older.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'A newer version of this file is waiting for you.',
    });
    expect((await fileOf(first))!.approval!.status).toBe('pending');
    expect(newest.status).toBe(200);
    expect((await fileOf(second))!.approval!.status).toBe('approved');
  });

  it('refuses a caller who is signed out, and an administrator', async () => {
    const fileId = await deliverableFor(alice);

    const signedOut = await decide({ fileId, decision: 'approved' }, null);
    const byAdmin = await decide({ fileId, decision: 'approved' }, admin.token);

    expect(signedOut.error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect(byAdmin.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await fileOf(fileId))!.approval).toMatchObject({ status: 'pending', by: null });
  });
});
