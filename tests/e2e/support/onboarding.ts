import { type Browser, type Page } from '@playwright/test';

import { type ActivityEntry, COLLECTIONS, ROLE_CLAIM } from '@agency/common';

import { db } from '../../support/firestore-admin';

import { adminAuth, appLinkFrom, latestOobCode, TEST_PASSWORD, uniqueEmail } from './accounts';
import { expect } from './test';

// The onboarding wizard's steps, and what becoming a client leaves behind, for the onboarding specs.

export async function fillAccount(page: Page, email: string, method: 'password' | 'link' = 'password') {
  const form = page.getByRole('form', { name: 'Your account' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Robin Wetland');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  if (method === 'link') await form.getByRole('radio', { name: /Email me a link/ }).check();
  else await form.getByLabel('Choose a password').fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Next' }).click();
}

export async function fillBusiness(page: Page, businessName = 'Wetland Friends') {
  const form = page.getByRole('form', { name: 'Your business' });
  await form.getByRole('textbox', { name: 'Business name' }).fill(businessName);
  await form.getByRole('combobox', { name: 'Industry' }).selectOption('environmental');
  await form.getByRole('textbox', { name: /Website/ }).fill('wetlandfriends.org.au');
  await form.getByRole('textbox', { name: 'Where are you based?' }).fill('Cairns, QLD');
  await form.getByRole('button', { name: 'Next' }).click();
}

export async function fillGoals(page: Page) {
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
export const confirmStep = (page: Page) => page.getByRole('heading', { name: 'Step 4 of 4: Confirm your email' });

/**
 * For tests about something else: confirms the address through the Admin SDK (standing in for the emailed link,
 * which the verification-loop test opens for real) and tells the waiting confirm step so.
 */
export async function confirmEmail(page: Page, email: string) {
  await expect(confirmStep(page)).toBeFocused();
  const { uid } = await adminAuth.getUserByEmail(email);
  await adminAuth.updateUser(uid, { emailVerified: true });
  await page.getByRole('button', { name: 'I have confirmed it' }).click();
}

/** A password sign-up that has answered everything and waits for its address to be confirmed. */
export async function signUpToConfirmStep(page: Page, email: string) {
  await page.goto('/client/onboarding');
  await fillAccount(page, email);
  await fillBusiness(page);
  await fillGoals(page);
  await expect(confirmStep(page)).toBeFocused();
}

/**
 * Starts a sign-up by emailed link on `page`, then opens the link in a browser of its own (another device) and
 * finishes its sign-in there, as far as the address it asks for. Answers the new browser to carry on in.
 */
export async function openSignUpLinkElsewhere(page: Page, browser: Browser, label: string) {
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

export const profileOf = async (email: string) => {
  const user = await adminAuth.getUserByEmail(email);
  return { user, profile: (await db.collection(COLLECTIONS.clients).doc(user.uid).get()).data() };
};

/** What becoming a client leaves behind: the role, the profile, the agency's email and the sign-up in the log. */
export async function clientTraces(email: string) {
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
export const storedOnDevice = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));
