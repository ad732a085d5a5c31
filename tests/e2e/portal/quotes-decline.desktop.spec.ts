import type { Page } from '@playwright/test';

import { COLLECTIONS } from '@agency/common';

import { runScheduledJob } from '../../../scripts/job';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dataRow, dataTable } from '../support/data-table';
import { seedQuote } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;
const quoteList = (page: Page) => dataTable(page, 'Your quotes and invoices');
const quoteRow = (page: Page, number: string) => dataRow(page, 'Your quotes and invoices', `Quote ${number}`);

// Declining and expiry behave the same at every width; the quote dialog's phone layout is quotes.spec.ts's
// acceptance journey.
test.describe('quotes, acceptance, the invoice and payment', () => {
  test('a client declines with a reason, and an expired quote cannot be accepted', async ({ page }) => {
    test.slow(); // a function declines it, and axe reads the dialog
    const client = await createAccount('client', 'declines');
    const token = uniqueToken();
    const sentAt = new Date(Date.now() - DAY_MS);
    const open = await seedQuote(client.uid, { status: 'sent', title: `Open ${token}`, sentAt, sequence: 9_001 });
    const lapsed = await seedQuote(client.uid, {
      status: 'sent',
      title: `Lapsed ${token}`,
      sentAt: new Date(Date.now() - 40 * DAY_MS),
      validUntil: new Date(Date.now() - 10 * DAY_MS),
      sequence: 9_002,
    });

    await openSignedIn(page, client, `/client/quotes?quote=${open.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.getByLabel('Why are you declining? (optional)').fill('We found the budget elsewhere.');
    await dialog.getByRole('button', { name: 'Decline quote' }).click();
    await expect(dialog.getByText('You declined this quote: “We found the budget elsewhere.”')).toBeVisible();
    const declined = (await db.collection(COLLECTIONS.quotes).doc(open.id).get()).data()!;
    expect(declined.status).toBe('declined');
    expect(declined.declineReason).toBe('We found the budget elsewhere.');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Past its last valid day it shows as expired, with no way to accept, even before the nightly job marks it.
    await expect(quoteRow(page, lapsed.data.number!)).toContainText('Expired');
    await quoteList(page)
      .getByRole('button', { name: `Quote ${lapsed.data.number}`, exact: true })
      .click();
    await expect(dialog.getByText('This quote has expired and can no longer be accepted.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The nightly job marks it expired (run by hand: the emulators fire no scheduled function); the client's
    // timeline then says so.
    await runScheduledJob('expireQuotes');
    await page.goto('/client/dashboard');
    await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(`${lapsed.data.number}`);
  });
});
