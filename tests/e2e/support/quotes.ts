import type { Browser, TestInfo } from '@playwright/test';

import { COLLECTIONS, type QuoteDocument } from '@agency/common';

import { quote } from '../../support/factories';
import { db } from '../../support/firestore-admin';

/** A quote for `clientId` written through the Admin SDK as the functions would; a draft unless a status is given. */
export async function seedQuote(
  clientId: string,
  overrides: Parameters<typeof quote>[0] = {},
): Promise<{ id: string; data: QuoteDocument<Date> }> {
  const ref = db.collection(COLLECTIONS.quotes).doc();
  const data = quote({ status: 'draft', clientId, ...overrides });
  await ref.set(data);
  return { id: ref.id, data };
}

/** A second person in their own browser, at the same size as the test's. */
export async function secondBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor });
}
