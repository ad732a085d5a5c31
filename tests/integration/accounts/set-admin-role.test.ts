import { afterAll, describe, expect, it } from 'vitest';

import { type AccountChangeResult, CALLABLES, COLLECTIONS } from '@agency/common';

import { clientProfile } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import {
  activityOf,
  claimsOf,
  claimsOfUser,
  newAccount,
  onboardingAnswers,
  profileOf,
  removeTestAccounts,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';
import { idTokenFor } from '../support/sign-in';

const { admin, bob } = useCast();
afterAll(removeTestAccounts);

const setAdminRole = (data: unknown, idToken?: string) =>
  callCallable<AccountChangeResult>('setAdminRole', data, idToken);

describe('setAdminRole', () => {
  it('makes a client an administrator, keeping their other claims and mirroring the role on the profile', async () => {
    const client = await newAccount({ role: 'client', claims: { beta: true } });
    await db
      .collection(COLLECTIONS.clients)
      .doc(client.uid)
      .set(clientProfile({ name: 'Cam Client', email: client.email, businessName: '' }));
    const before = Date.now() - 2_000;

    const answer = await setAdminRole({ uid: client.uid, admin: true }, admin.token);

    expect(answer).toEqual({ status: 200, result: { uid: client.uid } });
    expect(await claimsOfUser(client.uid)).toEqual({ beta: true, role: 'admin' });
    expect(claimsOf(await idTokenFor(client)).role).toBe('admin');
    expect(await profileOf(client.uid)).toMatchObject({ role: 'admin' });
    // Existing sessions must sign in again to pick the role up, and firestore.rules refuse the tokens they hold.
    const validAfter = new Date((await adminAuth.getUser(client.uid)).tokensValidAfterTime!).getTime();
    expect(validAfter).toBeGreaterThan(before);
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(client.uid).get()).data();
    expect(revocation!.validAfter.toMillis()).toBe(validAfter);
    expect(await activityOf(client.uid)).toEqual([
      expect.objectContaining({
        type: 'role_changed',
        actor: admin.uid,
        actorName: admin.email,
        details: { subjectName: 'Cam Client', from: 'client', to: 'admin' },
        summary: `${admin.email} made Cam Client an administrator.`,
      }),
    ]);
  });

  it('returns a client who was made an administrator to client when the role is removed', async () => {
    const other = await newAccount({ role: 'admin' });
    await db
      .collection(COLLECTIONS.clients)
      .doc(other.uid)
      .set(clientProfile({ name: 'Former Client', email: other.email, businessName: '', role: 'admin' }));

    expect((await setAdminRole({ uid: other.uid, admin: false }, admin.token)).status).toBe(200);

    expect(await claimsOfUser(other.uid)).toEqual({ role: 'client' });
    expect(await profileOf(other.uid)).toMatchObject({ role: 'client' });
    expect((await activityOf(other.uid))[0]).toMatchObject({
      details: { from: 'admin', to: 'client' },
      summary: `${admin.email} removed the admin role of Former Client.`,
    });
  });

  it('leaves an administrator without a profile with no role at all, keeping their other claims', async () => {
    const other = await newAccount({ role: 'admin', claims: { beta: true } });

    expect((await setAdminRole({ uid: other.uid, admin: false }, admin.token)).status).toBe(200);

    expect(await claimsOfUser(other.uid)).toEqual({ beta: true });
    expect(await profileOf(other.uid)).toBeUndefined();
    expect((await activityOf(other.uid))[0]).toMatchObject({ details: { from: 'admin', to: null } });
  });

  it('stops a removed administrator at once: their earlier token no longer works for admin functions', async () => {
    const demoted = await newAccount({ role: 'admin' });
    const staleToken = await idTokenFor(demoted);
    const target = await newAccount({ role: 'client' });

    await setAdminRole({ uid: demoted.uid, admin: false }, admin.token);

    expect(claimsOf(staleToken).role).toBe('admin');
    const answer = await setAdminRole({ uid: target.uid, admin: true }, staleToken);
    // Refused either way: within the second the token signed in, by the live role (403); after it, because the
    // session itself has ended (401), which Auth counts in whole seconds (functions/src/lib/sessions.ts).
    expect([403, 401]).toContain(answer.status);
    expect(answer.error!.status).toMatch(/^(PERMISSION_DENIED|UNAUTHENTICATED)$/);
    expect(await claimsOfUser(target.uid)).toEqual({ role: 'client' });
  });

  it('refuses to let an administrator remove their own role', async () => {
    const answer = await setAdminRole({ uid: admin.uid, admin: false }, admin.token);

    expect(answer).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'You cannot remove your own administrator role.' },
    });
    expect(await claimsOfUser(admin.uid)).toEqual({ role: 'admin' });
  });

  it('refuses to make an account whose email is not confirmed an administrator, changing nothing', async () => {
    const stranger = await newAccount({ verified: false });

    const answer = await setAdminRole({ uid: stranger.uid, admin: true }, admin.token);

    expect(answer).toMatchObject({ status: 400, error: { status: 'FAILED_PRECONDITION' } });
    expect(answer.error?.message).toContain('has not confirmed its email address');
    expect(await claimsOfUser(stranger.uid)).toBeUndefined();
  });

  it('answers 404 NOT_FOUND for an account that does not exist', async () => {
    const answer = await setAdminRole({ uid: 'no-such-account', admin: true }, admin.token);

    expect(answer).toMatchObject({ status: 404, error: { status: 'NOT_FOUND' } });
  });

  it('answers 401 UNAUTHENTICATED to a signed-out caller', async () => {
    const target = await newAccount({ role: 'client' });

    const answer = await setAdminRole({ uid: target.uid, admin: true });

    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
    expect(await claimsOfUser(target.uid)).toEqual({ role: 'client' });
  });
});

describe('a client trying to become an administrator', () => {
  it('is refused by setAdminRole', async () => {
    const answer = await setAdminRole({ uid: bob.uid, admin: true }, bob.token);

    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
  });

  it('gets no admin role from any callable, whatever the payload says', async () => {
    const client = await newAccount({ role: 'client' });
    const token = await idTokenFor(client);
    // A payload every callable could read something from: valid onboarding answers plus every role-ish field.
    const payload = {
      ...onboardingAnswers,
      email: client.email,
      uid: client.uid,
      admin: true,
      disabled: false,
      role: 'admin',
      claims: { role: 'admin' },
    };

    const statuses = Object.fromEntries(
      await Promise.all(
        Object.values(CALLABLES).map(async (name) => [name, (await callCallable(name, payload, token)).status]),
      ),
    );

    expect(statuses).toEqual({
      completeOnboarding: 200,
      saveProject: 403,
      archiveProject: 403,
      // The agency's project templates, and a project made from an accepted quote.
      saveProjectTemplate: 403,
      createProjectFromQuote: 403,
      // Their own general conversation: what a client may open, whatever else the payload says.
      openThread: 200,
      // No file named: nothing to decide on.
      decideDeliverable: 400,
      // The agency's: taking back a file's download links.
      revokeFileLinks: 403,
      confirmLinkSignIn: 200,
      inviteClient: 403,
      setAccountDisabled: 403,
      setAdminRole: 403,
      // The agency's side of quotes and invoices.
      saveQuote: 403,
      sendQuote: 403,
      withdrawQuote: 403,
      duplicateQuote: 403,
      recordPayment: 403,
      voidInvoice: 403,
      issueNewInvoice: 403,
      // A client's side, each refusing a payload that names no quote, selection or invoice.
      acceptQuote: 400,
      declineQuote: 400,
      requestQuote: 400,
      createCheckoutSession: 400,
      // Whether card payment is set up (it is not on the emulators): anyone signed in may ask.
      paymentOptions: 200,
      // A client's own website assessment, refusing a payload that names no address.
      runAssessment: 400,
    });
    expect(await claimsOfUser(client.uid)).toEqual({ role: 'client' });
    expect(claimsOf(await idTokenFor(client)).role).toBe('client');
    expect(await profileOf(client.uid)).toMatchObject({ role: 'client' });
    expect((await activityOf(client.uid)).filter((entry) => entry.type === 'role_changed')).toEqual([]);
    // Every callable once, most starting cold: on two busy cores twenty-odd functions starting at once took 49 s
    // before the first answered (the emulator waits up to FUNCTIONS_DISCOVERY_TIMEOUT, scripts/lib/emulators.ts).
  }, 150_000);
});
