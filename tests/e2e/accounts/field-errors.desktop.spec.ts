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
  // One visit per form, in the order a person meets each case; the reload gives back an untouched form.
  test(`${name}: the same email box, which speaks up only once an address is typed and left or the form is sent`, async ({
    page,
  }) => {
    const { form, email } = await open(page, path, formName);

    // The same box everywhere: an address keyboard, no forced capitals, an address at most.
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('inputmode', 'email');
    await expect(email).toHaveAttribute('autocapitalize', 'none');
    await expect(email).toHaveAttribute('spellcheck', 'false');
    await expect(email).toHaveAttribute('maxlength', '254');

    // Only tabbed through: nothing said. The screen as it stands once the box is left, checked whole (by which
    // time any error would be there).
    await email.focus();
    await page.keyboard.press('Tab');
    await expect(email).not.toBeFocused();
    await expectNoAxeViolations(page);
    await expect(form.getByText(EMAIL_ERROR)).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'false');

    // An address typed and the box left: what is wrong, kept as typed.
    await email.fill('robin@');
    await page.keyboard.press('Tab');
    await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('robin@');
    await expect(form.getByText(EMAIL_ERROR)).toBeVisible();

    // Sent untouched: what is wrong, and the focus on the first box to fix (the email box, or the name before it).
    await page.reload();
    await expect(email).toBeVisible();
    await email.clear();
    await form.getByRole('button', { name: submit, exact: true }).click();
    await expect(email).toHaveAccessibleDescription(EMAIL_ERROR);
    await expect(form.getByRole('textbox').first()).toBeFocused();
  });
}
