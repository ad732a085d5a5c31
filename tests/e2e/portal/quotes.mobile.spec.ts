import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { COLLECTIONS, paymentReferenceFor } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { agencyAtDesk } from '../support/browsers';
import { dataRow, dataTable } from '../support/data-table';
import { seedQuote } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const quoteList = (page: Page) => dataTable(page, 'Your quotes and invoices');
const quoteRow = (page: Page, number: string) => dataRow(page, 'Your quotes and invoices', `Quote ${number}`);

test.describe('quotes, acceptance, the invoice and payment', () => {
  test('the agency sends a quote, the client accepts it with their name and the terms, pays by reference, and sees it paid', async ({
    page,
    browser,
  }) => {
    test.slow(); // two people, and functions number, price and issue
    const client = await createAccount('client', 'quotes');
    const admin = await createAccount('admin', 'quotes-admin');
    const title = `Website ${uniqueToken()}`;
    // The factory's lines: the Standard plan ($3,800) and 3 months of Essential hosting ($50): $3,950 + $395 GST.
    const draft = await seedQuote(client.uid, { title, createdBy: admin.uid });

    await openSignedIn(page, client, '/client/quotes');
    await expect(page.getByText('No quotes yet.')).toBeVisible();

    const agencyContext = await agencyAtDesk(browser);
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, `/webmin1010/quotes?quote=${draft.id}`);
    await agency.getByRole('button', { name: 'Send to client' }).click();
    await agency.getByRole('dialog', { name: 'Send this quote?' }).getByRole('button', { name: 'Send quote' }).click();
    await expect(agency.getByRole('dialog', { name: 'Send this quote?' })).toHaveCount(0);

    // The client's list has it without a reload, numbered by the function.
    const stored = async () => (await db.collection(COLLECTIONS.quotes).doc(draft.id).get()).data()!;
    await expect.poll(async () => (await stored()).number).toMatch(/^Q-\d{4}-\d{4,}$/);
    const number = (await stored()).number as string;
    await expect(quoteRow(page, number)).toContainText('$4,345.00');
    await expect(page.getByText('One quote is waiting for your decision.')).toBeVisible();
    // A line there when the page opens is no alert: nothing is announced as if it had just happened.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await quoteList(page)
      .getByRole('button', { name: `Quote ${number}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table', { name: 'Quote lines' })).toContainText('Standard web design plan');
    await expect(dialog.getByRole('table', { name: 'Quote lines' })).toContainText('Total (incl. GST)$4,345.00');
    await expect(dialog.getByRole('region', { name: 'Terms' })).toContainText('payable within 14 days');
    await expectNoAxeViolations(page);

    // Accepting shows the terms first; the name and the tick come last, and both are required.
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'Terms' })).toContainText('1.5% per month');
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog.getByText('Type your full name', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Tick to accept the terms')).toBeVisible();
    expect((await stored()).status).toBe('sent');
    await dialog.getByLabel('Your full name').fill('Casey Quoteworthy');
    await dialog.getByLabel('I accept this quote and the terms above').check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(dialog.getByText(/Accepted by Casey Quoteworthy/)).toBeVisible();
    await expect(dialog.getByText(/still matches the content accepted/)).toBeVisible();
    const accepted = await stored();
    expect(accepted.status).toBe('accepted');
    expect(accepted.acceptance.name).toBe('Casey Quoteworthy');
    expect(accepted.acceptance.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // The invoice: a tax invoice with the agency's ABN, each item's GST, and the payment reference.
    const invoice = (await db.collection(COLLECTIONS.invoices).doc(accepted.invoiceId).get()).data()!;
    expect(invoice.paymentReference).toBe(paymentReferenceFor(invoice.number));
    await dialog.getByRole('link', { name: 'View the invoice and pay' }).click();
    await expect(page).toHaveURL(`/client/payment/${draft.id}`);
    await expect(page.getByRole('heading', { name: /Tax invoice/ })).toBeVisible();
    await expect(page.getByText(invoice.number).first()).toBeVisible();
    await expect(page.getByText('91 100 000 290').first()).toBeVisible();
    await expect(page.getByText(invoice.paymentReference).first()).toBeVisible();
    await expect(page.getByText(/Card payment is not set up/)).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // The agency records the bank transfer in full; the client's page turns to Paid without a reload.
    const invoiceCard = agency.getByRole('article', { name: new RegExp(invoice.number) });
    await invoiceCard.getByRole('button', { name: 'Record payment' }).click();
    const payment = agency.getByRole('dialog', { name: `Record a payment on ${invoice.number}` });
    await payment.getByLabel('Amount').fill('4345.00');
    await payment.getByLabel('Bank reference').fill(invoice.paymentReference);
    // Enter submits (on a phone the "sent" toast may still cover the button).
    await payment.getByLabel('Bank reference').press('Enter');
    await expect(payment).toHaveCount(0);
    await expect(invoiceCard).toContainText('Paid');
    await expectNoAxeViolations(agency);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await agencyContext.close();
  });
});
