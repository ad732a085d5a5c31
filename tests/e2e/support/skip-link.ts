import { expect, type Page } from '@playwright/test';

/**
 * On a page just opened, the first Tab stop is the skip link: seen once focused, and Enter moves the focus to the
 * main landmark, past the header and the navigation.
 */
export async function expectSkipLinkToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}
