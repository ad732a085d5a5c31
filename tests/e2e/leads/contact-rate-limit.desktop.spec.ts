import { type Locator, type Route } from '@playwright/test';

import { IDEMPOTENCY_HEADER } from '@agency/common';

import { newClientIp } from '../../integration/support/contacts-api';
import { uniqueEmail, uniqueToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Sends the browser's request on to the real API again and again, as one visitor pressing Send over and over,
 * until the API refuses it (429); then answers the browser with that refusal. Each copy gets a new idempotency
 * key (a replayed key is never refused) and comes from a client address of this test's own (the Hosting emulator
 * passes X-Forwarded-For on, as Google's front end would set it), so no other test's limit is touched. Other
 * contact specs empty the rate-limit collection before each of their tests: sending until refused, rather than a
 * set number of times, still ends in the refusal when that happens in between.
 */
async function sendUntilRefused(route: Route) {
  const ip = newClientIp();
  for (let sent = 0; sent < 20; sent += 1) {
    const response = await route.fetch({
      headers: {
        ...route.request().headers(),
        'x-forwarded-for': ip,
        [IDEMPOTENCY_HEADER.toLowerCase()]: `e2e-${uniqueToken()}`,
      },
    });
    if (response.status() === 429) return route.fulfill({ response });
    expect(response.status(), await response.text()).toBe(201);
  }
  throw new Error('The API took 20 messages from one visitor without refusing one.');
}

/**
 * Fails when anything is drawn over `control` (a toast, say) with the control in the middle of the screen or at
 * its bottom edge, where a phone user has just tapped it and where bottom toasts appear. Every line of a link
 * that wraps is checked.
 */
async function expectUncovered(control: Locator) {
  const covered = await control.evaluate((element) =>
    (['center', 'end'] as const).flatMap((block) => {
      element.scrollIntoView({ block });
      return [...element.getClientRects()].flatMap((box) => {
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && element.contains(hit) ? [] : [`${block}: covered by ${hit?.outerHTML.slice(0, 120)}`];
      });
    }),
  );
  expect(covered, `something covers ${control}`).toEqual([]);
}

test('a visitor over the limit reads why in the form, with the agency email a mailto: link, covering nothing', async ({
  page,
}) => {
  // Several trips through the API before the one refused.
  test.slow();
  const name = `Limited Lucy ${uniqueToken()}`;
  const email = uniqueEmail('limited');
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Get Started Today' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Industry' }).selectOption('environmental');
  await form.getByRole('textbox', { name: 'Message' }).fill('We restore wetlands and need a site volunteers love.');
  await page.route('**/api/contacts', sendUntilRefused);
  const answer = page.waitForResponse('**/api/contacts');

  await form.getByRole('button', { name: 'Start Our Partnership' }).click();

  expect((await answer).status()).toBe(429);
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Failed to send message');
  // The API's own sentence (functions/.env sets the address it names), its address a link to write to.
  const sentence = /Too many messages.* Please try again in \d+ (minutes?|hours?), or email us at ([^\s@]+@[^\s@]+)\.$/;
  await expect(refusal).toContainText(sentence);
  const agencyEmail = sentence.exec((await refusal.textContent()) ?? '')![2]!;
  const mailto = refusal.getByRole('link', { name: agencyEmail });
  await expect(mailto).toHaveAttribute('href', `mailto:${agencyEmail}`);

  // The link is in the keyboard's way from the message to the button, and nothing hides the form's controls.
  await form.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.press('Tab');
  await expect(mailto).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Start Our Partnership' })).toBeFocused();
  for (const control of [
    form.getByRole('textbox', { name: 'Message' }),
    mailto,
    form.getByRole('button', { name: 'Start Our Partnership' }),
  ]) {
    await expectUncovered(control);
  }

  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expectNoAxeViolations(page);
});
