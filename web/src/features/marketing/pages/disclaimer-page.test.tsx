// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import DisclaimerPage from './disclaimer-page';

afterEach(cleanup);

const meta = { title: 'Disclaimer', description: 'The limits of our general information.' };
const render = () => renderPage(<DisclaimerPage meta={meta} />, '/disclaimer');

const todayInBrisbane = () =>
  new Intl.DateTimeFormat('en-AU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).format(new Date());

describe('the disclaimer', () => {
  it('has one h1, the page title, and its parts as h2s', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Disclaimer']);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it("is effective from today's date in Australian format", () => {
    render();
    expect(screen.getByTestId('effective-date').textContent).toBe(`Effective date: ${todayInBrisbane()}`);
  });

  it('says the information is general and keeps Australian Consumer Law rights', () => {
    const { container } = render();
    expect(screen.getByRole('heading', { level: 2, name: 'General information only' })).toBeDefined();
    expect(container.textContent).toContain('Australian Consumer Law');
  });

  it('ends with contact details and a link back home', () => {
    const { container } = render();
    const contact = within(container.querySelector<HTMLElement>('#contact')!);
    expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeDefined();
    expect(contact.getByText('Location')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
