import type { Page } from '@playwright/test';

import { COLLECTIONS, formatCents, THREAD_SUBCOLLECTIONS } from '@agency/common';

import { file, message } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { brisbaneDay } from '../support/dates';
import { seedGeneralThread } from '../support/messages';
import { seedProject } from '../support/projects';
import { seedAcceptedQuote, seedQuote, uniqueSequence } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 24 * 60 * 60 * 1000;
const DASHBOARD = '/client/dashboard';

const card = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the client dashboard', () => {
  test('shows each kind of waiting item with its figures, and each link opens where it is dealt with', async ({
    page,
  }, testInfo) => {
    test.slow(); // a sign-in, many seeded documents and six screens
    const client = await createAccount('client', 'dashboard');
    const token = uniqueToken();
    const now = Date.now();

    const fileId = `dash-${token}`;
    const fileName = `homepage-${token}.pdf`;
    const projectName = `Rebuild ${token}`;
    const sentAt = new Date(now - DAY_MS);
    const [, sent, due, overdue, threadId, projectId] = await Promise.all([
      db
        .collection(COLLECTIONS.files)
        .doc(fileId)
        .set(
          file(fileId, { clientId: client.uid, deliverable: true, name: fileName, createdAt: new Date(now - 60_000) }),
        ),
      seedQuote(client.uid, { status: 'sent', sequence: uniqueSequence(), title: `Brand ${token}`, sentAt }),
      seedAcceptedQuote(client, { title: `Hosting ${token}`, issuedDaysAgo: 1 }),
      seedAcceptedQuote(client, { title: `Design ${token}`, issuedDaysAgo: 20 }),
      seedGeneralThread(client.uid, [
        { senderId: 'admin-ada', senderRole: 'admin', body: 'Your homepage draft is ready.' },
        { senderId: 'admin-ada', senderRole: 'admin', body: 'Have a look when you can.' },
      ]),
      seedProject(client.uid, { name: projectName }),
    ]);
    await db.collection(COLLECTIONS.threads).doc(threadId).update({ unreadForClient: 2 });

    await openSignedIn(page, client, DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Test' })).toBeVisible();
    const waiting = card(page, 'What needs you');

    const deliverables = waiting.getByRole('list', { name: 'Work to approve' });
    await expect(deliverables.getByRole('listitem')).toHaveCount(1);
    await expect(deliverables.getByRole('listitem')).toContainText(fileName);

    const quotes = waiting.getByRole('list', { name: 'Quotes to decide on' });
    await expect(quotes.getByRole('listitem')).toHaveText(
      `Quote ${sent.data.number}: Brand ${token}${formatCents(sent.data.totalCents)} · valid until ${brisbaneDay(sent.data.validUntil!)}`,
    );

    // Overdue first, marked so, with what is left to pay.
    const invoices = waiting.getByRole('list', { name: 'Invoices to pay' });
    await expect(invoices.getByRole('listitem')).toHaveText([
      `Invoice ${overdue.invoice.number}: Design ${token}Overdue${formatCents(overdue.invoice.totalCents)} was due ${brisbaneDay(overdue.invoice.dueAt)}`,
      `Invoice ${due.invoice.number}: Hosting ${token}${formatCents(due.invoice.totalCents)} due ${brisbaneDay(due.invoice.dueAt)}`,
    ]);

    const unread = waiting.getByRole('list', { name: 'Unread messages' });
    await expect(unread.getByRole('listitem')).toHaveText('General2 unreadHave a look when you can.');
    await expect(waiting.getByRole('heading', { level: 3 })).toHaveText([
      'Work to approve (1)',
      'Quotes to decide on (1)',
      'Invoices to pay (2)',
      'Unread messages (2)',
    ]);

    const projects = card(page, 'Your projects');
    await expect(projects.getByRole('progressbar', { name: `Progress of ${projectName}` })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(projects).toContainText('Next: Design approved, due 30 Nov 2026');
    await expect(card(page, 'Recent files').getByRole('link', { name: fileName })).toBeVisible();
    await expect(
      card(page, 'Your free website assessment').getByRole('button', { name: 'Run assessment' }),
    ).toBeVisible();
    const timeline = card(page, 'Recent activity').getByRole('listitem');
    await expect(timeline).toHaveCount(1);
    // Worded for the client: the agency's person by name, the project as theirs.
    await expect(timeline).toContainText(`Avery Admin started your project “${projectName}”.`);
    await expect(timeline.getByRole('link', { name: 'Open the project' })).toHaveAttribute(
      'href',
      `/client/projects/${projectId}`,
    );

    // Cards side by side on a desktop, one under another on a phone.
    const projectsBox = (await projects.boundingBox())!;
    const assessmentBox = (await card(page, 'Your free website assessment').boundingBox())!;
    if (testInfo.project.name === 'mobile') expect(assessmentBox.y).toBeGreaterThan(projectsBox.y + projectsBox.height);
    else expect(assessmentBox.y).toBe(projectsBox.y);
    await expectNoAxeViolations(page);

    // Each item one click from where it is dealt with.
    await deliverables.getByRole('link', { name: fileName }).click();
    await expect(page).toHaveURL(`/client/files?file=${fileId}`);
    await expect(page.getByRole('dialog')).toContainText(fileName);
    await page.goBack();
    await expect(page).toHaveURL(DASHBOARD);

    await quotes.getByRole('link').click();
    await expect(page).toHaveURL(`/client/quotes?quote=${sent.id}`);
    await expect(page.getByRole('dialog', { name: `Quote ${sent.data.number}: Brand ${token}` })).toBeVisible();
    await page.goBack();

    await invoices.getByRole('link', { name: `Invoice ${overdue.invoice.number}: Design ${token}` }).click();
    await expect(page).toHaveURL(`/client/payment/${overdue.quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText(overdue.invoice.number).first()).toBeVisible();
    await page.goBack();

    await projects.getByRole('link', { name: projectName }).click();
    await expect(page).toHaveURL(`/client/projects/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
    await page.goBack();

    // Reading the conversation clears it from the dashboard.
    await unread.getByRole('link', { name: 'General' }).click();
    await expect(page).toHaveURL(`/client/messages/${threadId}`);
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText('Have a look when you can.');
    await page.goBack();
    await expect(waiting.getByRole('list', { name: 'Unread messages' })).toHaveCount(0);
    await expect(waiting.getByRole('list', { name: 'Work to approve' })).toBeVisible();
  });

  test('with nothing yet, each card says what to do next; a message from the agency appears without a reload', async ({
    page,
  }) => {
    test.slow(); // waits for the message trigger
    const client = await createAccount('client', 'dashboard-new');
    await db.collection(COLLECTIONS.clients).doc(client.uid).update({ onboarding: null });
    const threadId = await seedGeneralThread(client.uid);

    await openSignedIn(page, client, DASHBOARD);
    const waiting = card(page, 'What needs you');
    await expect(waiting).toContainText('You’re all caught up');
    await expect(waiting.getByRole('link', { name: 'Message the team' })).toHaveAttribute('href', '/client/messages');
    await expect(card(page, 'Your projects')).toContainText('Once we agree on the work together');
    await expect(card(page, 'Your projects').getByRole('link', { name: 'Message us' })).toBeVisible();
    await expect(card(page, 'Recent files').getByRole('link', { name: 'Upload files' })).toHaveAttribute(
      'href',
      '/client/files',
    );
    // No report is pretended: the assessment waits on what they tell us.
    const assessment = card(page, 'Your free website assessment');
    await expect(assessment.getByRole('link', { name: 'Tell us about your business' })).toHaveAttribute(
      'href',
      '/client/onboarding',
    );
    await expect(card(page, 'Recent activity')).toContainText('Nothing has happened yet.');
    await expectNoAxeViolations(page);

    // The agency writes: the trigger counts it, and the dashboard shows it live, in both places it belongs.
    const body = `Welcome aboard ${uniqueToken()}`;
    await db
      .collection(COLLECTIONS.threads)
      .doc(threadId)
      .collection(THREAD_SUBCOLLECTIONS.messages)
      .doc()
      .set(message({ senderId: 'admin-ada', senderRole: 'admin', body }));
    const unread = waiting.getByRole('list', { name: 'Unread messages' }).getByRole('listitem');
    await expect(unread).toHaveText(`General1 unread${body}`, { timeout: 30_000 });
    await expect(waiting).not.toContainText('You’re all caught up');
    const entry = card(page, 'Recent activity').getByRole('listitem');
    await expect(entry).toContainText('Conscious Web Studio started a conversation with you: “General”.');
    await expect(entry.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/client/messages/${threadId}`,
    );
  });
});
