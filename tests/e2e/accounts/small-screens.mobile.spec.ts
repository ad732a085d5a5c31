import { type Locator } from '@playwright/test';

import { createAccount, openAs, signIn, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * What a new user meets on a 375 px phone: a long email address quoted back to them, and the areas' headers.
 * Addresses this long are real (a shared mailbox at a long domain); at phone width they are wider than the screen.
 */
const longAddress = (label: string) => {
  const domain = `@example.com`;
  const token = uniqueToken();
  const address = `${label}.${'x'.repeat(Math.max(0, 60 - label.length - token.length - domain.length - 2))}.${token}${domain}`;
  expect(address.length).toBeGreaterThanOrEqual(60);
  return address;
};

/**
 * Fails unless every line of `address` (as laid out inside `container`) lies inside the container, inside any box
 * between them that would clip it (an alert's message scrolls what does not fit), and on the screen; and the page
 * does not scroll sideways. Together: the whole address can be read without scrolling anything.
 */
async function expectAddressOnScreen(container: Locator, address: string) {
  await expect(container).toContainText(address);
  const problems = await container.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent!.indexOf(text);
      if (start === -1) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + text.length);
      const width = document.documentElement.clientWidth;
      const bounds: [string, { left: number; right: number }][] = [['the screen', { left: 0, right: width }]];
      for (let box = node.parentElement; box; box = box.parentElement) {
        if (box === root || getComputedStyle(box).overflowX !== 'visible') {
          bounds.push([`<${box.tagName.toLowerCase()} class="${box.className}">`, box.getBoundingClientRect()]);
        }
        if (box === root) break;
      }
      const found: string[] = [];
      if (document.documentElement.scrollWidth > width) {
        found.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
      }
      for (const line of range.getClientRects()) {
        for (const [name, box] of bounds) {
          if (line.left < box.left - 1 || line.right > box.right + 1) {
            found.push(
              `a line of the address (${line.left}–${line.right}) runs outside ${name} (${box.left}–${box.right})`,
            );
          }
        }
      }
      return found;
    }
    return [`the address is not one piece of text in the element`];
  }, address);
  expect(problems).toEqual([]);
}

test.describe('a long email address on a phone', () => {
  test('wraps inside the sign-in alert that quotes it, and on the 403 page that names the signed-in account', async ({
    page,
  }) => {
    // No hyphen in the long part: a hyphen is a place a line may already break.
    const client = await createAccount('client', `forbidden.${'x'.repeat(40)}`);
    expect(client.email.length).toBeGreaterThanOrEqual(60);
    await page.goto('/client/login');
    await page.getByRole('form', { name: 'Sign in' }).getByRole('textbox', { name: 'Email' }).fill(client.email);
    await page.getByRole('button', { name: 'Email me a sign-in link instead' }).click();

    const alert = page.getByRole('status').filter({ hasText: 'We have emailed a sign-in link' });
    await expectAddressOnScreen(alert, client.email);
    await expectNoAxeViolations(page);

    // They sign in with their password after all, and stray into the admin area.
    await signIn(page, '/client/login', client);
    await expect(page).toHaveURL('/client/dashboard');
    await page.goto('/webmin1010');

    const heading = page.getByRole('heading', { level: 1, name: '403 Not Allowed' });
    await expect(heading).toBeVisible();
    await expectAddressOnScreen(page.locator('section').filter({ has: heading }), client.email);
    await expectNoAxeViolations(page);
    // "contact us" leads to the contact form.
    await page.getByRole('link', { name: 'contact us' }).click();
    await expect(page).toHaveURL('/#contact');
  });

  test('wraps inside the toast that quotes it', async ({ page }) => {
    // An admin signs in and sends an invitation: two trips through the functions.
    test.slow();
    const admin = await createAccount('admin');
    await openAs(page, admin, '/webmin1010/clients');
    const address = longAddress('invitee');
    await page.getByRole('button', { name: 'Invite client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite client' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Long Address');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(address);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();

    const toast = page.getByTestId('toast').filter({ hasText: 'Invitation sent to' });
    await expectAddressOnScreen(toast, address);
  });
});

test('the portal and admin login headers on a phone keep the logo, the area and Sign in on one line', async ({
  page,
}) => {
  for (const [path, area] of [
    ['/client/login', 'Client Portal'],
    ['/webmin1010/login', 'Admin'],
  ] as const) {
    await page.goto(path);
    const header = page.getByRole('navigation', { name: 'Main' });
    const logo = header.getByRole('link', { name: `Conscious Web ${area}` });
    const signInLink = header.getByRole('link', { name: 'Sign in' });
    await expect(signInLink).toBeVisible();

    // One line: the toolbar is no taller than its own minimum, and the logo and the button sit side by side.
    const { height, minHeight } = await header.evaluate((toolbar) => ({
      height: toolbar.getBoundingClientRect().height,
      minHeight: Number.parseFloat(getComputedStyle(toolbar).minHeight),
    }));
    expect(height, path).toBe(minHeight);
    const [logoBox, buttonBox] = [(await logo.boundingBox())!, (await signInLink.boundingBox())!];
    expect(logoBox.x + logoBox.width, path).toBeLessThanOrEqual(buttonBox.x);
    expect(logoBox.y, path).toBeGreaterThanOrEqual(0);
    expect(logoBox.y + logoBox.height, path).toBeLessThanOrEqual(height);
    expect(buttonBox.y + buttonBox.height, path).toBeLessThanOrEqual(height);
    await expectNoAxeViolations(page);
  }
});
