import { type Browser, type Page } from '@playwright/test';

import { type ActivityEntry, COLLECTIONS, ROLE_CLAIM } from '@agency/common';

import { db } from '../../support/firestore-admin';
import {
  actionPageLinkFrom,
  adminAuth,
  appLinkFrom,
  createAccount,
  latestOobCode,
  oobCodes,
  signIn,
  signOut,
  TEST_PASSWORD,
  uniqueEmail,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

async function fillAccount(page: Page, email: string, method: 'password' | 'link' = 'password') {
  const form = page.getByRole('form', { name: 'Your account' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Wetland');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  if (method === 'link') await form.getByRole('radio', { name: /Email me a link/ }).check();
  else await form.getByLabel('Choose a password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Next' }).click();
}

async function fillBusiness(page: Page, businessName = 'Wetland Friends') {
  const form = page.getByRole('form', { name: 'Your business' });
  await form.getByRole('textbox', { name: 'Business name' }).fill(businessName);
  await form.getByRole('combobox', { name: 'Industry' }).selectOption('environmental');
  await form.getByRole('textbox', { name: /Website/ }).fill('wetlandfriends.org.au');
  await form.getByRole('textbox', { name: 'Where are you based?' }).fill('Cairns, QLD');
  await form.getByRole('button', { name: 'Next' }).click();
}

async function fillGoals(page: Page) {
  const form = page.getByRole('form', { name: 'Your goals' });
  await form.getByRole('checkbox', { name: 'Web Design' }).check();
  await form.getByRole('checkbox', { name: 'Search Optimisation' }).check();
  await form.getByRole('combobox', { name: 'Budget range' }).selectOption('2k-5k');
  await form.getByRole('combobox', { name: 'Timeline' }).selectOption('1-3-months');
  await form
    .getByRole('textbox', { name: 'What would you like to achieve?' })
    .fill('More volunteers for planting days.');
  await form.getByRole('button', { name: 'Finish' }).click();
}

/** The extra step a password sign-up takes before it becomes a client. */
const confirmStep = (page: Page) => page.getByRole('heading', { name: 'Step 4 of 4: Confirm your email' });

/**
 * For tests about something else: confirms the address through the Admin SDK (standing in for the emailed link,
 * which the verification-loop test opens for real) and tells the waiting confirm step so.
 */
async function confirmEmail(page: Page, email: string) {
  await expect(confirmStep(page)).toBeFocused();
  const { uid } = await adminAuth.getUserByEmail(email);
  await adminAuth.updateUser(uid, { emailVerified: true });
  await page.getByRole('button', { name: 'I have confirmed it' }).click();
}

/** A password sign-up that has answered everything and waits for its address to be confirmed. */
async function signUpToConfirmStep(page: Page, email: string) {
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page);
  await fillGoals(page);
  await expect(confirmStep(page)).toBeFocused();
}

// Three steps with an account, a function call and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Starts a sign-up by emailed link on `page`, then opens the link in a browser of its own (another device) and
 * finishes its sign-in there, as far as the address it asks for. Answers the new browser to carry on in.
 */
async function openSignUpLinkElsewhere(page: Page, browser: Browser, label: string) {
  const email = uniqueEmail(label);
  await page.goto('/client/onboarding');
  await fillAccount(page, email, 'link');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const link = appLinkFrom(await latestOobCode(email, 'EMAIL_SIGNIN'));
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Finish signing in' })).toBeVisible();
  await expect(other.getByRole('form', { name: 'Your account' })).toHaveCount(0);
  await other.getByRole('textbox', { name: 'Email' }).fill(email);
  await other.getByRole('button', { name: 'Sign in' }).click();
  return { email, link, other, close: () => phone.close() };
}

const profileOf = async (email: string) => {
  const user = await adminAuth.getUserByEmail(email);
  return { user, profile: (await db.collection(COLLECTIONS.clients).doc(user.uid).get()).data() };
};

/** What becoming a client leaves behind: the role, the profile, the agency's email and the sign-up in the log. */
async function clientTraces(email: string) {
  const { user, profile } = await profileOf(email);
  const mail = await db.collection(COLLECTIONS.mail).doc(`onboarded-${user.uid}`).get();
  const activity = await db.collection(COLLECTIONS.activity).where('subjectUid', '==', user.uid).get();
  return {
    role: user.customClaims?.[ROLE_CLAIM] as unknown,
    profile,
    agencyMail: mail.exists,
    signedUp: activity.docs.filter((entry) => (entry.data() as ActivityEntry).type === 'signed_up').length,
  };
}

/** Everything this browser keeps in localStorage, as one string to search for someone's details. */
const storedOnDevice = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

test('a visitor joins from the home page, finishes onboarding and lands on the dashboard as a client', async ({
  page,
}) => {
  const email = uniqueEmail('joiner');
  await page.goto('/');
  await page.getByRole('link', { name: 'Join the Portal – Free Assessment' }).click();
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeFocused();
  await expectNoAxeViolations(page);
  await fillBusiness(page);
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Goals' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillGoals(page);
  await confirmEmail(page, email);

  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByText('Welcome to the portal!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();

  const { user, profile } = await profileOf(email);
  expect(user.customClaims?.[ROLE_CLAIM]).toBe('client');
  expect(profile).toMatchObject({
    name: 'Robin Wetland',
    businessName: 'Wetland Friends',
    website: 'https://wetlandfriends.org.au',
    status: 'active',
    onboarding: { services: ['web-design', 'search-optimisation'], budget: '2k-5k', timeline: '1-3-months' },
  });
});

test('each step checks its answers before moving on', async ({ page }) => {
  await page.goto('/client/onboarding');
  const account = page.getByRole('form', { name: 'Your account' });
  await account.getByRole('textbox', { name: 'Your name' }).fill('R');
  await account.getByLabel('Choose a password').fill('short');
  await account.getByRole('button', { name: 'Next' }).click();
  await expect(account.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(account.getByText('Please enter a valid email address')).toBeVisible();
  await expect(account.getByText('Password must be at least 10 characters')).toBeVisible();
  await expect(account.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
});

test('the step count is true for the way in: four steps with a password, three with an emailed link', async ({
  page,
}) => {
  await page.goto('/client/onboarding');
  const account = page.getByRole('form', { name: 'Your account' });
  // A password sign-up confirms its address at the end; an emailed link has proven it already.
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
  await expect(page.getByText('Confirm your email', { exact: true })).toBeVisible();
  await account.getByRole('radio', { name: /Email me a link/ }).check();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
  await expect(page.getByText('Confirm your email', { exact: true })).toHaveCount(0);
  await account.getByRole('radio', { name: 'With a password' }).check();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();

  await fillAccount(page, uniqueEmail('counter'));
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an email that already has an account is told to sign in instead', async ({ page }) => {
  const email = uniqueEmail('taken');
  await adminAuth.createUser({ email, password: TEST_PASSWORD });
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await expect(page.getByRole('alert')).toHaveText(/An account already uses that email/);
});

test('progress is kept when the visitor leaves half way and comes back', async ({ page }) => {
  const email = uniqueEmail('halfway');
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page, 'Reef Keepers');
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Goals' })).toBeVisible();

  await page.goto('/');
  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Goals' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Reef Keepers');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillGoals(page);
  await confirmEmail(page, email);
  await expect(page).toHaveURL('/client/dashboard');
});

test('a visitor can join with an emailed link instead of a password', async ({ page }) => {
  const email = uniqueEmail('linkjoiner');
  await page.goto('/client/onboarding');
  await fillAccount(page, email, 'link');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(appLinkFrom(await latestOobCode(email, 'EMAIL_SIGNIN')));
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await fillBusiness(page);
  await fillGoals(page);
  await expect(page).toHaveURL('/client/dashboard');
  const { user } = await profileOf(email);
  expect(user.customClaims?.[ROLE_CLAIM]).toBe('client');
  expect(user.displayName).toBe('Robin Wetland');
});

test('waiting for an emailed sign-up link: it can be sent again, survives a reload, and the address can be changed', async ({
  page,
}) => {
  const mistyped = uniqueEmail('mistyped');
  await page.goto('/client/onboarding');
  await fillAccount(page, mistyped, 'link');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We have sent the link again')).toBeVisible();
  await expect.poll(async () => (await oobCodes(mistyped, 'EMAIL_SIGNIN')).length).toBe(2);

  // Auth refusing to send more for now: said plainly, and the page still waits for the links sent already.
  await page.route('**/accounts:sendOobCode*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 400, message: 'TOO_MANY_ATTEMPTS_TRY_LATER' } }),
    }),
  );
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not send the link again' })).toContainText(
    'We have sent you several emails in a short time',
  );
  await page.unrouteAll();
  expect(await oobCodes(mistyped, 'EMAIL_SIGNIN')).toHaveLength(2);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' })).toContainText(mistyped);

  await page.getByRole('button', { name: 'Use a different email address' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
  const account = page.getByRole('form', { name: 'Your account' });
  await expect(account.getByRole('textbox', { name: 'Email' })).toHaveValue(mistyped);
  await expect(account.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(account.getByRole('radio', { name: /Email me a link/ })).toBeChecked();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('retyped');
  await fillAccount(page, email, 'link');
  await expect(page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' })).toContainText(email);
  await page.goto(appLinkFrom(await latestOobCode(email, 'EMAIL_SIGNIN')));
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
});

test('a link to the address given up on, opened afterwards, asks which address it went to', async ({ page }) => {
  const first = uniqueEmail('givenup');
  await page.goto('/client/onboarding');
  await fillAccount(page, first, 'link');
  await page.getByRole('button', { name: 'Use a different email address' }).click();
  const second = uniqueEmail('instead');
  await fillAccount(page, second, 'link');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The first link still signs in whoever holds its inbox, once they say which address it is.
  await page.goto(appLinkFrom(await latestOobCode(first, 'EMAIL_SIGNIN')));
  const form = page.getByRole('form', { name: 'Finish signing in' });
  await expect(form.getByRole('alert')).toContainText('This link was sent to a different email address.');
  await form.getByRole('textbox', { name: 'Email' }).fill(first);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByText(`Signed in as ${first}.`)).toBeVisible();
});

test('an emailed sign-up link opened on another device asks which email it went to, then carries on there', async ({
  page,
  browser,
}) => {
  const { email, other, close } = await openSignUpLinkElsewhere(page, browser, 'otherdevice');

  // Signed in, with the link's one-time code gone from the address bar.
  await expect(other).toHaveURL('/client/onboarding');
  await expect(other.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await expect(other.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expectNoAxeViolations(other);
  // The name was typed on the first device, so this one asks for it with the business.
  await other
    .getByRole('form', { name: 'Your business' })
    .getByRole('textbox', { name: 'Your name' })
    .fill('Robin Wetland');
  await fillBusiness(other);
  await fillGoals(other);
  await expect(other).toHaveURL('/client/dashboard');
  expect((await profileOf(email)).profile).toMatchObject({ name: 'Robin Wetland', businessName: 'Wetland Friends' });
  await close();
});

test('an emailed sign-up link that was used already says so and offers a new one, keeping the answers', async ({
  page,
  browser,
}) => {
  // Someone opens it elsewhere first (their phone), which uses it up.
  const { email, link, other, close } = await openSignUpLinkElsewhere(page, browser, 'usedlink');
  await expect(other).toHaveURL('/client/onboarding');
  await close();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/not valid any more/);
  await expect(page.getByRole('form', { name: 'Your account' })).toHaveCount(0);
  await expect(page).toHaveURL('/client/onboarding');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Email me a new link' }).click();
  await expect(page.getByRole('status')).toContainText(`We have emailed a sign-in link to ${email}`);
  await expect.poll(async () => (await oobCodes(email, 'EMAIL_SIGNIN')).length).toBe(1);
  const fresh = await latestOobCode(email, 'EMAIL_SIGNIN');
  // The emulator forgets a used code, so the one left is the new one.
  expect(appLinkFrom(fresh)).not.toBe(link);
  await page.goto(appLinkFrom(fresh));
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
});

test('a client who finished onboarding opens it again to edit their answers', async ({ page }) => {
  const email = uniqueEmail('editor');
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page);
  await fillGoals(page);
  await confirmEmail(page, email);
  await expect(page).toHaveURL('/client/dashboard');

  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Your onboarding answers' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Wetland Friends');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Wetland Friends Inc.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'Web Design' })).toBeChecked();
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByText('Your answers are saved.')).toBeVisible();
  await expect.poll(async () => (await profileOf(email)).profile?.businessName).toBe('Wetland Friends Inc.');
});

test('a password sign-up confirms its email address before it becomes a client', async ({ page }) => {
  const email = uniqueEmail('confirmer');
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page);
  await fillGoals(page);

  // The answers are kept and the account waits: no role, no profile, no email to the agency, nothing logged.
  await expect(confirmStep(page)).toBeFocused();
  await expect(page.getByText(`We have emailed a confirmation link to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await clientTraces(email)).toEqual({ role: undefined, profile: undefined, agencyMail: false, signedUp: 0 });
  // The link was sent when the account was made, so it is waiting in their inbox by now.
  expect(await oobCodes(email, 'VERIFY_EMAIL')).toHaveLength(1);

  await page.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Your address is not confirmed yet/);
  await expect(page.getByRole('button', { name: 'I have confirmed it' })).toBeFocused();

  await page.getByRole('button', { name: 'Resend the email' }).click();
  await expect(page.getByRole('status')).toHaveText(new RegExp(`We have sent a new link to ${email}`));
  // The new link is what matters now: the earlier "not confirmed yet" is no longer shown beside it.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await oobCodes(email, 'VERIFY_EMAIL')).length).toBe(2);
  await expectNoAxeViolations(page);

  // They open the newest link from their inbox, which opens in a second tab, then come back to this one.
  const inbox = await page.context().newPage();
  await inbox.goto(actionPageLinkFrom(await latestOobCode(email, 'VERIFY_EMAIL')));
  await expect(inbox.getByRole('status')).toHaveText('Thank you: your email address is verified.');
  await page.bringToFront();

  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByText('Welcome to the portal!')).toBeVisible();
  expect(await clientTraces(email)).toEqual({
    role: 'client',
    profile: expect.objectContaining({ name: 'Robin Wetland', businessName: 'Wetland Friends', status: 'active' }),
    agencyMail: true,
    signedUp: 1,
  });
});

test('a password sign-up confirmed on another device is told to sign in to finish, not shown a blank sign-up', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('twodevices');
  await signUpToConfirmStep(page, email);

  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(actionPageLinkFrom(await latestOobCode(email, 'VERIFY_EMAIL')));
  await expect(other.getByRole('status')).toHaveText('Thank you: your email address is verified.');
  await expect(other.getByText(/answers you typed .* are kept only on the device you signed up on/)).toBeVisible();
  await expect(other.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  await expectNoAxeViolations(other);

  await other.getByRole('link', { name: 'Sign in to finish joining' }).click();
  await expect(other).toHaveURL('/client/login');
  await signIn(other, '/client/login', { email, password: TEST_PASSWORD });
  await expect(other).toHaveURL('/client/onboarding');
  await expect(other.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await phone.close();

  // The first device still has the answers: back there, they carry on from the confirm step.
  await page.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(page).toHaveURL('/client/dashboard');
});

test('a confirmation link opened again once the address is confirmed says only that, and carries on', async ({
  page,
}) => {
  const email = uniqueEmail('again');
  await signUpToConfirmStep(page, email);
  const link = actionPageLinkFrom(await latestOobCode(email, 'VERIFY_EMAIL'));
  const inbox = await page.context().newPage();
  await inbox.goto(link);
  await expect(inbox.getByRole('status')).toHaveText('Thank you: your email address is verified.');
  await page.bringToFront();
  await expect(page).toHaveURL('/client/dashboard');

  // The same email opened again later: used up, but there is nothing left to do with it.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email address confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Your email address, ${email}, is confirmed already.`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/new (one|link)/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/client/dashboard');

  // Coming back to the page that read it (a reload) says the same.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(`Your email address, ${email}, is confirmed already.`);
});

test("a new client who finished in the first tab and presses Continue in the link's tab lands on the dashboard", async ({
  page,
}) => {
  const email = uniqueEmail('continuer');
  await signUpToConfirmStep(page, email);
  const inbox = await page.context().newPage();
  await inbox.goto(actionPageLinkFrom(await latestOobCode(email, 'VERIFY_EMAIL')));
  await expect(inbox.getByRole('status')).toHaveText('Thank you: your email address is verified.');
  // The first tab hears of the confirmation and finishes onboarding by itself.
  await page.bringToFront();
  await expect(page).toHaveURL('/client/dashboard');

  await inbox.bringToFront();
  await inbox.getByRole('link', { name: 'Continue' }).click();
  await expect(inbox).toHaveURL('/client/dashboard');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();
  await expect(inbox.getByRole('heading', { level: 1, name: 'Your onboarding answers' })).toHaveCount(0);
});

test('an unconfirmed account that signs in later finishes the same way', async ({ page }) => {
  const account = await createAccount(undefined, 'later', { emailVerified: false });
  await signIn(page, '/client/login', account);
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeVisible();
  await fillBusiness(page);
  await fillGoals(page);
  await confirmEmail(page, account.email);
  await expect(page).toHaveURL('/client/dashboard');
  expect((await clientTraces(account.email)).role).toBe('client');
});

test.describe('the saved progress belongs to one person', () => {
  // Storage, not layout: one screen size is enough.
  test.skip(({ isMobile }) => isMobile, 'the same at every size');

  test('another person at this computer never sees it, and signing out removes it', async ({ page, browser }) => {
    const email = uniqueEmail('sharer');
    await page.goto('/client/onboarding');
    await fillAccount(page, email);
    await fillBusiness(page, 'Reef Keepers');
    await expect(page.getByRole('heading', { name: /^Step 3 of \d: Goals$/ })).toBeVisible();
    expect(await storedOnDevice(page)).toContain('Reef Keepers');

    // The same device's storage without Robin's session (Firebase keeps that in IndexedDB): a visitor, then
    // someone else's account, open onboarding.
    const sameComputer = await browser.newContext({ storageState: await page.context().storageState() });
    const next = await sameComputer.newPage();
    await next.goto('/client/onboarding');
    await expect(next.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
    await expect(next.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(next.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    const someoneElse = await createAccount(undefined, 'someone');
    await signIn(next, '/client/login', someoneElse);
    await expect(next.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeVisible();
    await expect(next.getByRole('textbox', { name: 'Business name' })).toHaveValue('');
    await sameComputer.close();

    await signOut(page);
    await expect(page).toHaveURL('/client/login');
    expect(await storedOnDevice(page)).not.toContain('Reef Keepers');
    expect(await storedOnDevice(page)).not.toContain('Robin Wetland');
    await page.goto('/client/onboarding');
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  });

  test('a draft kept for an emailed link is not offered to the next visitor', async ({ page }) => {
    const email = uniqueEmail('waiting');
    await page.goto('/client/onboarding');
    await fillAccount(page, email, 'link');
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    // The page still says where the link went; starting afresh from there shows the address only, not the name.
    await page.goto('/client/onboarding');
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a different email address' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    expect(await storedOnDevice(page)).not.toContain('Robin Wetland');

    // Given up on, the link is no longer waited for: the next visit starts empty.
    await page.goto('/client/onboarding');
    await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(await storedOnDevice(page)).not.toContain(email);
  });
});
