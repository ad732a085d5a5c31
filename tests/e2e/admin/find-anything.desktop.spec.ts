import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { seedQuote, uniqueSequence } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// The search is one dialog at every size: the journey runs on a desktop; the admin tour opens it on a phone.
test('an administrator finds a client by name and a quote by number from the keyboard, and opens each', async ({
  page,
}) => {
  const token = uniqueToken();
  const client = await createAccount('client', `find${token}`);
  const quote = await seedQuote(client.uid, {
    status: 'sent',
    sequence: uniqueSequence(),
    title: `Care plan ${token}`,
  });
  const number = quote.data.number!;
  const admin = await createAccount('admin', 'finder');
  await openSignedIn(page, admin, '/webmin1010');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  // Ctrl+K from anywhere: the search opens with its field ready.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Find anything' });
  const field = search.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  await page.keyboard.type(`find${token}`);
  const found = search.getByRole('group', { name: 'Clients' }).getByRole('option');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`Tide Pool Studio`);
  await expect(found).toContainText(`Test find${token}`);
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(search).toBeHidden();
  await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // From the record, the header's Search, and a quote by its number however it is typed.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(field).toBeFocused();
  await field.fill(number.toLowerCase().replaceAll('-', ' '));
  const quotes = search.getByRole('group', { name: 'Quotes' }).getByRole('option');
  await expect(quotes).toHaveCount(1);
  await expect(quotes).toContainText(`${number} · Care plan ${token}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/webmin1010/quotes?quote=${quote.id}`);
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Quote ${number}` })).toBeVisible();

  // Nothing there: it says so, and Escape closes the search, leaving the page as it was.
  await page.keyboard.press('Control+k');
  await field.fill(`nobody${token}`);
  await expect(search.getByRole('status')).toHaveText(`Nothing found for “nobody${token}”`);
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(page).toHaveURL(`/webmin1010/quotes?quote=${quote.id}`);
});
