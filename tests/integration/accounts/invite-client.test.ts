import { randomUUID } from 'node:crypto';

import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailLink } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, type InviteClientResult } from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { adminAuth, db } from '../../support/firestore-admin';
import {
  activityOf,
  agencyOnlyOf,
  claimsOf,
  newAccount,
  onboardingAnswers,
  passwordSignIn,
  profileOf,
  removeTestAccounts,
  trackAccount,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

const newEmail = () => `invitee-${randomUUID().slice(0, 12)}@example.com`;

async function invite(data: unknown, idToken?: string) {
  const answer = await callCallable<InviteClientResult>('inviteClient', data, idToken);
  if (answer.result) trackAccount(answer.result.uid);
  return answer;
}

const invitationOf = async (uid: string) => (await db.collection(COLLECTIONS.mail).doc(`invite-${uid}`).get()).data();

describe('inviteClient', () => {
  it('creates a passwordless client account, an invited profile, the invitation email and the activity entry', async () => {
    const admin = await newAccount({ role: 'admin' });
    const email = newEmail();

    const answer = await invite(
      { name: ' Bob Blue ', email: email.toUpperCase(), businessName: 'Blue Sky Yoga', role: 'admin' },
      await idTokenFor(admin),
    );

    expect(answer.status).toBe(200);
    const { uid } = answer.result!;
    const user = await adminAuth.getUser(uid);
    expect(user).toMatchObject({ email, displayName: 'Bob Blue', emailVerified: false, disabled: false });
    expect(user.passwordHash).toBeUndefined();
    expect(user.customClaims).toEqual({ role: 'client' });
    expect(await profileOf(uid)).toMatchObject({
      name: 'Bob Blue',
      email,
      businessName: 'Blue Sky Yoga',
      status: 'invited',
      role: 'client',
      onboarding: null,
      phone: '',
      website: '',
      location: '',
      industry: '',
      notificationPreference: 'instant',
    });
    // Who invited them is the agency's business: not in the profile the client reads.
    expect(await profileOf(uid)).not.toHaveProperty('invitedBy');
    expect(await agencyOnlyOf(uid)).toEqual({ invitedBy: admin.uid });

    const mail = await invitationOf(uid);
    expect(mail).toMatchObject({ to: [email], replyTo: 'hello@consciouswebstudio.com.au' });
    const link = /https?:\/\/\S+oobCode=\S+/.exec(mail!.message.text)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).searchParams.get('continueUrl')).toBe('http://127.0.0.1:5000/client/login');
    expect(mail!.message.html).toContain(link!.replaceAll('&', '&amp;'));
    // The mail holds a live sign-in link: a TTL policy on `expiresAt` deletes it a day after it was queued.
    const hoursToExpiry = (mail!.expiresAt.toMillis() - Date.now()) / 3_600_000;
    expect(hoursToExpiry).toBeGreaterThan(23);
    expect(hoursToExpiry).toBeLessThanOrEqual(24);

    expect(await activityOf(uid)).toEqual([
      expect.objectContaining({
        type: 'invited',
        actor: admin.uid,
        actorName: admin.email,
        actorRole: 'admin',
        subjectUid: uid,
        clientId: uid,
        clientName: 'Blue Sky Yoga',
        clientVisible: false,
        summary: `${admin.email} invited Bob Blue (${email}) of Blue Sky Yoga to the portal.`,
        details: { subjectName: 'Bob Blue', email, replacedUnconfirmedAccount: null, leadId: null },
      }),
    ]);
  });

  it('lets the invitee sign in with the emailed link and finish onboarding as a client', async () => {
    const admin = await newAccount({ role: 'admin' });
    const email = newEmail();
    const { uid } = (await invite({ name: 'Carol Coral', email }, await idTokenFor(admin))).result!;
    const link = /https?:\/\/\S+oobCode=\S+/.exec((await invitationOf(uid))!.message.text)![0];

    const app = initializeApp({ projectId: APP_PROJECT_ID, apiKey: 'demo-api-key' }, `invitee-${uid}`);
    let idToken: string;
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, emulatorAddress('auth').origin, { disableWarnings: true });
      const { user } = await signInWithEmailLink(auth, email, link);
      expect(user.uid).toBe(uid);
      idToken = await user.getIdToken();
    } finally {
      await deleteApp(app);
    }
    expect(claimsOf(idToken).role).toBe('client');

    const answer = await callCallable(
      'completeOnboarding',
      { ...onboardingAnswers, name: 'Carol Coral', businessName: 'Coral Coaching' },
      idToken,
    );

    expect(answer).toEqual({ status: 200, result: { firstTime: true } });
    expect(await profileOf(uid)).toMatchObject({ status: 'active', businessName: 'Coral Coaching' });
    expect(await agencyOnlyOf(uid)).toMatchObject({ invitedBy: admin.uid });
    expect((await activityOf(uid)).map(({ type, details }) => ({ type, details }))).toEqual([
      {
        type: 'invited',
        details: { subjectName: 'Carol Coral', email, replacedUnconfirmedAccount: null, leadId: null },
      },
      // Firebase issues email-link sign-ins under the password provider, so the token says 'password' here too.
      { type: 'signed_up', details: { method: 'password' } },
      { type: 'onboarding_completed', details: { firstTime: true } },
    ]);
  });

  it('takes over an address held by an unconfirmed account with no role: its password stops working', async () => {
    const admin = await newAccount({ role: 'admin' });
    // Someone signed up with the client's address (or the client did, and never confirmed it).
    const squatter = await newAccount({ verified: false });
    const squatterToken = await idTokenFor(squatter);

    const answer = await invite({ name: 'Rightful Owner', email: squatter.email }, await idTokenFor(admin));

    expect(answer.status).toBe(200);
    const { uid } = answer.result!;
    expect(uid).not.toBe(squatter.uid);
    await expect(adminAuth.getUser(squatter.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await passwordSignIn(squatter)).toMatchObject({ error: expect.stringMatching(/INVALID|NOT_FOUND/) });
    expect((await callCallable('completeOnboarding', onboardingAnswers, squatterToken)).status).toBe(401);
    expect(await adminAuth.getUser(uid)).toMatchObject({ email: squatter.email, customClaims: { role: 'client' } });
    expect(await profileOf(uid)).toMatchObject({ name: 'Rightful Owner', status: 'invited' });
    expect(await invitationOf(uid)).toMatchObject({ to: [squatter.email] });
    expect((await activityOf(uid))[0]).toMatchObject({
      type: 'invited',
      details: { email: squatter.email, replacedUnconfirmedAccount: squatter.uid },
    });
  });

  it('answers 409 ALREADY_EXISTS for an email a confirmed account uses, creating nothing', async () => {
    const admin = await newAccount({ role: 'admin' });
    const existing = await newAccount();

    const answer = await invite({ name: 'Dup Licate', email: existing.email }, await idTokenFor(admin));

    expect(answer).toMatchObject({
      status: 409,
      error: { status: 'ALREADY_EXISTS', message: 'An account already uses that email.' },
    });
    expect(await profileOf(existing.uid)).toBeUndefined();
    expect((await adminAuth.getUser(existing.uid)).customClaims).toBeUndefined();
  });

  it('answers 409 ALREADY_EXISTS for an unconfirmed address that already has a role, leaving it alone', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await newAccount({ role: 'client', verified: false });

    const answer = await invite({ name: 'Not Taken', email: client.email }, await idTokenFor(admin));

    expect(answer).toMatchObject({ status: 409, error: { status: 'ALREADY_EXISTS' } });
    expect(await passwordSignIn(client)).toEqual({ error: undefined });
  });

  it('answers 400 INVALID_ARGUMENT for a bad email or name, creating nothing', async () => {
    const admin = await newAccount({ role: 'admin' });

    const answer = await invite({ name: 'B', email: 'not-an-email' }, await idTokenFor(admin));

    expect(answer).toMatchObject({
      status: 400,
      error: {
        status: 'INVALID_ARGUMENT',
        details: {
          fields: { name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' },
        },
      },
    });
  });

  it('answers 403 PERMISSION_DENIED to a client, creating no account', async () => {
    const client = await newAccount({ role: 'client' });
    const email = newEmail();

    const answer = await invite({ name: 'Sneaky Friend', email }, await idTokenFor(client));

    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('answers 401 UNAUTHENTICATED to a signed-out caller, creating no account', async () => {
    const email = newEmail();

    const answer = await invite({ name: 'Anon Ymous', email });

    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
