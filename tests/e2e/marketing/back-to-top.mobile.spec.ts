import type { Locator } from '@playwright/test';

import { openHydrated } from '../support/public-pages';
import { expect, test } from '../support/test';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test('at 375 px the back-to-top button never covers the contact form’s send button', async ({ page }) => {
  await openHydrated(page, '/');
  // The form loads as its section comes near.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const send = page.getByRole('button', { name: 'Start Our Partnership' });
  // The send button at the very bottom of the screen, where the floating button sits.
  await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toBeVisible();
  // The button zooms in: measure it once it has settled at its full size.
  await expect.poll(async () => (await boxOf(backToTop)).width).toBe(48);

  expect(overlaps(await boxOf(send), await boxOf(backToTop))).toBe(false);
  await send.click({ trial: true, timeout: 2000 });
});
