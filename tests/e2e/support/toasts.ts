import { expect, type Locator, type Page } from '@playwright/test';

/** The toast drawn on screen with `text` (hidden from assistive technology, which hears `announcement`). */
export function shownToast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/**
 * What a screen reader is told of a toast: its text in the page's live region (web/index.html), the polite one,
 * or the assertive one for an error. The toast drawn on screen is `getByTestId('toast')`, hidden from assistive
 * technology so that it is not read twice.
 */
export function announcement(page: Page, text: string, { error = false } = {}): Locator {
  return page.locator(`#announcer [aria-live="${error ? 'assertive' : 'polite'}"]`).filter({ hasText: text });
}

/** Checks that a toast with `text` was read out, also when an open dialog hides the rest of the page. */
export async function expectAnnounced(page: Page, text: string, options: { error?: boolean } = {}) {
  await expect(announcement(page, text, options)).toBeAttached();
  await expect(page.locator('#announcer')).not.toHaveAttribute('aria-hidden');
}
