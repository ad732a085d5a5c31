import { readFile } from 'node:fs/promises';

import { COLLECTIONS, documentNumber, formatCents, overdueInterestCents, paymentReferenceFor } from '@agency/common';

import { invoice, quote } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { brisbaneDay } from '../support/dates';
import { seedAcceptedQuote, uniqueSequence } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('the client’s payment page', () => {
  test('shows the tax invoice, copies the reference, says card is not set up, and downloads the PDF', async ({
    page,
    context,
  }) => {
    test.slow(); // a sign-in, a function's first answer and a download
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const client = await createAccount('client', 'payer');
    const { quoteId, invoice: issued } = await seedAcceptedQuote(client);
    const number = issued.number;

    await openSignedIn(page, client, `/client/payment/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    const view = page.getByRole('article', { name: `Tax invoice ${number}` });
    await expect(view.getByRole('heading', { level: 2, name: 'Tax invoice' })).toBeVisible();
    await expect(view).toContainText(`Invoice number${number}`);
    await expect(view).toContainText(`Issue date${brisbaneDay(issued.issuedAt)}`);
    await expect(view).toContainText(`Due date${brisbaneDay(issued.dueAt)}`);
    await expect(view).toContainText(`Due by ${brisbaneDay(issued.dueAt)}.`);

    const seller = view.getByRole('region', { name: 'From' });
    await expect(seller).toContainText('Conscious Web Studio Pty Ltd');
    await expect(seller).toContainText('Trading as Conscious Web Studio');
    await expect(seller).toContainText('ABN 91 100 000 290');
    await expect(seller).toContainText('1 Example Street, Brisbane City QLD 4000');
    await expect(seller).toContainText('accounts@consciouswebstudio.com.au');
    const buyer = view.getByRole('region', { name: 'To' });
    await expect(buyer).toContainText('Test payer');
    await expect(buyer).toContainText('Tide Pool Studio');
    await expect(buyer).toContainText(client.email);

    // $3,800 + 3 × $50 = $3,950.00 before GST, $395.00 GST, $4,345.00 in all.
    const table = view.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Description',
      'Quantity',
      'Unit price',
      'Amount ex GST',
      'GST',
      'Total',
    ]);
    await expect(table.getByRole('row', { name: /Essential hosting/ }).getByRole('cell')).toHaveText([
      '3',
      '$50.00',
      '$150.00',
      '$15.00',
      '$165.00',
    ]);
    await expect(view).toContainText('Subtotal (ex GST)$3,950.00');
    await expect(view).toContainText('GST$395.00');
    await expect(view).toContainText('Total (incl. GST)$4,345.00');
    await expect(view).toContainText('Amount paid$0.00');
    await expect(view).toContainText('Amount payable$4,345.00');

    // Bank transfer: the reference is the invoice's own, and copies in one click.
    const howToPay = page.getByRole('region', { name: 'How to pay' });
    await expect(howToPay).toContainText('Amount due: $4,345.00');
    const reference = paymentReferenceFor(number);
    await expect(howToPay.getByText(reference, { exact: true })).toBeVisible();
    await expect(howToPay.getByText('064-000', { exact: true })).toBeVisible();
    await expect(howToPay.getByText('12345678', { exact: true })).toBeVisible();
    await howToPay.getByRole('button', { name: 'Copy reference' }).click();
    await expect(shownToast(page, 'Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
    await howToPay.getByRole('button', { name: 'Copy BSB' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('064-000');

    // The emulators have no Stripe key: no card button, and the reason.
    await expect(howToPay).toContainText('Card payment is not set up yet; please pay by bank transfer.');
    await expect(howToPay.getByRole('button', { name: /by card/ })).toHaveCount(0);
    await expect(page.getByText(/Interest to today/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The PDF: named by the invoice number, a real PDF, carrying the number and its heading.
    const downloading = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile(await download.path());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(`(${number})`);
    expect(text).toContain('(Tax invoice)');
    expect(text).toContain(`(${reference})`);
  });

  test('an invoice 10 days overdue shows the interest to today and the new total', async ({ page }) => {
    const client = await createAccount('client', 'late-payer');
    const issuedAt = new Date(Date.now() - 24 * DAY_MS);
    const dueAt = new Date(issuedAt.getTime() + 14 * DAY_MS);
    const { quoteId, invoice: issued } = await seedAcceptedQuote(client, { issuedDaysAgo: 24, dueAt });
    const interest = overdueInterestCents(issued.totalCents, dueAt, new Date());
    expect(interest).toBeGreaterThan(0);

    await openSignedIn(page, client, `/client/payment/${quoteId}`);
    const view = page.getByRole('article', { name: `Tax invoice ${issued.number}` });
    await expect(view.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(view).toContainText(`Overdue: payment was due by ${brisbaneDay(dueAt)}.`);
    const overdue = page.getByRole('alert', { name: 'Overdue interest' });
    await expect(overdue).toContainText(`Interest to today (${brisbaneDay(new Date())}): ${formatCents(interest)}`);
    await expect(overdue).toContainText(`Total now due: ${formatCents(issued.totalCents + interest)}`);
    await expect(overdue).toContainText('1.5% per month');
    await expect(overdue).toContainText('each day after the due date');
    await expectNoAxeViolations(page);
  });

  test('a card payment being confirmed turns to paid live; a replaced invoice is listed and opens', async ({
    page,
  }) => {
    const client = await createAccount('client', 'card-payer');
    const voidedRef = db.collection(COLLECTIONS.invoices).doc();
    const {
      quoteId,
      invoiceId,
      invoice: issued,
    } = await seedAcceptedQuote(client, {
      replacesInvoiceId: voidedRef.id,
    });
    const voidedNumber = documentNumber('INV', 2026, uniqueSequence());
    await voidedRef.set(
      invoice(quoteId, {
        ...issued,
        number: voidedNumber,
        paymentReference: paymentReferenceFor(voidedNumber),
        issuedAt: new Date(issued.issuedAt.getTime() - 60_000),
        status: 'void',
        voidReason: 'The business name was wrong',
        voidedAt: issued.issuedAt,
        replacesInvoiceId: null,
        replacedByInvoiceId: invoiceId,
      }),
    );

    await openSignedIn(page, client, `/client/payment/${quoteId}?paid=1`);
    await expect(page.getByText('Thank you — your card payment is being confirmed.')).toBeVisible();
    const earlier = page.getByRole('region', { name: 'Earlier invoices' });
    await expect(earlier).toContainText(
      `${voidedNumber} — Replaced on ${brisbaneDay(issued.issuedAt)}: The business name was wrong`,
    );

    // Stripe's webhook records the payment (here, as the function would leave the invoice).
    await db
      .collection(COLLECTIONS.invoices)
      .doc(invoiceId)
      .update({
        status: 'paid',
        amountPaidCents: issued.totalCents,
        payments: [
          {
            id: `cs_test_${uniqueToken()}`,
            amountCents: issued.totalCents,
            method: 'card',
            at: new Date(),
            recordedBy: 'stripe',
            reference: 'pi_test',
          },
        ],
      });
    await expect(page.getByText('Thank you — your payment has been received and this invoice is paid.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
    const view = page.getByRole('article', { name: `Tax invoice ${issued.number}` });
    await expect(view).toContainText(`Paid in full on ${brisbaneDay(new Date())}.`);
    await expect(view).toContainText('Amount payable$0.00');

    await earlier.getByRole('link', { name: voidedNumber }).click();
    const old = page.getByRole('article', { name: `Tax invoice ${voidedNumber}` });
    await expect(old).toContainText('The business name was wrong');
    await expect(old.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `See the current invoice, ${issued.number}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('another client’s quote reads as not found, and a quote not yet accepted has no invoice', async ({ page }) => {
    const owner = await createAccount('client', 'quote-owner');
    const { quoteId } = await seedAcceptedQuote(owner);
    const other = await createAccount('client', 'quote-stranger');
    const openQuote = db.collection(COLLECTIONS.quotes).doc();
    await openQuote.set(quote({ clientId: other.uid, sequence: uniqueSequence() }));

    await openSignedIn(page, other, `/client/payment/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Quote not found' })).toBeVisible();
    await expect(page.getByText('Website rebuild')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to your quotes' })).toHaveAttribute('href', '/client/quotes');

    await page.goto(`/client/payment/${openQuote.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No invoice yet' })).toBeVisible();
    await expect(page.getByText('we issue the invoice when you accept the quote')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to your quotes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
