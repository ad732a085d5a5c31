import { type Page } from '@playwright/test';

import { COLLECTIONS, ROLE_CLAIM } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { adminAuth, appLinkFrom, latestOobCode, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
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

// Three steps with an account, a function call and axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const profileOf = async (email: string) => {
  const user = await adminAuth.getUserByEmail(email);
  return { user, profile: (await db.collection(COLLECTIONS.clients).doc(user.uid).get()).data() };
};

test('a visitor joins from the home page, finishes onboarding and lands on the dashboard as a client', async ({
  page,
}) => {
  const email = uniqueEmail('joiner');
  await page.goto('/');
  await page.getByRole('link', { name: 'Join the Portal – Free Assessment' }).click();
  await expect(page).toHaveURL('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillAccount(page, email);
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Business' })).toBeFocused();
  await expectNoAxeViolations(page);
  await fillBusiness(page);
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Goals' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillGoals(page);

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
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Account' })).toBeVisible();
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
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Goals' })).toBeVisible();

  await page.goto('/');
  await page.goto('/client/onboarding');
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Goals' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Reef Keepers');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillGoals(page);
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

test('a client who finished onboarding opens it again to edit their answers', async ({ page }) => {
  const email = uniqueEmail('editor');
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page);
  await fillGoals(page);
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
