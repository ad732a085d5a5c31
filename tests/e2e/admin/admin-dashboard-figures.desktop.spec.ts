import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';

import { COLLECTIONS, formatCents, startOfCalendarDay } from '@agency/common';

import { newEmail, postContact, validContact } from '../../integration/support/contacts-api';
import { invoice } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { seedQuote } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The figures whose row ends short of the others' (a card alone on a row it does not fill), by title. */
async function figuresLeftAlone(page: Page): Promise<string[]> {
  const cards = page.getByRole('region', { name: 'Figures', exact: true }).getByRole('region');
  const boxes = await Promise.all(
    (await cards.all()).map(async (card) => ({
      title: (await card.getByRole('heading').first().textContent()) ?? '',
      box: (await card.boundingBox())!,
    })),
  );
  const rowEnd = (top: number) =>
    Math.max(...boxes.filter(({ box }) => Math.abs(box.y - top) < 2).map(({ box }) => box.x + box.width));
  const end = Math.max(...boxes.map(({ box }) => box.x + box.width));
  return boxes.filter(({ box }) => rowEnd(box.y) < end - 2).map(({ title }) => title);
}

/**
 * The figures are laid out the same at both sizes (cards stack on a phone), so they are tested at desktop size.
 * The browser's clock is set in a quarter of a far-off year of this run's own: no other test (or earlier run) has
 * quotes or invoices in it, so the quarter's figures must be exactly what this test seeds.
 */
test('figures: quotes and invoices of the quarter to the cent, and a new lead counted without a reload', async ({
  page,
}) => {
  test.slow(); // seeds a quarter's quotes and invoices, and waits for a lead through the API
  const year = 2200 + randomInt(700);
  const quarterStart = startOfCalendarDay(`${year}-04-01`);
  const now = new Date(startOfCalendarDay(`${year}-05-15`).getTime() + 10 * 60 * 60 * 1000);
  const before = new Date(quarterStart.getTime() - DAY_MS); // the quarter before
  const inQuarter = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await page.clock.setFixedTime(now);

  const client = await createAccount('client', `figures-${uniqueToken()}`);
  const admin = await createAccount('admin', 'figures-admin');
  const sentOnly = await seedQuote(client.uid, { status: 'sent', sentAt: inQuarter(10) });
  const accepted = await seedQuote(client.uid, {
    status: 'accepted',
    sentAt: inQuarter(20),
    acceptance: { name: 'Alice Green', at: inQuarter(15), uid: client.uid, contentHash: 'x' },
    closedAt: inQuarter(15),
    lineItems: [{ description: 'Logo', quantity: 1, unitPriceCents: 55_000, catalogueId: null }],
  });
  // Sent and accepted in the quarter before: in neither figure.
  await seedQuote(client.uid, {
    status: 'accepted',
    sentAt: before,
    acceptance: { name: 'Alice Green', at: before, uid: client.uid, contentHash: 'x' },
    closedAt: before,
  });
  const owing = invoice(accepted.id, { clientId: client.uid, issuedAt: inQuarter(15), amountPaidCents: 12_345 });
  const paid = invoice(accepted.id, {
    clientId: client.uid,
    issuedAt: inQuarter(30),
    status: 'paid',
    totalCents: 99_000,
    amountPaidCents: 99_000,
  });
  const invoices = db.collection(COLLECTIONS.invoices);
  await Promise.all([
    invoices.doc().set(owing),
    invoices.doc().set(paid),
    // A void invoice, and one issued the quarter before: in no figure of this quarter.
    invoices.doc().set(invoice(accepted.id, { clientId: client.uid, issuedAt: inQuarter(5), status: 'void' })),
    invoices.doc().set(invoice(accepted.id, { clientId: client.uid, issuedAt: before })),
  ]);

  await openSignedIn(page, admin, '/webmin1010');
  await expect(page.getByText(`Apr–Jun ${year} is this quarter.`)).toBeVisible();
  // Three columns, two, or one: no figure is left alone on a row it does not fill.
  for (const width of [1280, 1000, 420]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => figuresLeftAlone(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  const invoiced = page.getByRole('region', { name: 'Invoiced this quarter' });
  const total = owing.totalCents + paid.totalCents;
  const paidCents = owing.amountPaidCents + paid.amountPaidCents;
  await expect(invoiced).toContainText(
    `Invoiced ${formatCents(total)} · Paid ${formatCents(paidCents)} · Outstanding ${formatCents(total - paidCents)} (2 invoices`,
  );
  // The chart's numbers, as a screen reader reads them.
  const table = invoiced.getByRole('table', { name: 'Invoiced this quarter' });
  await expect(table.getByRole('row', { name: 'Outstanding' })).toContainText(formatCents(total - paidCents));
  await expect(invoiced.getByRole('figure', { name: 'Bar chart: Invoiced this quarter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quotes this quarter' })).toContainText(
    `Sent: 2 quotes, ${formatCents(sentOnly.data.totalCents + accepted.data.totalCents)}. Accepted: 1 quote, ${formatCents(accepted.data.totalCents)}, whenever sent.`,
  );

  // A visitor's lead: counted among the new leads, and listed as needing a reply, with no reload.
  const newLeads = page
    .getByRole('region', { name: 'Leads by status' })
    .getByRole('table')
    .getByRole('row', { name: 'New' })
    .getByRole('cell');
  const name = `Figures lead ${uniqueToken()}`;
  const response = await postContact({ ...validContact, name, email: newEmail() });
  expect(response.status).toBe(201);
  await expect(
    page.getByRole('region', { name: /^New leads not yet contacted/ }).getByRole('link', { name }),
  ).toBeVisible();
  // Counted again without a reload: the figure is the server's count now, the visitor's lead included. (Other tests
  // add and remove new leads meanwhile, so it is compared with the server's count, not with the one before plus 1.)
  const serverCount = async () =>
    (await db.collection(COLLECTIONS.leads).where('status', '==', 'new').count().get()).data().count;
  await expect
    .poll(async () => {
      const shown = Number(await newLeads.textContent());
      return shown === (await serverCount());
    })
    .toBe(true);
});
