import { ROLE_CLAIM } from '@agency/common';

import { createAccount, openAs, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { confirmEmail, fillAccount, fillBusiness, fillGoals, profileOf } from '../support/onboarding';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

// The wizard itself, at both sizes: its steps are laid out differently on a phone. Its ways in and out (emailed
// links, other devices, confirmations, saved progress) are in onboarding-links.desktop.spec.ts.

// Three steps with an account, a function call and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('a visitor joins from the home page, finishes onboarding and lands on the dashboard as a client', async ({
  page,
}) => {
  const email = uniqueEmail('joiner');
  await page.goto('/');
  await page.getByRole('link', { name: 'Join the Portal – Free Assessment' }).click();
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The step count is true for the way in: a password sign-up confirms its address at the end; an emailed link
  // has proven it already.
  const account = page.getByRole('form', { name: 'Your account' });
  await expect(page.getByText('Confirm your email', { exact: true })).toBeVisible();
  await account.getByRole('radio', { name: /Email me a link/ }).check();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
  await expect(page.getByText('Confirm your email', { exact: true })).toHaveCount(0);
  await account.getByRole('radio', { name: 'With a password' }).check();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeVisible();

  await fillAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Business' })).toBeFocused();
  await expectNoAxeViolations(page);
  await fillBusiness(page);
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Goals' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillGoals(page);
  await confirmEmail(page, email);

  await expect(page).toHaveURL('/client/dashboard');
  await expect(shownToast(page, 'Welcome to the portal!')).toBeVisible();
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

test('a client who finished onboarding opens it again to edit their answers', async ({ page }) => {
  // Onboarded as the functions leave a client (joining is the journey above).
  const client = await createAccount('client', 'editor');
  await openAs(page, client, '/client/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Your onboarding answers' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Tide Pool Studio');
  await page.getByRole('textbox', { name: 'Business name' }).fill('Tide Pool Studio Inc.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('checkbox', { name: 'Web Design' })).toBeChecked();
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page).toHaveURL('/client/dashboard');
  await expect(shownToast(page, 'Your answers are saved.')).toBeVisible();
  await expect.poll(async () => (await profileOf(client.email)).profile?.businessName).toBe('Tide Pool Studio Inc.');
});
