import type { Page } from '@playwright/test';

import { createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { agencyAtDesk, secondBrowser } from '../support/browsers';
import { seedGeneralThread } from '../support/messages';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

type Account = Awaited<ReturnType<typeof createAccount>>;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 900;

/**
 * The count the navigation shows beside Messages: on a wide screen in the side navigation, on a phone on the
 * menu button that opens it. Read from the accessible names, which carry the number.
 */
async function expectNavCount(page: Page, area: 'Client Portal', label: string, count: number) {
  if (isPhone(page)) {
    const button = page.getByRole('button', { name: /^Open navigation/ });
    await expect(button).toHaveAccessibleName(count ? `Open navigation (${count} ${label})` : 'Open navigation');
  } else {
    const link = page.getByRole('navigation', { name: `${area} navigation` }).getByRole('link', { name: /^Messages/ });
    await expect(link).toHaveAccessibleName(count ? `Messages (${count} ${label})` : 'Messages');
  }
}

/** The agency's navigation shows how many conversations wait for a reply. */
async function expectWaitingCount(page: Page) {
  const named = isPhone(page)
    ? page.getByRole('button', { name: /^Open navigation/ })
    : page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: /^Messages/ });
  await expect(named).toHaveAccessibleName(/\(\d+ waiting for a reply\)$/);
}

/** Opens a conversation from the list (on a phone the list is its own screen). */
async function openConversation(page: Page, listPath: string, name: RegExp | string) {
  if (!page.url().endsWith(listPath)) await page.goto(listPath);
  await page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name }).click();
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('messages between a client and the agency', () => {
  test('in real time both ways, with unread counts, Seen, removal, and nothing for another client', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow(); // two people, each in their own browser, and a trigger per message
    const client: Account = await createAccount('client', 'talk');
    const admin: Account = await createAccount('admin', 'talk-admin');
    const threadId = await seedGeneralThread(client.uid);

    // The client opens Messages: their general conversation, empty.
    await openSignedIn(page, client, '/client/messages');
    await openConversation(page, '/client/messages', /General/);
    await expect(page).toHaveURL(`/client/messages/${threadId}`);
    await expect(conversation(page)).toContainText('No messages yet');
    // Its own title, among the tabs and in the history.
    await expect(page).toHaveTitle(/^General · Messages \| /);
    await expectNoAxeViolations(page);

    // The agency, in its own browser, on its inbox.
    const agencyContext = await agencyAtDesk(browser);
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, '/webmin1010/messages');
    const inbox = agency.getByRole('list', { name: 'Conversations' });

    // The client sends: it shows at once, then is sent; the agency's inbox shows it without a reload.
    const first = `Hello from the client ${uniqueToken()}`;
    await composer(page).fill(first);
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    const mine = conversation(page).getByRole('listitem', { name: /^You,/ });
    await expect(mine).toContainText(first);
    await expect(conversation(page).getByText('Sending…')).toHaveCount(0);
    await expect(mine.getByText('Sent', { exact: true })).toBeVisible();

    const row = inbox.getByRole('link').filter({ hasText: first });
    await expect(row).toBeVisible();
    // Led by whom it is with: the business, then the person (every client has a "General" conversation).
    await expect(row).toHaveAccessibleName(/^Tide Pool Studio · Test talk/);
    await expect(row).toContainText('1 unread');
    await expect(row).toContainText('Awaiting reply');
    // The navigation counts every client's conversations waiting for a reply (other tests' too, so no exact figure).
    await expectWaitingCount(agency);
    await expectNoAxeViolations(agency);

    // The agency opens it: read, so the client sees "Seen"; the agency replies.
    await row.click();
    await expect(agency).toHaveURL(`/webmin1010/messages/${threadId}`);
    await expect(agency).toHaveTitle(/^General · Tide Pool Studio \| /);
    // The messages are a live log: what arrives while it is open is read out.
    await expect(conversation(agency).getByRole('log')).toContainText(first);
    await expect(conversation(page).getByText(/^Seen today \d{1,2}:\d{2} [ap]m$/)).toBeVisible();

    // The client leaves the conversation; the agency's reply raises their badge, and opening it clears it.
    await page.goto('/client/projects');
    // Its live reads answered (the projects list, and the badge's beside it) before the reply is sent: the emulator
    // can miss a change committed while a listener is still being set up (as on CI once), which no user meets.
    await expect(page.getByText('No projects yet')).toBeVisible();
    const reply = `Thanks, we are on it ${uniqueToken()} — see https://example.com/plan`;
    await composer(agency).fill(reply);
    await agency.getByRole('button', { name: 'Send message' }).click();
    await expect(conversation(agency).getByRole('listitem', { name: /^You,/ }).last()).toContainText(reply);
    // Beside the conversation on a wide screen, the inbox follows: no longer waiting (a phone shows one at a time).
    if (!isPhone(agency)) {
      await expect(inbox.getByRole('link').filter({ hasText: reply })).not.toContainText('Awaiting reply');
    }
    await expectNavCount(page, 'Client Portal', 'unread', 1);

    await openConversation(page, '/client/messages', /General/);
    const theirs = conversation(page).getByRole('listitem', { name: /^Conscious Web Studio,/ });
    await expect(theirs).toContainText(reply);
    // Links in a message are links, opening safely in a new tab.
    const link = theirs.getByRole('link', { name: 'https://example.com/plan' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNavCount(page, 'Client Portal', 'unread', 0);
    await expect(conversation(agency).getByText(/^Seen today \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The agency removes the client's message, after confirming: the client sees the placeholder, live.
    await conversation(agency)
      .getByRole('listitem')
      .filter({ hasText: first })
      .getByRole('button', { name: /^Remove message/ })
      .click();
    const confirm = agency.getByRole('dialog', { name: 'Remove this message?' });
    await expect(confirm).toContainText('activity log');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(conversation(page).getByRole('listitem', { name: /^You,/ }).first()).toContainText(
      'This message was removed',
    );
    await expect(conversation(page)).not.toContainText(first);
    // The agency still reads what it said.
    await expect(conversation(agency)).toContainText(`It said: “${first}”`);
    await expectNoAxeViolations(agency);

    // Another client, signed in elsewhere, has none of it: their own list, and "not found" at this address.
    const other = await createAccount('client', 'talk-other');
    const otherContext = await secondBrowser(browser, testInfo);
    const stranger = await otherContext.newPage();
    await openSignedIn(stranger, other, `/client/messages/${threadId}`);
    await expect(stranger.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(stranger.getByText(reply)).toHaveCount(0);
    await stranger.goto('/client/messages');
    await expect(stranger.getByRole('list', { name: 'Conversations' })).not.toContainText(reply);
    await expectNoAxeViolations(stranger);

    await agencyContext.close();
    await otherContext.close();
  });
});
