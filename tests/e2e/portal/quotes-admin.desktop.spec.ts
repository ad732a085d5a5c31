import type { Page } from '@playwright/test';

import { createAccount, openAs, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** The quote dialog on top (the builder or a quote read-only); confirmations are dialogs of their own. */
const quoteDialog = (page: Page) => page.getByRole('dialog').first();

/** The id in `?quote=`, once the address carries one. */
async function openQuoteId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/[?&]quote=[^&]+/);
  return new URL(page.url()).searchParams.get('quote')!;
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

    await openAs(page, admin, '/webmin1010/quotes');
    await page.getByRole('button', { name: 'New quote' }).click();
    await expect(page).toHaveURL(/[?&]new=1/);
    const builder = quoteDialog(page);
    await expect(builder.getByRole('heading', { name: 'New quote' })).toBeVisible();

    await builder.getByRole('combobox', { name: 'Client' }).selectOption(client.uid);
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
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
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
    await page.getByRole('combobox', { name: 'Client', exact: true }).selectOption(client.uid);
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
});
