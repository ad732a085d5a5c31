import { COLLECTIONS, leadSearchTerms } from '@agency/common';

import { lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';
import { shownToast } from '../support/toasts';

// The board is laid out differently on a phone (the columns stack), so it runs at both sizes. A unique word in
// the address's search keeps other specs' leads off it.

/** The leads each test stored, deleted afterwards so they never crowd another spec's lists. */
const stored: string[] = [];
test.afterEach(async () => {
  await Promise.all(stored.splice(0).map((id) => db.collection(COLLECTIONS.leads).doc(id).delete()));
});

test('a lead moves along the board from the keyboard, and by dragging its card', async ({ page }) => {
  const token = uniqueToken();
  const admin = await createAccount('admin', `board-${token}`);
  const name = `Tide Pool ${token}`;
  const word = `coral${token}`.toLowerCase();
  const leadRef = db.collection(COLLECTIONS.leads).doc();
  stored.push(leadRef.id);
  const enquiry = lead({ name, message: `Our ${word} charity needs a site.`, createdAt: new Date() });
  await leadRef.set({ ...enquiry, searchTerms: leadSearchTerms(enquiry) });

  await openSignedIn(page, admin, `/webmin1010/leads?view=board&q=${word}`);
  const column = (label: string) => page.getByRole('region', { name: new RegExp(`^${label} \\(`) });
  await expect(column('New').getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: the card's "Move to" button opens a menu; the arrow keys choose and Enter moves.
  await column('New')
    .getByRole('button', { name: `Move ${name} to…` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to Contacted' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(shownToast(page, `${name} moved to Qualified`)).toBeVisible();
  await expect(column('Qualified').getByRole('link', { name })).toBeVisible();
  await expect(column('New').getByRole('link', { name })).toHaveCount(0);
  // The keyboard keeps its place: the card in its new column has the focus, ready to move again.
  await expect(column('Qualified').getByRole('button', { name: `Move ${name} to…` })).toBeFocused();

  // Dragging is a pointer's way; a phone uses the menu above (a desktop-only spec: the board's layout is checked
  // at phone width by the admin area's tour, accounts/shells.spec.ts).
  await column('Qualified').getByRole('listitem').filter({ hasText: name }).dragTo(column('Won'));
  await expect(shownToast(page, `${name} moved to Won`)).toBeVisible();
  await expect(column('Won').getByRole('link', { name })).toBeVisible();
  expect((await leadRef.get()).get('status')).toBe('won');
});
