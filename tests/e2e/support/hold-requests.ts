import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` to `url` until the returned `release` is called, so a test can look at what the
 * visitor sees while waiting (a spinner, a disabled button) for as long as it needs, then let the answers through.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    // A request still held when the test ends goes down with its page; there is nothing left to answer.
    await route.continue().catch(() => {});
  });
  return release;
}
