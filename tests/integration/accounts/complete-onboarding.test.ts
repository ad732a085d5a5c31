import { afterAll, describe, expect, it } from 'vitest';

import {
  ACCOUNT_REPLACED,
  CLIENT_LIMITS,
  COLLECTIONS,
  type CompleteOnboardingResult,
  EMAIL_UNVERIFIED,
  NAMES_CHANGED_RECENTLY,
} from '@agency/common';

import { clientPrivate, clientProfile } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import {
  activityOf,
  agencyOnlyOf,
  agencyOnlyRef,
  claimsOf,
  claimsOfUser,
  newAccount,
  onboardingAnswers,
  profileOf,
  removeTestAccounts,
  trackAccount,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { useCast } from '../support/cast';
import { anonymousAccountWithEmail, emailedLinkSignIn, idTokenFor } from '../support/sign-in';

const { admin } = useCast();
afterAll(removeTestAccounts);

const onboard = (data: unknown, idToken?: string) =>
  callCallable<CompleteOnboardingResult>('completeOnboarding', data, idToken);

const mailsFrom = async (email: string) =>
  (await db.collection(COLLECTIONS.mail).where('replyTo', '==', email).get()).docs.map((doc) => doc.data());

describe('completeOnboarding', () => {
  it('makes a new account a client: role claim, profile, one agency email and the sign-up in the activity log', async () => {
    const account = await newAccount();

    const answer = await onboard(onboardingAnswers, await idTokenFor(account));

    expect(answer).toEqual({ status: 200, result: { firstTime: true } });
    expect(await claimsOfUser(account.uid)).toEqual({ role: 'client' });
    expect(claimsOf(await idTokenFor(account)).role).toBe('client');
    expect((await adminAuth.getUser(account.uid)).displayName).toBe('Alice Green');
    const profile = await profileOf(account.uid);
    expect(profile).toMatchObject({
      name: 'Alice Green',
      email: account.email,
      businessName: 'Green Roots Naturopathy',
      industry: 'natural-health',
      website: 'https://greenroots.example.com.au',
      location: 'Noosa, QLD',
      onboarding: {
        services: ['web-design', 'search-optimisation'],
        budget: '5k-10k',
        timeline: '1-3-months',
        goals: 'A calm website that books consultations online.',
      },
      status: 'active',
      role: 'client',
      phone: '',
      notificationPreference: 'instant',
      // Written with the profile, so the admin's pickers find the new client at once.
      searchTerms: expect.arrayContaining(['alice', 'green', 'naturopathy']),
    });
    // What only the agency may see never sits in the profile, which the client reads whole.
    expect(profile).not.toHaveProperty('adminNotes');
    expect(profile).not.toHaveProperty('lastChange');
    for (const stamp of ['createdAt', 'updatedAt', 'onboardedAt']) {
      expect(profile![stamp].toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    }

    const mails = await mailsFrom(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ['hello@consciouswebstudio.com.au'],
      message: { subject: 'New client: Alice Green (Green Roots Naturopathy)' },
    });
    expect(mails[0]!.message.text).toContain('Services: Web Design, Search Optimisation');

    expect(await activityOf(account.uid)).toEqual([
      expect.objectContaining({
        type: 'signed_up',
        actor: account.uid,
        actorName: 'Alice Green',
        actorRole: 'client',
        subjectUid: account.uid,
        clientId: account.uid,
        clientName: 'Green Roots Naturopathy',
        projectId: null,
        clientVisible: false,
        summary: 'Alice Green (Green Roots Naturopathy) joined the portal.',
        details: { method: 'password' },
      }),
      expect.objectContaining({
        type: 'onboarding_completed',
        actor: account.uid,
        summary: 'Alice Green (Green Roots Naturopathy) completed onboarding.',
        details: { firstTime: true },
      }),
    ]);
  });

  it('removes, rather than onboards, an account whose password was set before an emailed link confirmed it', async () => {
    // Someone registers the owner's address with a password, then the owner's emailed link signs in to that
    // account (confirming it). The squatter calls before the owner's browser can call confirmLinkSignIn.
    const squatter = await newAccount({ verified: false });
    const squatterToken = await idTokenFor(squatter);
    await emailedLinkSignIn(squatter.email);

    const answer = await onboard(onboardingAnswers, squatterToken);

    expect(answer).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', details: { reason: ACCOUNT_REPLACED } },
    });
    await expect(adminAuth.getUser(squatter.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await profileOf(squatter.uid)).toBeUndefined();
    expect(await mailsFrom(squatter.email)).toHaveLength(0);
  });

  it('removes an account someone held without a password, given the owner’s address unconfirmed', async () => {
    const email = `anonymous-${Date.now().toString(36)}@example.com`;
    const uid = await anonymousAccountWithEmail(email);
    trackAccount(uid);
    await emailedLinkSignIn(email);
    // The one who made it refreshes their session: it now carries the owner's confirmed address.
    const token = (await emailedLinkSignIn(email)).idToken;

    const answer = await onboard(onboardingAnswers, token);

    expect(answer).toMatchObject({ status: 400, error: { details: { reason: ACCOUNT_REPLACED } } });
    await expect(adminAuth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('onboards an account made by an emailed link', async () => {
    const email = `link-made-${Date.now().toString(36)}@example.com`;
    const { uid, idToken } = await emailedLinkSignIn(email);
    trackAccount(uid);

    expect(await onboard(onboardingAnswers, idToken)).toEqual({ status: 200, result: { firstTime: true } });
    expect(await profileOf(uid)).toMatchObject({ email, status: 'active' });
  });

  it('keeps the profile’s address when the account’s new sign-in address is not confirmed yet', async () => {
    const account = await newAccount();
    await onboard(onboardingAnswers, await idTokenFor(account));
    const unconfirmed = `unconfirmed-${account.uid.slice(0, 8)}@example.com`;
    await adminAuth.updateUser(account.uid, { email: unconfirmed, emailVerified: false });

    const answer = await onboard(
      { ...onboardingAnswers, businessName: 'Green Roots Wellness' },
      await idTokenFor({ email: unconfirmed, password: account.password }),
    );

    expect(answer.status).toBe(200);
    expect(await profileOf(account.uid)).toMatchObject({ email: account.email, businessName: 'Green Roots Wellness' });
  });

  it('edits the answers when called again, without another agency email', async () => {
    const account = await newAccount();
    await onboard(onboardingAnswers, await idTokenFor(account));
    const first = await profileOf(account.uid);

    const answer = await onboard(
      { ...onboardingAnswers, businessName: 'Green Roots Wellness', services: ['hosting'] },
      await idTokenFor(account),
    );

    expect(answer).toEqual({ status: 200, result: { firstTime: false } });
    const profile = await profileOf(account.uid);
    expect(profile).toMatchObject({ businessName: 'Green Roots Wellness', onboarding: { services: ['hosting'] } });
    expect(profile!.onboardedAt.isEqual(first!.onboardedAt)).toBe(true);
    expect(profile!.createdAt.isEqual(first!.createdAt)).toBe(true);
    expect(await mailsFrom(account.email)).toHaveLength(1);
    expect((await activityOf(account.uid)).map(({ type, details }) => ({ type, details }))).toEqual([
      { type: 'signed_up', details: { method: 'password' } },
      { type: 'onboarding_completed', details: { firstTime: true } },
      { type: 'onboarding_completed', details: { firstTime: false } },
    ]);
  });

  it('spaces renames through edited answers as the profile form’s: the first free, the next refused for a while', async () => {
    const account = await newAccount();
    await onboard(onboardingAnswers, await idTokenFor(account));
    // Onboarding names the client without starting the interval.
    expect((await profileOf(account.uid))!.namesChangedAt).toBeUndefined();

    const renamed = await onboard({ ...onboardingAnswers, name: 'Alice Greenwood' }, await idTokenFor(account));
    expect(renamed.status).toBe(200);
    const stamped = await profileOf(account.uid);
    expect(stamped).toMatchObject({ name: 'Alice Greenwood' });
    expect(stamped!.namesChangedAt).toBeDefined();

    const refused = await onboard(
      { ...onboardingAnswers, name: 'Mallory', businessName: 'Elsewhere', goals: 'Rewritten.' },
      await idTokenFor(account),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', details: { reason: NAMES_CHANGED_RECENTLY } },
    });
    expect(JSON.stringify(refused)).toMatch(/you can change it again after \d{1,2}:\d\d [ap]m/);
    const after = await db.collection(COLLECTIONS.clients).doc(account.uid).get();
    expect(after.data()).toMatchObject({ name: 'Alice Greenwood', onboarding: { goals: onboardingAnswers.goals } });
    expect((await adminAuth.getUser(account.uid)).displayName).toBe('Alice Greenwood');

    // The other answers still save with the names kept; the names change again once the interval has passed.
    const goals = await onboard(
      { ...onboardingAnswers, name: 'Alice Greenwood', goals: 'Rewritten.' },
      await idTokenFor(account),
    );
    expect(goals.status).toBe(200);
    const longAgo = new Date(Date.now() - CLIENT_LIMITS.nameChangeIntervalMs - 60_000);
    await db.collection(COLLECTIONS.clients).doc(account.uid).update({ namesChangedAt: longAgo });
    expect((await onboard({ ...onboardingAnswers, name: 'Alice Green' }, await idTokenFor(account))).status).toBe(200);
    expect(await profileOf(account.uid)).toMatchObject({ name: 'Alice Green' });
  });

  it('keeps what the profile already holds (phone, the agency’s record) when the answers are edited', async () => {
    const account = await newAccount();
    await onboard(onboardingAnswers, await idTokenFor(account));
    await db.collection(COLLECTIONS.clients).doc(account.uid).update({ phone: '07 5550 1234' });
    await agencyOnlyRef(account.uid).set(clientPrivate({ fromLeadId: 'lead-cooroy' }));

    await onboard({ ...onboardingAnswers, location: 'Cooroy, QLD' }, await idTokenFor(account));

    expect(await profileOf(account.uid)).toMatchObject({ phone: '07 5550 1234', location: 'Cooroy, QLD' });
    expect(await agencyOnlyOf(account.uid)).toMatchObject({ fromLeadId: 'lead-cooroy' });
  });

  it('writes and logs nothing when the same answers are saved again (a double click, a retry)', async () => {
    const account = await newAccount();
    await onboard(onboardingAnswers, await idTokenFor(account));
    const before = await db.collection(COLLECTIONS.clients).doc(account.uid).get();

    const again = await Promise.all([1, 2, 3].map(async () => onboard(onboardingAnswers, await idTokenFor(account))));

    expect(again.map((answer) => answer.result)).toEqual([1, 2, 3].map(() => ({ firstTime: false })));
    const after = await db.collection(COLLECTIONS.clients).doc(account.uid).get();
    expect(after.updateTime!.isEqual(before.updateTime!)).toBe(true);
    expect((await activityOf(account.uid)).map(({ type }) => type)).toEqual(['signed_up', 'onboarding_completed']);
  });

  it('logs edits of the answers moments apart once, so saving in a loop cannot flood the activity log', async () => {
    const account = await newAccount();
    const token = await idTokenFor(account);
    await onboard(onboardingAnswers, token);

    for (const goals of ['First rewrite of our goals.', 'Second rewrite of our goals.', 'Third rewrite, again.']) {
      expect((await onboard({ ...onboardingAnswers, goals }, token)).status).toBe(200);
    }

    expect((await profileOf(account.uid))!.onboarding.goals).toBe('Third rewrite, again.');
    expect((await activityOf(account.uid)).map(({ type, details }) => ({ type, details }))).toEqual([
      { type: 'signed_up', details: { method: 'password' } },
      { type: 'onboarding_completed', details: { firstTime: true } },
      { type: 'onboarding_completed', details: { firstTime: false } },
    ]);
  });

  it('makes no client of an account whose email is not confirmed, writing nothing until it is', async () => {
    const account = await newAccount({ verified: false });

    const refused = await onboard(onboardingAnswers, await idTokenFor(account));

    expect(refused).toMatchObject({
      status: 400,
      error: {
        status: 'FAILED_PRECONDITION',
        message: 'Please confirm your email address first: open the link we emailed you, then try again.',
        details: { reason: EMAIL_UNVERIFIED },
      },
    });
    expect(await claimsOfUser(account.uid)).toBeUndefined();
    expect(await profileOf(account.uid)).toBeUndefined();
    expect(await mailsFrom(account.email)).toEqual([]);
    expect(await activityOf(account.uid)).toEqual([]);

    // The person opens the link in the confirmation email: Auth now vouches for the address.
    await adminAuth.updateUser(account.uid, { emailVerified: true });
    const accepted = await onboard(onboardingAnswers, await idTokenFor(account));

    expect(accepted).toEqual({ status: 200, result: { firstTime: true } });
    expect(await claimsOfUser(account.uid)).toEqual({ role: 'client' });
    expect(await mailsFrom(account.email)).toHaveLength(1);
    expect((await activityOf(account.uid)).map(({ type }) => type)).toEqual(['signed_up', 'onboarding_completed']);
  });

  it('refuses more than the eight services, or a service twice, however long the list', async () => {
    const account = await newAccount();
    const token = await idTokenFor(account);

    const repeated = await onboard({ ...onboardingAnswers, services: Array(70_000).fill('web-design') }, token);
    const twice = await onboard({ ...onboardingAnswers, services: ['hosting', 'hosting'] }, token);

    expect(repeated).toMatchObject({
      status: 400,
      error: { details: { fields: { services: 'Please choose at most 8 services' } } },
    });
    expect(twice).toMatchObject({
      status: 400,
      error: { details: { fields: { services: 'Please choose each service once' } } },
    });
    expect(await profileOf(account.uid)).toBeUndefined();
    expect(await claimsOfUser(account.uid)).toBeUndefined();
  });

  it('ignores a role, status or email in the payload: the role is always client and the email is the account’s', async () => {
    const account = await newAccount();

    const answer = await onboard(
      { ...onboardingAnswers, role: 'admin', status: 'vip', email: 'someone-else@example.com', adminNotes: 'VIP' },
      await idTokenFor(account),
    );

    expect(answer.status).toBe(200);
    expect(await claimsOfUser(account.uid)).toEqual({ role: 'client' });
    expect(claimsOf(await idTokenFor(account)).role).toBe('client');
    expect(await profileOf(account.uid)).toMatchObject({ role: 'client', status: 'active', email: account.email });
    expect(await profileOf(account.uid)).not.toHaveProperty('adminNotes');
    expect(await agencyOnlyOf(account.uid)).toBeUndefined();
  });

  it('keeps the account’s other custom claims', async () => {
    const account = await newAccount({ claims: { beta: true } });

    await onboard(onboardingAnswers, await idTokenFor(account));

    expect(await claimsOfUser(account.uid)).toEqual({ beta: true, role: 'client' });
  });

  it('answers 400 INVALID_ARGUMENT naming every bad field, and writes nothing', async () => {
    const account = await newAccount();

    const answer = await onboard(
      { ...onboardingAnswers, name: 'A', website: 'not a url', services: [], budget: 'millions', goals: undefined },
      await idTokenFor(account),
    );

    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        fields: {
          name: 'Name must be at least 2 characters',
          website: 'Please enter a web address such as https://example.com.au',
          services: 'Please choose at least one service',
          budget: 'Please choose a budget range',
          goals: 'Please tell us a little more (at least 10 characters)',
        },
      },
    });
    expect(answer.error!.message).toMatch(/^Please check these fields\. /);
    expect(answer.error!.message).toContain('name: Name must be at least 2 characters');
    expect(answer.error!.message).toContain('services: Please choose at least one service');
    expect(await profileOf(account.uid)).toBeUndefined();
    expect(await claimsOfUser(account.uid)).toBeUndefined();
    expect(await activityOf(account.uid)).toEqual([]);
    expect(await mailsFrom(account.email)).toEqual([]);
  });

  it.each([
    ['a name of zero-width spaces', { name: '\u200b\u200b\u200b' }, 'name'],
    ['a name of direction marks and a word joiner', { name: '\u200e\u200f\u2060' }, 'name'],
    ['a business name of zero-width spaces', { businessName: '\u200b\u200b' }, 'businessName'],
  ])(
    'refuses %s (as the profile rules do): every list would show the client as nobody, and it writes nothing',
    async (_what, invisible, field) => {
      const account = await newAccount();
      const answer = await onboard({ ...onboardingAnswers, ...invisible }, await idTokenFor(account));
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.error!.details!.fields!)).toEqual([field]);
      expect(await profileOf(account.uid)).toBeUndefined();
    },
  );

  it('refuses fields of the wrong type instead of converting them', async () => {
    const account = await newAccount();

    const answer = await onboard({ ...onboardingAnswers, name: 12345, location: true }, await idTokenFor(account));

    expect(answer.status).toBe(400);
    expect(answer.error!.details!.fields).toEqual({ name: 'name must be text', location: 'location must be text' });
    expect(await profileOf(account.uid)).toBeUndefined();
  });

  it('refuses data that is not an object', async () => {
    const account = await newAccount();

    const answer = await onboard(['not', 'an', 'object'], await idTokenFor(account));

    expect(answer).toMatchObject({ status: 400, error: { status: 'INVALID_ARGUMENT' } });
  });

  it('escapes what the client typed in the agency email and keeps the subject on one line', async () => {
    const account = await newAccount();

    await onboard(
      {
        ...onboardingAnswers,
        name: 'Eve <b>Hacker</b>\r\nBcc: everyone@example.com',
        goals: '<script>alert("owned")</script> and more',
      },
      await idTokenFor(account),
    );

    const [mail] = await mailsFrom(account.email);
    expect(mail!.message.subject).not.toMatch(/[\r\n]/);
    expect(mail!.message.html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    expect(mail!.message.html).toContain('Eve &lt;b&gt;Hacker&lt;/b&gt;');
    expect(mail!.message.html).not.toContain('<script>');
  });

  it('answers 401 UNAUTHENTICATED to a signed-out caller', async () => {
    const answer = await onboard(onboardingAnswers);

    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
  });

  it('answers 401 to a forged token', async () => {
    const answer = await onboard(onboardingAnswers, 'not-a-real-token');

    expect(answer).toMatchObject({ status: 401, error: { status: 'UNAUTHENTICATED' } });
  });

  it('answers 401 to a caller whose account was deleted after the token was issued, creating no profile', async () => {
    const account = await newAccount();
    const idToken = await idTokenFor(account);
    await adminAuth.deleteUser(account.uid);

    const answer = await onboard(onboardingAnswers, idToken);

    expect(answer).toMatchObject({
      status: 401,
      error: { status: 'UNAUTHENTICATED', message: 'Your account no longer exists; please sign in again.' },
    });
    expect(await profileOf(account.uid)).toBeUndefined();
  });

  it('refuses an administrator with FAILED_PRECONDITION, leaving their role and creating no profile', async () => {
    const answer = await onboard(onboardingAnswers, admin.token);

    expect(answer).toMatchObject({
      status: 400,
      error: { status: 'FAILED_PRECONDITION', message: 'Administrator accounts do not need onboarding.' },
    });
    expect(await claimsOfUser(admin.uid)).toEqual({ role: 'admin' });
    expect(await profileOf(admin.uid)).toBeUndefined();
  });

  it('refuses a client whose profile is disabled, without reactivating it', async () => {
    const account = await newAccount({ role: 'client' });
    await db
      .collection(COLLECTIONS.clients)
      .doc(account.uid)
      .set(clientProfile({ name: 'Dis Abled', email: account.email, status: 'disabled' }));
    // The search terms a function keeps on every profile may or may not be there yet; nothing else is written.
    const { searchTerms: _before, ...seeded } = (await profileOf(account.uid)) ?? {};

    const answer = await onboard(onboardingAnswers, await idTokenFor(account));

    expect(answer).toMatchObject({ status: 403, error: { status: 'PERMISSION_DENIED' } });
    const { searchTerms: _terms, ...profile } = (await profileOf(account.uid)) ?? {};
    expect(profile).toMatchObject({ name: 'Dis Abled', status: 'disabled' });
    expect(profile).toEqual(seeded);
  });
});
