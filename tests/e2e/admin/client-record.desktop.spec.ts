import { COLLECTIONS, formatCents } from '@agency/common';

import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { createClient } from '../support/admin-clients';
import { expectNoAxeViolations } from '../support/axe';
import { seedGeneralThread } from '../support/messages';
import { seedProject } from '../support/projects';
import { seedAcceptedQuote, seedQuote } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;

// The record stacks its cards on a phone and sets them side by side on a desktop: the journey runs at both sizes.
test.describe('a client’s record', () => {
  test('shows their money, what waits on whom, their projects, quotes, conversations, and takes a private note', async ({
    page,
  }) => {
    test.slow(); // a sign-in, many live lists, the server's sums and two accessibility scans
    const token = uniqueToken();
    const name = `Record ${token}`;
    const client = await createClient({ name, businessName: `Banksia ${token}` });
    const admin = await createAccount('admin', `record-${token}`);
    const projectName = `Clinic site ${token}`;
    await seedProject(client.uid, { name: projectName, status: 'in-progress' });
    // An invoice issued a month ago, due two weeks later, half paid a week ago: overdue, with money owed.
    const { invoice } = await seedAcceptedQuote(client, { issuedDaysAgo: 30 });
    const paidCents = Math.round(invoice.totalCents / 2);
    const paidAt = new Date(Date.now() - 7 * DAY_MS);
    const invoices = await db.collection(COLLECTIONS.invoices).where('clientId', '==', client.uid).limit(1).get();
    await invoices.docs[0]!.ref.update({
      amountPaidCents: paidCents,
      payments: [{ id: 'bank-1', amountCents: paidCents, method: 'bank', at: paidAt, recordedBy: admin.uid }],
    });
    const open = await seedQuote(client.uid, { status: 'sent', title: `Care plan ${token}` });
    const threadId = await seedGeneralThread(client.uid, [
      { senderId: client.uid, senderRole: 'client', body: 'Can we move the launch to Tuesday?' },
    ]);
    // Read by the agency already, yet unanswered: it still waits on them, as the inbox's badge counts it.
    await db.collection(COLLECTIONS.threads).doc(threadId).update({ unreadForAgency: 0, agencyReadAt: new Date() });

    await openSignedIn(page, admin, `/webmin1010/clients/${client.uid}`);
    const record = page.getByRole('main');
    await expect(record.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(record.getByText(`Banksia ${token}`).first()).toBeVisible();

    const money = record.getByRole('region', { name: 'Money' });
    await expect(money.getByText(formatCents(invoice.totalCents - paidCents), { exact: true }).first()).toBeVisible();
    await expect(money).toContainText(`${formatCents(invoice.totalCents - paidCents)} on 1 invoice`);
    await expect(money).toContainText(`1 worth ${formatCents(open.data.totalCents)}`);
    await expect(money).toContainText(`Paid in all${formatCents(paidCents)}`);

    const waiting = record.getByRole('region', { name: 'Waiting' });
    await expect(waiting.getByRole('list', { name: 'Waiting on the agency' }).getByRole('link')).toHaveText([
      'Reply to “General”',
      `${invoice.number} is overdue`,
    ]);
    await expect(waiting.getByRole('list', { name: 'Waiting on the client' }).getByRole('link')).toHaveText([
      `To decide on ${open.data.number}: Care plan ${token}`,
    ]);

    await expect(
      record.getByRole('region', { name: 'Projects' }).getByRole('link', { name: projectName }),
    ).toBeVisible();
    await expect(record.getByRole('list', { name: 'Quotes, newest first' }).getByRole('listitem')).toHaveCount(2);
    await expect(record.getByRole('region', { name: 'Conversations' })).toContainText('Waiting for a reply');
    await expectNoAxeViolations(page);

    // A private note joins the history at once, with who wrote it.
    await record.getByRole('textbox', { name: 'Add a note' }).fill('Prefers a call before 10 am.');
    await record.getByRole('button', { name: 'Add note' }).click();
    await expect(record.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem')).toHaveText([
      /Prefers a call before 10 am\.$/,
    ]);
    await expectNoAxeViolations(page);

    // A conversation opens in place over the record: the agency replies there, and it no longer waits on them.
    await waiting.getByRole('link', { name: 'Reply to “General”' }).click();
    await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}?conversation=${threadId}`);
    const conversation = page.getByRole('dialog', { name: /: General$/ });
    await expect(conversation.getByRole('region', { name: 'Messages' })).toContainText(
      'Can we move the launch to Tuesday?',
    );
    await conversation.getByRole('textbox', { name: 'Message' }).fill('Tuesday works for us.');
    await conversation.getByRole('button', { name: 'Send message' }).click();
    await expect(conversation.getByRole('listitem', { name: /^You,/ })).toContainText('Tuesday works for us.');
    await expectNoAxeViolations(page);
    await conversation.getByRole('button', { name: 'Close the conversation' }).click();
    await expect(conversation).toBeHidden();
    await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}`);
    await expect(waiting.getByRole('list', { name: 'Waiting on the agency' }).getByRole('link')).toHaveText([
      `${invoice.number} is overdue`,
    ]);
    // The conversations card opens it in place too, with the way to it in Messages.
    await record.getByRole('region', { name: 'Conversations' }).getByRole('link', { name: 'General' }).click();
    await conversation.getByRole('link', { name: 'Open in Messages' }).click();
    await expect(page).toHaveURL(`/webmin1010/messages/${threadId}`);
  });
});
