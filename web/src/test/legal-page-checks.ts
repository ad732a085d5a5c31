import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

import { getSection, h1Texts, todayInBrisbane } from './page-checks';

/**
 * What the privacy policy, terms of service and disclaimer have in common (one LegalPage layout): one h1 and the
 * document's parts as h2s, today as the effective date, and contact details with the way back home. Call it
 * inside the page's `describe`, with a function that renders the page.
 */
export function itIsALegalPage(renderLegalPage: () => unknown, title: string): void {
  it('has one h1, the page title, and its parts as h2s', () => {
    renderLegalPage();
    expect(h1Texts()).toEqual([title]);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it("is effective from today's date in Australian format", () => {
    renderLegalPage();
    expect(screen.getByTestId('effective-date').textContent).toBe(`Effective date: ${todayInBrisbane()}`);
  });

  it('ends with contact details and a link back home', () => {
    renderLegalPage();
    const contact = within(getSection('contact'));
    expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeDefined();
    for (const label of ['Phone', 'Email', 'Location']) expect(contact.getByText(label)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
}
