import { COLLECTIONS, formatCents, projectThreadId } from '@agency/common';

import { file, invoice, lead, thread } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { seedQuote } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const HOUR_MS = 60 * 60 * 1000;
/**
 * The lists show the longest-waiting items first, so these are dated long before anything other tests seed: each
 * is the first of its list whatever else the emulators hold. They are deleted afterwards, for the same reason.
 */
/**
 * Before anything else any test writes: each Needs attention list shows the five waiting longest (or due
 * soonest), so this test's items must be the oldest there are to be among them.
 */
const LONG_AGO = new Date('2000-02-03T09:00:00+10:00');

test('needs attention lists one of each waiting item, each a link to where it is dealt with', async ({ page }) => {
  test.slow(); // six seeded kinds of item, each link followed
  const token = uniqueToken();
  const client = await createAccount('client', `dash-${token}`);
  // A waiting conversation is named by whom it is with: a business of this test's own.
  const business = `Dash business ${token}`;
  await db.collection(COLLECTIONS.clients).doc(client.uid).update({ businessName: business });
  const admin = await createAccount('admin', 'dash-admin');
  const threadRef = db.collection(COLLECTIONS.threads).doc();
  const leadRef = db.collection(COLLECTIONS.leads).doc();
  const fileRef = db.collection(COLLECTIONS.files).doc();
  const invoiceRef = db.collection(COLLECTIONS.invoices).doc();
  const subject = `Dash thread ${token}`;
  const leadName = `Dash lead ${token}`;
  const fileName = `dash-${token}.pdf`;
  const now = Date.now();
  const expiring = await seedQuote(client.uid, {
    status: 'sent',
    title: `Dash expiring ${token}`,
    sentAt: new Date(now - 29 * 24 * HOUR_MS),
    // Due sooner than any other test's sent quote (theirs are valid for weeks), so the first of the five.
    validUntil: new Date(now + HOUR_MS),
  });
  // Accepted long ago with no project made from it: the first of the accepted quotes waiting for one.
  const accepted = await seedQuote(client.uid, {
    status: 'accepted',
    title: `Dash invoiced ${token}`,
    closedAt: LONG_AGO,
  });
  const overdue = invoice(accepted.id, {
    clientId: client.uid,
    title: `Dash overdue ${token}`,
    issuedAt: new Date(LONG_AGO.getTime() - 14 * 24 * HOUR_MS),
    dueAt: LONG_AGO,
    amountPaidCents: 10_000,
  });
  await Promise.all([
    threadRef.set(
      thread({
        clientId: client.uid,
        subject,
        lastMessageAt: LONG_AGO,
        lastMessagePreview: 'Could you call me back?',
        lastSenderRole: 'client',
        unreadForAgency: 1,
      }),
    ),
    // The newest of all (an hour ahead), so leads other tests make meanwhile cannot push it off the card's short list.
    leadRef.set(lead({ name: leadName, createdAt: new Date(now + HOUR_MS) })),
    fileRef.set(
      file(fileRef.id, {
        clientId: client.uid,
        name: fileName,
        deliverable: true,
        approval: { status: 'changes-requested', comment: 'A larger logo, please.', by: client.uid, at: LONG_AGO },
      }),
    ),
    invoiceRef.set(overdue),
  ]);

  try {
    await openSignedIn(page, admin, '/webmin1010');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const group = (name: string) => attention.getByRole('region', { name: new RegExp(`^${name}`) });
    const links = [
      { group: 'Waiting for your reply', name: business, url: `/webmin1010/messages/${threadRef.id}` },
      { group: 'New leads not yet contacted', name: leadName, url: `/webmin1010/leads?lead=${leadRef.id}` },
      { group: 'Changes requested on deliverables', name: fileName, url: `/webmin1010/files?file=${fileRef.id}` },
      {
        group: 'Quotes expiring within a week',
        name: `${expiring.data.number} Dash expiring ${token}`,
        url: `/webmin1010/quotes?quote=${expiring.id}`,
      },
      {
        group: 'Accepted quotes without a project',
        name: `${accepted.data.number} Dash invoiced ${token}`,
        url: `/webmin1010/quotes?quote=${accepted.id}`,
      },
      {
        group: 'Overdue invoices',
        name: `${overdue.number} Dash overdue ${token}`,
        url: `/webmin1010/quotes?quote=${accepted.id}`,
      },
    ];
    for (const link of links) {
      await expect(group(link.group).getByRole('link', { name: link.name })).toHaveAttribute('href', link.url);
    }
    // What is still owed, not the invoice's total.
    await expect(group('Overdue invoices').getByRole('listitem').filter({ hasText: token })).toContainText(
      `${formatCents(overdue.totalCents - 10_000)} outstanding`,
    );
    await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invoiced this quarter' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing wider than the screen (charts included), at 375 px as at 1280.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // Each link lands on the screen that deals with it, showing the item.
    const landed = [
      page.getByText(subject).filter({ visible: true }).first(),
      null, // the leads screen is tested with the leads pipeline
      page.getByRole('dialog').getByText(fileName).first(),
      page.getByRole('dialog').getByText(`Dash expiring ${token}`).first(),
      // Where its project is made.
      page.getByRole('dialog').getByRole('button', { name: 'Create the project' }),
      page.getByRole('dialog').getByText(`Dash invoiced ${token}`).first(),
    ];
    for (const [index, link] of links.entries()) {
      await group(link.group).getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(link.url);
      if (landed[index]) await expect(landed[index]).toBeVisible();
      await page.goBack();
      await expect(attention).toBeVisible();
    }

    // The agency makes the accepted quote's project from its service's template and opens it; the quote no longer
    // waits for one.
    const waitingQuote = group('Accepted quotes without a project').getByRole('link', { name: links[4]!.name });
    await waitingQuote.click();
    const quoteView = page.getByRole('dialog');
    // Its hosting too, set up from day 50: the milestones it will have are shown, dated, before it is made.
    await quoteView.getByRole('checkbox', { name: 'Web Hosting template' }).check();
    await quoteView.getByRole('textbox', { name: 'Web Hosting starts on day' }).fill('50');
    const preview = quoteView.getByRole('list', { name: /^The project’s milestones \(\d+ of at most 30\)$/ });
    await expect(preview).toContainText(': Web Hosting: Site migrated to the new server');
    await expectNoAxeViolations(page);
    await quoteView.getByRole('button', { name: 'Create the project' }).click();
    await quoteView.getByRole('link', { name: 'Open the project' }).click();
    await expect(page).toHaveURL(/\/webmin1010\/projects\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Dash invoiced ${token}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: 'Milestones' })).toContainText(
      'Web Hosting: Site migrated to the new server',
    );
    // The client was told, in the project's own conversation (the box was left ticked).
    await expect(page.getByRole('main').getByRole('region', { name: 'Conversation' })).toContainText(
      `You: We have started your project “Dash invoiced ${token}”, as quoted in ${accepted.data.number}.`,
    );
    await page.goto('/webmin1010');
    await expect(attention).toBeVisible();
    await expect(waitingQuote).toHaveCount(0);
  } finally {
    const quotes = [expiring.id, accepted.id].map((id) => db.collection(COLLECTIONS.quotes).doc(id));
    const made = (await quotes[1]!.get()).get('projectId') as string | null | undefined;
    const project = made ? [db.collection(COLLECTIONS.projects).doc(made)] : [];
    if (made) await db.recursiveDelete(db.collection(COLLECTIONS.threads).doc(projectThreadId(made)));
    await Promise.all([threadRef, leadRef, fileRef, invoiceRef, ...quotes, ...project].map((ref) => ref.delete()));
  }
});
