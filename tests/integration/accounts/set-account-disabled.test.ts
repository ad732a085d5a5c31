import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { type AccountChangeResult, COLLECTIONS } from '@agency/common';

import { adminAuth, db } from '../../support/firestore-admin';
import {
  activityOf,
  newAccount,
  passwordSignIn,
  profileOf,
  removeTestAccounts,
  type TestAccount,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

const setDisabled = (data: unknown, idToken?: string) =>
  callCallable<AccountChangeResult>('setAccountDisabled', data, idToken);

/**
 * A client as onboarding leaves them (role claim and an active, onboarded profile), with the profile written
 * straight to Firestore rather than by `completeOnboarding`.
 */
async function clientWithSeededProfile(): Promise<TestAccount> {
  const client = await newAccount({ role: 'client' });
  await db.collection(COLLECTIONS.clients).doc(client.uid).set({
    name: 'Dana Disabled',
    email: client.email,
    status: 'active',
    role: 'client',
    onboardedAt: FieldValue.serverTimestamp(),
  });
  return client;
}

describe('setAccountDisabled', () => {
  it('disables an account so it can no longer sign in, and enables it again', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await clientWithSeededProfile();
    const adminToken = await idTokenFor(admin);

    expect(await setDisabled({ uid: client.uid, disabled: true }, adminToken)).toEqual({
      status: 200,
      result: { uid: client.uid },
    });
    expect((await adminAuth.getUser(client.uid)).disabled).toBe(true);
    expect(await passwordSignIn(client)).toEqual({ error: 'USER_DISABLED' });
    expect(await profileOf(client.uid)).toMatchObject({ status: 'disabled' });

    expect((await setDisabled({ uid: client.uid, disabled: false }, adminToken)).status).toBe(200);
    expect((await adminAuth.getUser(client.uid)).disabled).toBe(false);
    expect(await passwordSignIn(client)).toEqual({ error: undefined });
    expect(await profileOf(client.uid)).toMatchObject({ status: 'active' });

    expect((await activityOf(client.uid)).map(({ type, actor, details }) => ({ type, actor, details }))).toEqual([
      { type: 'account_disabled', actor: admin.uid, details: { subjectName: 'Dana Disabled' } },
      { type: 'account_enabled', actor: admin.uid, details: { subjectName: 'Dana Disabled' } },
    ]);
    expect((await activityOf(client.uid))[0]!.summary).toBe(`${admin.email} disabled the account of Dana Disabled.`);
  });

  it('ends the disabled account’s sessions: its earlier token can no longer call functions', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await clientWithSeededProfile();
    const clientToken = await idTokenFor(client);

    await setDisabled({ uid: client.uid, disabled: true }, await idTokenFor(admin));

    const answer = await callCallable('completeOnboarding', {}, clientToken);
    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    const validAfter = new Date((await adminAuth.getUser(client.uid)).tokensValidAfterTime!).getTime();
    expect(validAfter).toBeGreaterThan(Date.now() - 60_000);
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(client.uid).get()).data();
    expect(revocation!.validAfter.toMillis()).toBe(validAfter);
  });

  it('returns an invited account that never finished onboarding to "invited" when it is enabled', async () => {
    const admin = await newAccount({ role: 'admin' });
    const invitee = await newAccount({ role: 'client' });
    await db.collection(COLLECTIONS.clients).doc(invitee.uid).set({ name: 'Ivy Invited', status: 'invited' });
    const adminToken = await idTokenFor(admin);

    await setDisabled({ uid: invitee.uid, disabled: true }, adminToken);
    expect(await profileOf(invitee.uid)).toMatchObject({ status: 'disabled' });
    await setDisabled({ uid: invitee.uid, disabled: false }, adminToken);

    expect(await profileOf(invitee.uid)).toMatchObject({ status: 'invited' });
  });

  it('disables an account without a profile (another administrator) without creating one', async () => {
    const admin = await newAccount({ role: 'admin' });
    const otherAdmin = await newAccount({ role: 'admin' });

    expect((await setDisabled({ uid: otherAdmin.uid, disabled: true }, await idTokenFor(admin))).status).toBe(200);

    expect((await adminAuth.getUser(otherAdmin.uid)).disabled).toBe(true);
    expect(await profileOf(otherAdmin.uid)).toBeUndefined();
  });

  it('logs nothing new when asked to disable an account that already is', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await clientWithSeededProfile();
    const adminToken = await idTokenFor(admin);

    await setDisabled({ uid: client.uid, disabled: true }, adminToken);
    await setDisabled({ uid: client.uid, disabled: true }, adminToken);

    expect((await activityOf(client.uid)).map(({ type }) => type)).toEqual(['account_disabled']);
  });

  it('refuses to let an administrator disable their own account', async () => {
    const admin = await newAccount({ role: 'admin' });

    const answer = await setDisabled({ uid: admin.uid, disabled: true }, await idTokenFor(admin));

    expect(answer).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'You cannot disable your own account.' },
    });
    expect((await adminAuth.getUser(admin.uid)).disabled).toBe(false);
  });

  it('answers 404 NOT_FOUND for an account that does not exist', async () => {
    const admin = await newAccount({ role: 'admin' });

    const answer = await setDisabled({ uid: 'no-such-account', disabled: true }, await idTokenFor(admin));

    expect(answer).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
  });

  it('refuses a "true" string: the flag must be a real boolean', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await clientWithSeededProfile();

    const answer = await setDisabled({ uid: client.uid, disabled: 'true' }, await idTokenFor(admin));

    expect(answer).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT', details: { fields: {} } } });
    expect(Object.keys(answer.error!.details!.fields!)).toEqual(['disabled']);
    expect((await adminAuth.getUser(client.uid)).disabled).toBe(false);
  });

  it('refuses a client, who cannot disable another client (or anyone)', async () => {
    const client = await newAccount({ role: 'client' });
    const victim = await clientWithSeededProfile();

    const answer = await setDisabled({ uid: victim.uid, disabled: true }, await idTokenFor(client));

    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    expect((await adminAuth.getUser(victim.uid)).disabled).toBe(false);
    expect(await profileOf(victim.uid)).toMatchObject({ status: 'active' });
  });

  it('answers 401 UNAUTHENTICATED to a signed-out caller', async () => {
    const victim = await clientWithSeededProfile();

    const answer = await setDisabled({ uid: victim.uid, disabled: true });

    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
    expect((await adminAuth.getUser(victim.uid)).disabled).toBe(false);
  });
});
