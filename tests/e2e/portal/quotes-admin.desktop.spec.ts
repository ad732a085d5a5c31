import type { Page } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';

import {
  CALLABLES,
  COLLECTIONS,
  formatCents,
  FUNCTIONS_REGION,
  quoteContentText,
  type QuoteDocument,
  sha256Hex,
} from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';
import { db } from '../../support/firestore-admin';
import { chooseClient, createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { idTokenOf } from '../support/files';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

/** The quote dialog on top (the builder or a quote read-only); confirmations are dialogs of their own. */
const quoteDialog = (page: Page) => page.getByRole('dialog').first();

/** The id in `?quote=`, once the address carries one. */
async function openQuoteId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]quote=[^&]+/);
  return new URL(page.url()).searchParams.get('quote')!;
}

/** A callable function as `account`, through its HTTP protocol, as the web's SDK calls it. */
async function callAs<Result>(account: { email: string; password: string }, name: string, data: unknown) {
  const url = `${emulatorAddress('functions').origin}/${APP_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idTokenOf(account)}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: Result }).result;
}

/**
 * A quote the agency saved and sent through the functions, accepted by the client through `acceptQuote` with the
 * hash of the stored quote's content, as the client's screen does: the function issues its invoice.
 */
async function acceptedQuote(
  admin: { email: string; password: string },
  client: { uid: string; email: string; password: string },
  title: string,
) {
  const { quoteId } = await callAs<{ quoteId: string }>(admin, CALLABLES.saveQuote, {
    quoteId: null,
    clientId: client.uid,
    projectId: null,
    title,
    validDays: 30,
    lineItems: [
      { description: 'Growth package', quantity: 1, unitPriceCents: 495_000, catalogueId: 'package/growth' },
      { description: 'Extra landing page', quantity: 2, unitPriceCents: 12_345, catalogueId: null },
    ],
  });
  await callAs(admin, CALLABLES.sendQuote, { quoteId });
  const stored = (await db.collection(COLLECTIONS.quotes).doc(quoteId).get()).data() as QuoteDocument<Timestamp>;
  const contentHash = await sha256Hex(quoteContentText({ ...stored, validUntil: stored.validUntil!.toDate() }));
  const { invoiceNumber } = await callAs<{ invoiceNumber: string }>(client, CALLABLES.acceptQuote, {
    quoteId,
    name: 'Robin Reed',
    termsAccepted: true,
    contentHash,
  });
  return { quoteId, number: stored.number!, totalCents: stored.totalCents, contentHash, invoiceNumber };
}

test.describe("the agency's quotes screen", () => {
  test('builds a quote from the catalogue and a custom line, saves, sends, duplicates, withdraws and filters', async ({
    page,
  }) => {
    // Five function round trips (a mail among them), axe twice and a reload, on emulators other specs share.
    test.setTimeout(180_000);
    const label = `quotes-${uniqueToken()}`;
    const client = await createAccount('client', label);
    const admin = await createAccount('admin', 'quotes-admin');
    const title = `Shopfront ${uniqueToken()}`;

    await openSignedIn(page, admin, '/webmin1010/quotes');
    await page.getByRole('button', { name: 'New quote' }).click();
    await expect(page).toHaveURL(/[?&]new=1/);
    const builder = quoteDialog(page);
    await expect(builder.getByRole('heading', { name: 'New quote' })).toBeVisible();

    await chooseClient(builder, client.email);
    await builder.getByRole('textbox', { name: 'Title' }).fill(title);
    // A catalogue line fills its description and price.
    await builder.getByRole('combobox', { name: 'Line 1 from the catalogue' }).selectOption('web-design-plan/standard');
    await expect(builder.getByRole('textbox', { name: 'Line 1 description' })).toHaveValue('Standard web design plan');
    await expect(builder.getByRole('textbox', { name: 'Line 1 unit price, ex GST' })).toHaveValue('3800.00');
    // A custom line whose GST rounds: 3 × $33.33 is $99.99, and its GST $9.999 is $10.00.
    await builder.getByRole('button', { name: 'Add line' }).click();
    await builder.getByRole('textbox', { name: 'Line 2 description' }).fill('Copy edits, per page');
    await builder.getByRole('textbox', { name: 'Line 2 quantity' }).fill('3');
    await builder.getByRole('textbox', { name: 'Line 2 unit price, ex GST' }).fill('33.33');
    await expect(builder.getByTestId('line-1-amounts')).toHaveText(
      '$3,800.00 ex GST · GST $380.00 · line total $4,180.00',
    );
    await expect(builder.getByTestId('line-2-amounts')).toHaveText('$99.99 ex GST · GST $10.00 · line total $109.99');
    await expect(builder.getByTestId('total-subtotal')).toHaveText('$3,899.99');
    await expect(builder.getByTestId('total-gst')).toHaveText('$390.00');
    await expect(builder.getByTestId('total-total')).toHaveText('$4,289.99');

    // A line that cannot be priced says why, and the totals wait for it.
    await builder.getByRole('button', { name: 'Add line' }).click();
    await builder.getByRole('textbox', { name: 'Line 3 description' }).fill('Oops');
    await builder.getByRole('textbox', { name: 'Line 3 unit price, ex GST' }).fill('12.345');
    await expect(builder.getByTestId('total-total')).toHaveText('—');
    await builder.getByRole('button', { name: 'Save draft' }).click();
    await expect(builder.getByText('Type dollars and cents, like 1250 or 1250.50')).toBeVisible();
    await expect(page).toHaveURL(/[?&]new=1/);
    await builder.getByRole('button', { name: 'Remove line 3' }).click();
    await expect(builder.getByTestId('total-total')).toHaveText('$4,289.99');
    await expectNoAxeViolations(page);

    await builder.getByRole('button', { name: 'Save draft' }).click();
    await expect(shownToast(page, 'Draft saved')).toBeVisible();
    const draftId = await openQuoteId(page);
    await expect(quoteDialog(page).getByRole('heading', { name: `Draft quote: ${title}` })).toBeVisible();
    await quoteDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('$4,289.99');
    await expect(row).toContainText(`Test ${label}`);

    // The draft opens in the builder again, as saved.
    await row.getByRole('button', { name: title }).click();
    expect(await openQuoteId(page)).toBe(draftId);
    await expect(quoteDialog(page).getByRole('textbox', { name: 'Line 2 unit price, ex GST' })).toHaveValue('33.33');
    await expect(quoteDialog(page).getByTestId('total-total')).toHaveText('$4,289.99');

    // Send: confirmed first, since the client is emailed.
    await quoteDialog(page).getByRole('button', { name: 'Send to client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this quote?' });
    await expect(confirm).toContainText('will be emailed a link to the quote');
    await confirm.getByRole('button', { name: 'Send quote' }).click();
    const view = quoteDialog(page);
    const heading = view.getByRole('heading', { name: /^Quote Q-\d{4}-\d{4,}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Quote ', '');
    expect(number).toMatch(/^Q-\d{4}-\d{4,}$/);
    expect(new URL(page.url()).searchParams.get('quote')).toBe(draftId);
    await expect(view).toContainText('Sent');
    await expect(view.getByRole('table', { name: `Lines of quote ${number}` })).toContainText('Copy edits, per page');
    await expect(view.getByRole('table', { name: `Lines of quote ${number}` })).toContainText('$4,289.99');
    await expectNoAxeViolations(page);

    // Duplicate: a new draft with the same lines opens.
    await view.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('quote')).not.toBe(draftId);
    const copy = quoteDialog(page);
    await expect(copy.getByRole('heading', { name: /^Draft quote:/ })).toBeVisible();
    await expect(copy.getByRole('textbox', { name: 'Line 2 description' })).toHaveValue('Copy edits, per page');
    await expect(copy.getByTestId('total-total')).toHaveText('$4,289.99');
    await copy.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Withdraw the sent one.
    const sentRow = page.getByRole('row').filter({ hasText: number });
    await expect(sentRow).toContainText(title);
    await expect(sentRow).toContainText('Sent');
    await sentRow.getByRole('button', { name: title }).click();
    await quoteDialog(page).getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw this quote?' });
    await withdraw.getByRole('button', { name: 'Withdraw quote' }).click();
    await expect(withdraw).toBeHidden();
    await expect(quoteDialog(page)).toContainText('Withdrawn');
    await expect(quoteDialog(page).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await quoteDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(sentRow).toContainText('Withdrawn');

    // Filters live in the address: this client's withdrawn quotes are the one, and its sum.
    await chooseClient(page, client.email);
    await expect(page).toHaveURL(new RegExp(`client=${client.uid}`));
    const sums = page.getByRole('list', { name: 'Totals by status' });
    await expect(sums).toContainText('Draft: 1 · $4,289.99');
    await expect(sums).toContainText('Withdrawn: 1 · $4,289.99');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('withdrawn');
    await expect(page).toHaveURL(/status=withdrawn/);
    const quotes = page.getByRole('table', { name: 'Quotes' });
    await expect(quotes.getByRole('row')).toHaveCount(2); // the header and the withdrawn quote
    await expect(quotes).toContainText(number);
    await expect(sums).toHaveText('Withdrawn: 1 · $4,289.99');

    // The address alone brings the same view back.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('withdrawn');
    await expect(page.getByRole('table', { name: 'Quotes' }).getByRole('row')).toHaveCount(2);
  });

  test('an accepted quote shows its acceptance and invoice, which is voided and reissued, and a bank payment is recorded on the correction', async ({
    page,
  }) => {
    test.setTimeout(180_000); // three function calls to set up, then two from the screen
    const client = await createAccount('client', `invoiced-${uniqueToken()}`);
    const admin = await createAccount('admin', 'invoices-admin');
    const title = `Growth site ${uniqueToken()}`;
    const accepted = await acceptedQuote(admin, client, title);
    // $4,950.00 + 2 × $123.45 = $5,196.90 ex GST; GST $495.00 + $24.69 = $519.69; total $5,716.59.
    expect(accepted.totalCents).toBe(571_659);

    await openSignedIn(page, admin, `/webmin1010/quotes?quote=${accepted.quoteId}`);
    const view = quoteDialog(page);
    await expect(view.getByRole('heading', { name: `Quote ${accepted.number}` })).toBeVisible();
    await expect(view).toContainText('Accepted');
    await expect(view).toContainText('Accepted by Robin Reed');
    await expect(view.getByTestId('acceptance-hash')).toHaveText(accepted.contentHash);
    await expect(view.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

    const invoice = view.getByRole('article', { name: `Tax invoice ${accepted.invoiceNumber}` });
    await expect(invoice).toContainText('Issued');
    await expect(invoice).toContainText(`Outstanding${formatCents(571_659)}`);
    await expect(invoice).toContainText('No payments recorded.');
    await expectNoAxeViolations(page);

    // Void it, with no replacement yet: the accepted quote has nothing to pay until a new invoice is issued.
    await invoice.getByRole('button', { name: 'Void' }).click();
    const voiding = page.getByRole('dialog', { name: `Void ${accepted.invoiceNumber}?` });
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(voiding.getByText('Say why the invoice is void')).toBeVisible();
    await voiding.getByRole('textbox', { name: 'Reason' }).fill('The buyer’s ABN was missing.');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(voiding).toBeHidden();
    // The page's first toast (its code loads with it): waited for, so axe below measures it settled, not fading in.
    await expect(shownToast(page, `${accepted.invoiceNumber} is void`)).toBeVisible();
    const voided = view.getByRole('article', { name: `Tax invoice ${accepted.invoiceNumber}` });
    await expect(voided).toContainText('Void');
    await expect(voided).toContainText('The buyer’s ABN was missing.');
    await expect(voided.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
    await expect(
      view.getByText(`${accepted.invoiceNumber} is void, and this accepted quote has no invoice`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await view.getByRole('button', { name: 'Issue a new invoice' }).click();
    await expect(view.getByRole('button', { name: 'Issue a new invoice' })).toHaveCount(0);
    await expect(view.getByRole('article', { name: /^Tax invoice INV-/ })).toHaveCount(2);
    // The newest first: the correction, open for payment.
    const replacement = view.getByRole('article', { name: /^Tax invoice INV-/ }).first();
    await expect(replacement).toContainText(`Corrects ${accepted.invoiceNumber}`);
    await expect(replacement).toContainText(`Outstanding${formatCents(571_659)}`);
    const replacementNumber = (await replacement.getAttribute('aria-label'))!.replace('Tax invoice ', '');
    expect(replacementNumber).not.toBe(accepted.invoiceNumber);
    await expect(voided).toContainText(`Replaced by ${replacementNumber}`);

    // A part payment by bank transfer.
    await replacement.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: `Record a payment on ${replacementNumber}` });
    await expect(payment.getByRole('textbox', { name: 'Amount' })).toHaveValue('5716.59');
    await payment.getByRole('textbox', { name: 'Amount' }).fill('1000.10');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment.getByText('Give the bank reference')).toBeVisible();
    await payment.getByRole('textbox', { name: 'Bank reference' }).fill('CBA 4471 ROBIN');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden();
    await expect(replacement).toContainText(`Paid${formatCents(100_010)}`);
    await expect(replacement).toContainText(`Outstanding${formatCents(571_659 - 100_010)}`);
    const payments = replacement.getByRole('table', { name: `Payments on ${replacementNumber}` });
    await expect(payments).toContainText('CBA 4471 ROBIN');
    await expect(payments).toContainText('Bank transfer');
    await expect(payments).toContainText('$1,000.10');

    // Money against it: it can no longer be voided (voidInvoice refuses), so the screen does not offer it.
    await expect(replacement.getByRole('button', { name: 'Void' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
