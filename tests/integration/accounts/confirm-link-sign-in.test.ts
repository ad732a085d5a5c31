import { afterAll, describe, expect, it } from 'vitest';

import { type ConfirmLinkSignInResult } from '@agency/common';

import { adminAuth } from '../../support/firestore-admin';
import { eventually, newAccount, passwordSignIn, removeTestAccounts } from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

const confirm = (idToken: string) => callCallable<ConfirmLinkSignInResult>('confirmLinkSignIn', {}, idToken);

/** Waits until the account is older than a sign-in can have made it (the function allows 5 s). */
async function olderThanThisSignIn(uid: string) {
  const created = Date.parse((await adminAuth.getUser(uid)).metadata.creationTime);
  await eventually(async () => expect(Date.now()).toBeGreaterThan(created + 6_000));
}

describe('confirmLinkSignIn', () => {
  it('deletes a role-less account someone made before the emailed link signed in, ending its password', async () => {
    // Someone registered the address with a password of their own and never confirmed it.
    const squatter = await newAccount({ verified: false });
    await olderThanThisSignIn(squatter.uid);
    // The owner's emailed link signs in to that same account (and confirms the address).
    await adminAuth.updateUser(squatter.uid, { emailVerified: true });

    const answer = await confirm(await idTokenFor(squatter));

    expect(answer).toEqual({ status: 200, result: { replaced: true } });
    await expect(adminAuth.getUser(squatter.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await passwordSignIn(squatter)).error).toMatch(/EMAIL_NOT_FOUND|INVALID/);
  }, 20_000);

  it('keeps an account the emailed link has just made', async () => {
    const fresh = await newAccount();

    const answer = await confirm(await idTokenFor(fresh));

    expect(answer).toEqual({ status: 200, result: { replaced: false } });
    expect((await adminAuth.getUser(fresh.uid)).uid).toBe(fresh.uid);
  });

  it('never touches a client’s or an administrator’s account, however old', async () => {
    const client = await newAccount({ role: 'client' });
    const admin = await newAccount({ role: 'admin' });
    await olderThanThisSignIn(admin.uid);

    const answers = [await confirm(await idTokenFor(client)), await confirm(await idTokenFor(admin))];

    expect(answers.map((answer) => answer.result)).toEqual([{ replaced: false }, { replaced: false }]);
    expect(await passwordSignIn(client)).toEqual({ error: undefined });
    expect(await passwordSignIn(admin)).toEqual({ error: undefined });
  }, 20_000);

  it('answers 401 to a signed-out caller', async () => {
    expect(await callCallable('confirmLinkSignIn', {})).toMatchObject({ status: 401 });
  });
});
