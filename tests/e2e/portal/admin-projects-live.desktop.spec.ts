import type { Page } from '@playwright/test';

import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

const editor = (page: Page) => page.getByRole('dialog');

test.describe('the admin projects screen', () => {
  test('an admin creates a project with milestones; the client sees it appear and move live', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers and two function round trips
    const label = `proj-${uniqueToken()}`;
    const client = await createAccount('client', label);
    const admin = await createAccount('admin', 'projects-admin');
    const name = `Shopfront ${uniqueToken()}`;

    // The client is already looking at their (empty) projects.
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await openSignedIn(theirs, client, '/client/projects');
    await expect(theirs.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

    // From the client's record, "New project" opens the editor with the client chosen.
    await openSignedIn(page, admin, `/webmin1010/clients/${client.uid}`);
    await page.getByRole('main').getByRole('link', { name: 'New project' }).first().click();
    await expect(page).toHaveURL(`/webmin1010/projects?new=${client.uid}`);
    const dialog = editor(page);
    // The chosen client, read by the id in the address: their name, business and email.
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(
      `Test ${label} (Tide Pool Studio) · ${client.email}`,
    );
    await dialog.getByRole('textbox', { name: 'Project name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Service' }).selectOption('web-design');
    await dialog.getByLabel('Due date', { exact: true }).fill('2026-12-19');
    for (const title of ['Brief agreed', 'Design approved', 'Launched']) {
      await dialog.getByRole('button', { name: 'Add milestone' }).click();
      await dialog
        .getByRole('textbox', { name: /^Milestone \d+$/ })
        .last()
        .fill(title);
    }
    await dialog.getByRole('combobox', { name: 'Milestone 1 status' }).selectOption('done');
    // The third is really the second: reordering.
    await dialog.getByRole('button', { name: 'Move milestone 3 up' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Milestone 2', exact: true })).toHaveValue('Launched');
    await dialog.getByRole('button', { name: 'Move milestone 2 down' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();

    // Made from the record, the agency is back on it, listing the project, keyboard focus on the page.
    await expect(page).toHaveURL(`/webmin1010/clients/${client.uid}`);
    await expect(page.getByRole('main')).toBeFocused();
    const listed = page.getByRole('region', { name: 'Projects' }).getByRole('listitem').filter({ hasText: name });
    await expect(listed.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    // The client's list shows it without a reload.
    const card = theirs.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(card).toContainText('Next: Design approved');
    await card.getByRole('link').click();
    await expect(theirs.getByRole('list', { name: 'Project timeline' })).toContainText(
      `started your project “${name}”.`,
    );

    // The project's record: its client, progress, milestones, timeline, and what it has yet (no files, quotes or
    // conversation), each saying how to start one.
    await listed.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/webmin1010\/projects\/[A-Za-z0-9]{20}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Tide Pool Studio · Test ${label}` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuenow', '33');
    const record = (title: string) => page.getByRole('region', { name: title });
    await expect(record('Summary')).toContainText('Next: Design approved');
    await expect(record('Milestones')).toContainText('Brief agreed');
    await expect(record('Timeline')).toContainText(new RegExp(`started .+’s project “${name}”\\.`));
    await expect(record('Files')).toContainText('No files for this project yet.');
    await expect(record('Quotes and invoices')).toContainText('No quotes for this project.');
    await expect(record('Conversation').getByRole('button', { name: 'Start the conversation' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The agency completes "Design approved" from the record: the client's bar and timeline move, and the record's.
    await page.getByRole('button', { name: 'Edit project' }).click();
    await dialog.getByRole('combobox', { name: 'Milestone 2 status' }).selectOption('done');
    await dialog.getByRole('combobox', { name: 'Status', exact: true }).selectOption('review');
    await dialog.getByRole('button', { name: 'Save project' }).click();
    await expect(dialog).toBeHidden();
    await expect(theirs.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    await expect(page.getByRole('progressbar', { name: `Progress of ${name}` })).toHaveAttribute('aria-valuenow', '67');
    await expect(record('Timeline')).toContainText(`completed the milestone “Design approved”`);
    const timeline = theirs.getByRole('list', { name: 'Project timeline' });
    await expect(timeline).toContainText(`completed the milestone “Design approved” of your project “${name}”.`);
    await expect(timeline).toContainText(`changed the status of your project “${name}” to In review.`);

    // The agency starts the project's conversation in place over the record and writes there; the card follows.
    await record('Conversation').getByRole('button', { name: 'Start the conversation' }).click();
    const talk = page.getByRole('dialog', { name: new RegExp(`: ${name}$`) });
    await talk.getByRole('textbox', { name: 'Message' }).fill('Design approved: on to the build.');
    await talk.getByRole('button', { name: 'Send message' }).click();
    await expect(talk.getByRole('listitem', { name: /^You,/ })).toContainText('Design approved: on to the build.');
    await talk.getByRole('button', { name: 'Close the conversation' }).click();
    await expect(record('Conversation')).toContainText('You: Design approved: on to the build.');
    await context.close();
  });
});
