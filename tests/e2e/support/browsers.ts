import { type Browser, devices, type TestInfo } from '@playwright/test';

/** A second person in their own browser, at the same size as the test's. */
export function secondBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
}

/**
 * The agency at its desk: a second browser at the desktop project's size, whatever the test's. Journeys a client
 * makes on their phone (`*.mobile.spec.ts`) meet the agency where it works, so one run covers both layouts.
 */
export function agencyAtDesk(browser: Browser) {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    userAgent: devices['Desktop Chrome'].userAgent,
    deviceScaleFactor: 1,
  });
}
