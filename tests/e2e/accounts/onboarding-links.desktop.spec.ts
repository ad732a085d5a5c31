import { ROLE_CLAIM } from '@agency/common';

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
import {
  clientTraces,
  confirmEmail,
  confirmStep,
  fillAccount,
  fillBusiness,
  fillGoals,
  openSignUpLinkElsewhere,
  profileOf,
  signUpToConfirmStep,
  storedOnDevice,
} from '../support/onboarding';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

/**
 * Onboarding's ways in and out (emailed links, other devices, confirmations, saved progress): session and link
 * logic, not layout, so these run at desktop size only (playwright.config.ts); onboarding.spec.ts runs the wizard
 * itself at both sizes.
 */

// Three steps with an account, a function call and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

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

test('a visitor joins with an emailed link: it can be sent again, survives a reload, and the address can be changed', async ({
  page,
}) => {
  const mistyped = uniqueEmail('mistyped');
  await page.goto('/client/onboarding');
  await fillAccount(page, mistyped, 'link');
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(shownToast(page, 'We have sent the link again')).toBeVisible();
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
  await expect(shownToast(page, 'We could not send the link again')).toContainText(
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

  // No password: the link was the proof of the address, so there is nothing to confirm.
  await fillBusiness(page);
  await fillGoals(page);
  await expect(page).toHaveURL('/client/dashboard');
  const { user } = await profileOf(email);
  expect(user.customClaims?.[ROLE_CLAIM]).toBe('client');
  expect(user.displayName).toBe('Robin Wetland');
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

test('a password sign-up confirms its email address before it becomes a client; the link read again carries on', async ({
  page,
}) => {
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
  const link = actionPageLinkFrom(await latestOobCode(email, 'VERIFY_EMAIL'));
  const inbox = await page.context().newPage();
  await inbox.goto(link);
  await expect(inbox.getByRole('status')).toHaveText('Thank you: your email address is verified.');
  // The first tab hears of the confirmation and finishes onboarding by itself.
  await page.bringToFront();

  await expect(page).toHaveURL('/client/dashboard');
  await expect(shownToast(page, 'Welcome to the portal!')).toBeVisible();
  expect(await clientTraces(email)).toEqual({
    role: 'client',
    profile: expect.objectContaining({ name: 'Robin Wetland', businessName: 'Wetland Friends', status: 'active' }),
    agencyMail: true,
    signedUp: 1,
  });

  // Continue in the link's tab: the new client's dashboard, not onboarding's editor for the answers just given.
  await inbox.bringToFront();
  await inbox.getByRole('link', { name: 'Continue' }).click();
  await expect(inbox).toHaveURL('/client/dashboard');
  await expect(inbox.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();
  await expect(inbox.getByRole('heading', { level: 1, name: 'Your onboarding answers' })).toHaveCount(0);
  await inbox.close();

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

  test('a draft kept for an emailed link is not offered to the next visitor; the link given up on asks its address', async ({
    page,
  }) => {
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

    // Another address instead; the first link still signs in whoever holds its inbox, once they say which it is.
    await fillAccount(page, uniqueEmail('instead'), 'link');
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await page.goto(appLinkFrom(await latestOobCode(email, 'EMAIL_SIGNIN')));
    const form = page.getByRole('form', { name: 'Finish signing in' });
    await expect(form.getByRole('alert')).toContainText('This link was sent to a different email address.');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/client/onboarding');
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  });
});
