import type { Page } from '@playwright/test';

import { COLLECTIONS, MESSAGE_LIMITS, THREAD_SUBCOLLECTIONS } from '@agency/common';

import { message, thread } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { chooseClient, createAccount, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { secondBrowser } from '../support/browsers';
import { seedGeneralThread } from '../support/messages';
import { seedProject } from '../support/projects';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// What only differs in behaviour, not layout: run once, at desktop size.

const conversation = (page: Page) => page.getByRole('region', { name: 'Messages' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const shownMessages = (page: Page) =>
  conversation(page).getByRole('listitem', { name: /^(You|Conscious Web Studio|Test [^,]+|Agency),/ });

/** `count` messages, alternating sides, numbered from 1 (oldest). */
const numbered = (count: number, clientUid: string, adminUid: string) =>
  Array.from({ length: count }, (_, index) => ({
    senderId: index % 2 ? adminUid : clientUid,
    senderRole: index % 2 ? ('admin' as const) : ('client' as const),
    body: `Message number ${index + 1}`,
  }));

test.describe('the composer and the conversation', () => {
  test('a message that cannot go keeps its text, and goes on Retry once the connection is back', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const client = await createAccount('client', 'offline');
    const admin = await createAccount('admin', 'offline-admin');
    const threadId = await seedGeneralThread(client.uid);
    await openSignedIn(page, client, `/client/messages/${threadId}`);
    await expect(conversation(page)).toContainText('No messages yet');

    await context.setOffline(true);
    const text = `Sent from the train ${uniqueToken()}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    const failed = conversation(page).getByRole('listitem', { name: /^You,/ });
    await expect(failed).toContainText(text);
    await expect(failed.getByRole('alert')).toContainText('Not sent yet');
    await expectNoAxeViolations(page);

    // Retry while still offline: the message stays, text and all.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed.getByRole('alert')).toContainText('Not sent yet');
    await expect(failed).toContainText(text);

    // Back online, it goes by itself.
    await context.setOffline(false);
    await expect(failed.getByRole('alert')).toHaveCount(0);

    const agencyContext = await secondBrowser(browser, testInfo);
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, `/webmin1010/messages/${threadId}`);
    await expect(conversation(agency)).toContainText(text);
    await agencyContext.close();
  });

  test('Enter sends, Shift+Enter starts a line, nothing empty or over the limit goes, and no markup is rendered', async ({
    page,
  }) => {
    const client = await createAccount('client', 'composer');
    const threadId = await seedGeneralThread(client.uid);
    await openSignedIn(page, client, `/client/messages/${threadId}`);
    const send = page.getByRole('button', { name: 'Send message' });

    // Loaded at its address, the page starts at the top like every other: the skip link is the first Tab stop.
    await page.reload();
    const heading = page.getByRole('heading', { level: 2, name: 'General' });
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    // Opened from the list: the focus is on its heading, which shows no ring (it is not a control).
    await page
      .getByRole('navigation', { name: 'Client Portal navigation' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(heading).toBeHidden();
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /General/ })
      .click();
    await expect(heading).toBeFocused();
    await expect(heading).toHaveCSS('outline-style', 'none');

    // Only spaces: nothing to send, by button or by Enter.
    await composer(page).fill('   ');
    await expect(send).toBeDisabled();
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('   ');
    await expect(shownMessages(page)).toHaveCount(0);

    // Near the limit the count shows; over it, it says by how much and nothing goes.
    await composer(page).fill('a'.repeat(MESSAGE_LIMITS.body - 1));
    await expect(page.getByText('1 character left')).toBeVisible();
    await composer(page).fill('a'.repeat(MESSAGE_LIMITS.body + 2));
    await expect(page.getByText(`2 characters over the ${MESSAGE_LIMITS.body}-character limit`)).toBeVisible();
    await expect(send).toBeDisabled();
    await composer(page).press('Enter');
    await expect(shownMessages(page)).toHaveCount(0);

    // Two lines, then Enter.
    await composer(page).fill('');
    await composer(page).pressSequentially('Line one');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('Line two');
    await expect(composer(page)).toHaveValue('Line one\nLine two');
    await composer(page).press('Enter');
    await expect(shownMessages(page)).toHaveCount(1);
    await expect(shownMessages(page).first()).toContainText('Line one\nLine two', { useInnerText: true });

    // Markup is text: it shows as typed and makes no element.
    const markup = '<b>bold</b> <img src=x onerror="document.title=1"> javascript:alert(1)';
    await composer(page).fill(markup);
    await composer(page).press('Enter');
    const last = shownMessages(page).last();
    await expect(last).toContainText(markup);
    await expect(last.locator('b, img')).toHaveCount(0);
    await expect(last.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('opens on the newest page, loads older ones on demand, and offers new messages to a reader scrolled up', async ({
    page,
  }) => {
    const client = await createAccount('client', 'paging');
    const admin = await createAccount('admin', 'paging-admin');
    const threadId = await seedGeneralThread(client.uid, numbered(70, client.uid, admin.uid));
    await openSignedIn(page, client, `/client/messages/${threadId}`);

    // The newest page only, ending with the newest message, in view.
    await expect(shownMessages(page)).toHaveCount(MESSAGE_LIMITS.page);
    await expect(shownMessages(page).last()).toContainText('Message number 70');
    await expect(shownMessages(page).last()).toBeInViewport();
    await expect(shownMessages(page).first()).toContainText('Message number 41');

    const older = page.getByRole('button', { name: 'Load older messages' });
    await older.click();
    await expect(shownMessages(page)).toHaveCount(60);
    await expect(shownMessages(page).first()).toContainText('Message number 11');
    await older.click();
    await expect(shownMessages(page)).toHaveCount(70);
    await expect(shownMessages(page).first()).toContainText('Message number 1');
    await expect(older).toHaveCount(0);

    // Scrolled up to the start, the reader is not pulled down by a new message: a button offers it.
    await conversation(page).evaluate((box) => box.scrollTo({ top: 0 }));
    await expect(shownMessages(page).last()).not.toBeInViewport();
    await db
      .collection(COLLECTIONS.threads)
      .doc(threadId)
      .collection(THREAD_SUBCOLLECTIONS.messages)
      .doc()
      .set(message({ senderId: admin.uid, senderRole: 'admin', body: 'A new one arrives' }));
    const jump = page.getByRole('button', { name: '1 new message' });
    await expect(jump).toBeVisible();
    await expect(shownMessages(page).first()).toBeInViewport();
    await jump.click();
    await expect(shownMessages(page).last()).toContainText('A new one arrives');
    await expect(shownMessages(page).last()).toBeInViewport();
    await expect(jump).toHaveCount(0);
  });
});

test.describe('conversations about a project, and the agency’s inbox', () => {
  test('the client starts a project’s conversation from its page; the agency finds it by search and unread', async ({
    page,
    browser,
  }) => {
    test.slow(); // a callable, a trigger and two browsers
    const token = uniqueToken();
    const client = await createAccount('client', `inbox-${token}`);
    const admin = await createAccount('admin', 'inbox-admin');
    const name = `Shopfront ${token}`;
    const projectId = await seedProject(client.uid, { name });

    await openSignedIn(page, client, `/client/projects/${projectId}`);
    const card = page.getByRole('region', { name: 'Messages' });
    await card.getByRole('button', { name: 'Message us about this project' }).click();
    await expect(page).toHaveURL(`/client/messages/project-${projectId}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const text = `Can the shop open before Christmas? ${token}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(shownMessages(page)).toHaveCount(1);
    await expect(
      page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) }),
    ).toContainText(`You: ${text}`);

    // Back on the project, its card shows the conversation and opens the same one.
    await page.goto(`/client/projects/${projectId}`);
    await expect(page.getByRole('region', { name: 'Messages' })).toContainText(text);
    await page.getByRole('button', { name: 'Message us about this project' }).click();
    await expect(page).toHaveURL(`/client/messages/project-${projectId}`);

    // The agency searches by the client's name, then keeps unread only: the conversation is there.
    const agencyContext = await browser.newContext();
    const agency = await agencyContext.newPage();
    await openSignedIn(agency, admin, '/webmin1010/messages');
    await agency.getByRole('textbox', { name: 'Search clients' }).fill(`inbox-${token}`);
    const inbox = agency.getByRole('list', { name: 'Conversations' });
    await expect(inbox.getByRole('link')).toHaveCount(2); // the project's, and the client's general one
    await agency.getByRole('switch', { name: 'Unread only' }).check();
    await expect(inbox.getByRole('link')).toHaveCount(1);
    await expect(inbox.getByRole('link')).toContainText(name);
    await expect(inbox.getByRole('link')).toContainText('1 unread');

    // A message its thread has not heard of yet (as while onMessageCreated starts cold, for seconds): the inbox
    // shows it already, from the message itself.
    const later = `And a gift card page? ${token}`;
    await db
      .collection(COLLECTIONS.threads)
      .doc(`project-${projectId}`)
      .collection(THREAD_SUBCOLLECTIONS.messages)
      .doc()
      .set(message({ senderId: client.uid, senderRole: 'client', body: later, countedAt: new Date() }));
    await expect(inbox.getByRole('link')).toContainText(later);
    await expect(inbox.getByRole('link')).toContainText('2 unread');

    await agency.getByRole('textbox', { name: 'Search clients' }).fill(`nobody-${token}`);
    await expect(agency.getByText(`No client matches “nobody-${token}”.`)).toBeVisible();
    await expectNoAxeViolations(agency);
    await agencyContext.close();
  });

  test('the agency starts a conversation with a client about nothing in particular, and it reaches them', async ({
    page,
    browser,
  }) => {
    test.slow();
    const token = uniqueToken();
    const client = await createAccount('client', `started-${token}`);
    const admin = await createAccount('admin', 'starter-admin');
    // A page's worth of conversations with messages, older than anyone else's: a conversation nobody has written
    // in yet comes after every one with messages when the inbox orders by the last message.
    const older = db.batch();
    for (let index = 0; index < MESSAGE_LIMITS.inboxPage; index += 1) {
      older.set(
        db.collection(COLLECTIONS.threads).doc(`older-${token}-${index}`),
        thread({
          clientId: `older-client-${token}`,
          lastMessageAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
          lastMessageId: 'old',
          lastMessagePreview: 'An old message',
          lastSenderRole: 'admin',
          createdAt: new Date(Date.UTC(2025, 0, 1)),
        }),
      );
    }
    await older.commit();
    await openSignedIn(page, admin, '/webmin1010/messages');
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New conversation' });
    await chooseClient(dialog, client.email);
    await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(
      `Test started-${token} (Tide Pool Studio) · ${client.email}`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Open conversation' }).click();
    await expect(page).toHaveURL(/\/webmin1010\/messages\/general-/);
    // In the inbox at once, before anyone has written in it: the conversation just opened.
    await expect(
      page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(`^Tide Pool Studio · Test started-${token}`) }),
    ).toContainText('No messages yet');
    const text = `Welcome aboard ${token}`;
    await composer(page).fill(text);
    await composer(page).press('Enter');
    await expect(shownMessages(page)).toHaveCount(1);

    const clientContext = await browser.newContext();
    const theirs = await clientContext.newPage();
    await openSignedIn(theirs, client, '/client/dashboard');
    await expect(
      theirs.getByRole('navigation', { name: 'Client Portal navigation' }).getByRole('link', { name: /^Messages/ }),
    ).toHaveAccessibleName('Messages (1 unread)');
    await clientContext.close();
  });
});
