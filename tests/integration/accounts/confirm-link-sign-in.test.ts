import { afterAll, describe, expect, it } from 'vitest';

import { type ConfirmLinkSignInResult } from '@agency/common';

import { adminAuth } from '../../support/firestore-admin';
import { newAccount, passwordSignIn, removeTestAccounts, trackAccount } from '../support/accounts';
import { callCallable } from '../support/callables';
import { anonymousAccountWithEmail, emailedLinkSignIn, idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

const confirm = (idToken: string) => callCallable<ConfirmLinkSignInResult>('confirmLinkSignIn', {}, idToken);

describe('confirmLinkSignIn', () => {
  it('deletes a role-less account whose password someone set before the emailed link signed in, ending it', async () => {
    // Someone registered the address with a password of their own and never confirmed it.
    const squatter = await newAccount({ verified: false });
    // The owner's emailed link signs in to that same account (and confirms the address).
    const owner = await emailedLinkSignIn(squatter.email);
    expect(owner.uid).toBe(squatter.uid);

    const answer = await confirm(owner.idToken);

    expect(answer).toEqual({ status: 200, result: { replaced: true } });
    await expect(adminAuth.getUser(squatter.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await passwordSignIn(squatter)).error).toMatch(/EMAIL_NOT_FOUND|INVALID/);
  });

  it('deletes a role-less account someone held without a password, given the address unconfirmed', async () => {
    const email = `anonymous-${Date.now().toString(36)}@example.com`;
    const uid = await anonymousAccountWithEmail(email);
    trackAccount(uid);
    const owner = await emailedLinkSignIn(email);
    expect(owner.uid).toBe(uid);

    expect(await confirm(owner.idToken)).toEqual({ status: 200, result: { replaced: true } });
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('keeps an account the emailed link has just made, and one that signed in with links only', async () => {
    const email = `link-only-${Date.now().toString(36)}@example.com`;
    const first = await emailedLinkSignIn(email);
    trackAccount(first.uid);
    expect(await confirm(first.idToken)).toEqual({ status: 200, result: { replaced: false } });

    const again = await emailedLinkSignIn(email);
    expect(await confirm(again.idToken)).toEqual({ status: 200, result: { replaced: false } });
    expect((await adminAuth.getUser(first.uid)).uid).toBe(first.uid);
  });

  it('keeps a password account whose address was confirmed by its confirmation mail, not a link sign-in', async () => {
    const fresh = await newAccount();

    expect(await confirm(await idTokenFor(fresh))).toEqual({ status: 200, result: { replaced: false } });
    expect((await adminAuth.getUser(fresh.uid)).uid).toBe(fresh.uid);
  });

  it('never touches a client’s or an administrator’s account, whatever signed in to it', async () => {
    const client = await newAccount({ role: 'client' });
    const admin = await newAccount({ role: 'admin' });

    const answers = [
      await confirm((await emailedLinkSignIn(client.email)).idToken),
      await confirm((await emailedLinkSignIn(admin.email)).idToken),
    ];

    expect(answers.map((answer) => answer.result)).toEqual([{ replaced: false }, { replaced: false }]);
    expect(await passwordSignIn(client)).toEqual({ error: undefined });
    expect(await passwordSignIn(admin)).toEqual({ error: undefined });
  });

  it('answers 401 to a signed-out caller', async () => {
    expect(await callCallable('confirmLinkSignIn', {})).toMatchObject({ status: 401 });
  });
});
