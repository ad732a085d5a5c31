import { createAccount, signIn, signOut, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

const CLIENT_LOGIN = '/client/login';

// Signing in at both sizes: the forms and the 403 page. The ways in by emailed link, on other devices, and the
// guards' redirects are in sign-in-links.desktop.spec.ts (logic, not layout).

test('a signed-out visitor asking for a portal page signs in and lands on that page', async ({ page }) => {
  const client = await createAccount('client');
  await page.goto('/client/files?view=recent');
  await expect(page).toHaveURL(`${CLIENT_LOGIN}?next=${encodeURIComponent('/client/files?view=recent')}`);
  await expectNoAxeViolations(page);
  await signIn(page, CLIENT_LOGIN, client);
  await expect(page).toHaveURL('/client/files?view=recent');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
});

test('a client gets the 403 page in the admin area, signs out from the account menu, and signs back in to the dashboard', async ({
  page,
}) => {
  const client = await createAccount('client');
  await signIn(page, CLIENT_LOGIN, client);
  await expect(page).toHaveURL('/client/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Test' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The admin area is not theirs: the 403 page, not the admin screens.
  for (const path of ['/webmin1010', '/webmin1010/clients']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '403 Not Allowed' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your portal' }).click();
  await expect(page).toHaveURL('/client/dashboard');

  await signOut(page);
  await expect(page).toHaveURL(CLIENT_LOGIN);
  await expect(shownToast(page, 'You have signed out.')).toBeVisible();
  // Signed out means signed out: the portal sends them back to the login.
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/login\?next=/);

  await signIn(page, CLIENT_LOGIN, client);
  await expect(page).toHaveURL('/client/dashboard');
});

test('sign-in failures say what went wrong', async ({ page }) => {
  const client = await createAccount('client');
  await page.goto(CLIENT_LOGIN);
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');

  await signIn(page, CLIENT_LOGIN, { email: client.email, password: 'not-the-password-1' });
  await expect(alert).toHaveText(/password is not right/);

  await signIn(page, CLIENT_LOGIN, { email: uniqueEmail('nobody'), password: 'whatever-it-is-1' });
  await expect(alert).toHaveText(/No account uses that email/);

  await page.getByRole('textbox', { name: 'Email' }).fill('');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(page).toHaveURL(CLIENT_LOGIN);
});
