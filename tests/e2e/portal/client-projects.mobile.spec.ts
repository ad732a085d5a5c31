import type { ProjectInput } from '@agency/common';

import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { dataRow } from '../support/data-table';
import { saveProjectAs, seedProject } from '../support/projects';
import { seedAcceptedQuote, seedQuote, uniqueSequence } from '../support/quotes';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

test.describe('a client’s projects', () => {
  test('lists their project, opens it, and follows the agency’s changes live; another client sees “not found”', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers and a function round trip
    const client = await createAccount('client', 'projects');
    const name = `Rebuild ${uniqueToken()}`;
    const projectId = await seedProject(client.uid, { name });
    // The project's money: its invoice to pay, and a quote awaiting the client's decision.
    const { invoice: issued } = await seedAcceptedQuote(client, { projectId, title: `Design for ${name}` });
    const extra = await seedQuote(client.uid, {
      status: 'sent',
      projectId,
      title: `Extra pages for ${name}`,
      sentAt: new Date(),
      sequence: uniqueSequence(),
    });

    await openSignedIn(page, client, '/client/projects');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuenow', '33');
    await expect(card).toContainText('In progress');
    await expect(card).toContainText('Next: Design approved, due 30 Nov 2026');
    await expectNoAxeViolations(page);

    await card.getByRole('link').click();
    await expect(page).toHaveURL(`/client/projects/${projectId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const milestones = page.getByRole('list', { name: 'Milestones' });
    await expect(milestones.getByRole('listitem')).toHaveText([
      /Brief agreed.*Done on/,
      // "was due" once 30 Nov 2026 has passed (milestone-steps.test.tsx tells the two apart).
      /Design approved.*Current · (was )?due 30 Nov 2026/,
      /Site launched.*Upcoming · due 18 Dec 2026/,
    ]);
    const timeline = page.getByRole('list', { name: 'Project timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    // Its quotes and invoices, in the client's words, each with the way to deal with it.
    const money = (text: string) => dataRow(page, 'Quotes and invoices for this project', text);
    await expect(money(`Invoice ${issued.number}`)).toContainText('Due');
    await expect(money(`Quote ${extra.data.number}`)).toContainText('Awaiting your decision');
    await expect(page.getByText('will show here')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The agency completes a milestone: the bar and the timeline move without a reload.
    const admin = await createAccount('admin', 'projects-admin');
    const change: ProjectInput = {
      name,
      service: 'web-design',
      status: 'in-progress',
      summary: 'A faster site that books appointments.',
      startDate: '2026-10-27',
      dueDate: '2026-12-18',
      milestones: [
        { id: 'brief', title: 'Brief agreed', status: 'done', dueDate: '2026-11-02' },
        { id: 'design', title: 'Design approved', status: 'done', dueDate: '2026-11-30' },
        { id: 'launch', title: 'Site launched', status: 'todo', dueDate: '2026-12-18' },
      ],
    };
    await saveProjectAs(admin, projectId, change);
    await expect(page.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuenow', '67');
    await expect(timeline.getByRole('listitem').first()).toContainText(
      `completed the milestone “Design approved” of your project “${name}”.`,
    );
    await expect(milestones.getByRole('listitem').nth(2)).toContainText('Current');

    // Another client opening the same address learns nothing about it.
    const other = await createAccount('client', 'other-client');
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await openSignedIn(theirs, other, '/client/projects');
    await theirs.goto(`/client/projects/${projectId}`);
    await expect(theirs.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(theirs.getByRole('link', { name: 'Back to your projects' })).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(theirs.getByText(name)).toHaveCount(0);
    await expectNoAxeViolations(theirs);
    await context.close();
  });
});
