import { afterAll, describe, expect, it } from 'vitest';

import { type AccountChangeResult, COLLECTIONS } from '@agency/common';

import { clientProfile } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import { activityOf, newAccount, passwordSignIn, profileOf, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient, useCast } from '../support/cast';
import { idTokenFor } from '../support/sign-in';

const { admin, bob } = useCast();
afterAll(removeTestAccounts);

const setDisabled = (data: unknown, idToken?: string) =>
  callCallable<AccountChangeResult>('setAccountDisabled', data, idToken);

/**
 * A client as onboarding leaves them (role claim and an active, onboarded profile), with the profile written
 * straight to Firestore rather than by `completeOnboarding`; a fresh one each time, as a test disables them.
 */
const clientWithSeededProfile = () => newClient({ name: 'Dana Disabled', businessName: '' });

describe('setAccountDisabled', () => {
  it('disables an account so it can no longer sign in, and enables it again', async () => {
    const client = await clientWithSeededProfile();
    const adminToken = admin.token;

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
    const client = await clientWithSeededProfile();
    const clientToken = await idTokenFor(client);

    await setDisabled({ uid: client.uid, disabled: true }, admin.token);

    const answer = await callCallable('completeOnboarding', {}, clientToken);
    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    const validAfter = new Date((await adminAuth.getUser(client.uid)).tokensValidAfterTime!).getTime();
    expect(validAfter).toBeGreaterThan(Date.now() - 60_000);
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(client.uid).get()).data();
    expect(revocation!.validAfter.toMillis()).toBe(validAfter);
  });

  it('returns an invited account that never finished onboarding to "invited" when it is enabled', async () => {
    const invitee = await newAccount({ role: 'client' });
    await db
      .collection(COLLECTIONS.clients)
      .doc(invitee.uid)
      .set(clientProfile({ name: 'Ivy Invited', email: invitee.email, status: 'invited' }));
    const adminToken = admin.token;

    await setDisabled({ uid: invitee.uid, disabled: true }, adminToken);
    expect(await profileOf(invitee.uid)).toMatchObject({ status: 'disabled' });
    await setDisabled({ uid: invitee.uid, disabled: false }, adminToken);

    expect(await profileOf(invitee.uid)).toMatchObject({ status: 'invited' });
  });

  it('disables an account without a profile (another administrator) without creating one', async () => {
    const otherAdmin = await newAccount({ role: 'admin' });

    expect((await setDisabled({ uid: otherAdmin.uid, disabled: true }, admin.token)).status).toBe(200);

    expect((await adminAuth.getUser(otherAdmin.uid)).disabled).toBe(true);
    expect(await profileOf(otherAdmin.uid)).toBeUndefined();
  });

  it('logs nothing new when asked to disable an account that already is', async () => {
    const client = await clientWithSeededProfile();
    const adminToken = admin.token;

    await setDisabled({ uid: client.uid, disabled: true }, adminToken);
    await setDisabled({ uid: client.uid, disabled: true }, adminToken);

    expect((await activityOf(client.uid)).map(({ type }) => type)).toEqual(['account_disabled']);
  });

  it('refuses to let an administrator disable their own account', async () => {
    const answer = await setDisabled({ uid: admin.uid, disabled: true }, admin.token);

    expect(answer).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'You cannot disable your own account.' },
    });
    expect((await adminAuth.getUser(admin.uid)).disabled).toBe(false);
  });

  it('answers 404 NOT_FOUND for an account that does not exist', async () => {
    const answer = await setDisabled({ uid: 'no-such-account', disabled: true }, admin.token);

    expect(answer).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
  });

  it('refuses a "true" string: the flag must be a real boolean', async () => {
    const client = await clientWithSeededProfile();

    const answer = await setDisabled({ uid: client.uid, disabled: 'true' }, admin.token);

    expect(answer).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT', details: { fields: {} } } });
    expect(Object.keys(answer.error!.details!.fields!)).toEqual(['disabled']);
    expect((await adminAuth.getUser(client.uid)).disabled).toBe(false);
  });

  it('refuses a client, who cannot disable another client (or anyone)', async () => {
    const victim = await clientWithSeededProfile();

    const answer = await setDisabled({ uid: victim.uid, disabled: true }, bob.token);

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
