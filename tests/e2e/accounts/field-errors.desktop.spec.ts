import { type Locator, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const EMAIL_ERROR = 'Please enter a valid email address';

/**
 * Every form in which someone types their email address to get in: where it is, and how it is sent. The
 * emailed-link form shows on any device without the address kept (a made-up code is enough to show it).
 */
const FORMS: { name: string; path: string; form: string; submit: string }[] = [
  { name: 'the client login', path: '/client/login', form: 'Sign in', submit: 'Sign in' },
  { name: 'the admin login', path: '/webmin1010/login', form: 'Sign in', submit: 'Sign in' },
  {
    name: 'the forgotten-password form',
    path: '/client/reset-password',
    form: 'Reset password',
    submit: 'Send reset link',
  },
  {
    name: 'the emailed sign-in link form',
    path: '/client/login?apiKey=demo-api-key&mode=signIn&oobCode=made-up-code',
    form: 'Finish signing in',
    submit: 'Sign in',
  },
  { name: "onboarding's account step", path: '/client/onboarding', form: 'Your account', submit: 'Next' },
];

async function open(page: Page, path: string, formName: string): Promise<{ form: Locator; email: Locator }> {
  await page.goto(path);
  const form = page.getByRole('form', { name: formName });
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  return { form, email };
}

for (const { name, path, form: formName, submit } of FORMS) {
  test.describe(name, () => {
    test('says nothing about the email box when it is only tabbed through', async ({ page }) => {
      const { form, email } = await open(page, path, formName);
      await email.focus();
      await page.keyboard.press('Tab');
      await expect(email).not.toBeFocused();
      // The screen as it stands once the box is left, checked whole (by which time any error would be there).
      await expectNoAxeViolations(page);
      await expect(form.getByText(EMAIL_ERROR)).toHaveCount(0);
      await expect(email).toHaveAttribute('aria-invalid', 'false');
    });

    test('says what is wrong once an address has been typed and the box left', async ({ page }) => {
      const { form, email } = await open(page, path, formName);
      await email.fill('robin@');
      await page.keyboard.press('Tab');
      await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('robin@');
      await expect(form.getByText(EMAIL_ERROR)).toBeVisible();
    });

    test('says what is wrong with an untouched box when the form is sent, and goes to the first to fix', async ({
      page,
    }) => {
      const { form, email } = await open(page, path, formName);
      await form.getByRole('button', { name: submit, exact: true }).click();
      await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
      // Every box is empty, so the first one needs fixing (the email box, or the name before it).
      await expect(form.getByRole('textbox').first()).toBeFocused();
    });

    test('is the same email box everywhere: an address keyboard, no forced capitals, an address at most', async ({
      page,
    }) => {
      const { email } = await open(page, path, formName);
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('inputmode', 'email');
      await expect(email).toHaveAttribute('autocapitalize', 'none');
      await expect(email).toHaveAttribute('spellcheck', 'false');
      await expect(email).toHaveAttribute('maxlength', '254');
    });
  });
}
