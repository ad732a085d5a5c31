// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { TERMS } from '@agency/common';

import { renderPage } from '@/test/render-page';

import TermsOfServicePage from './terms-of-service-page';

afterEach(cleanup);

const meta = { title: 'Terms of Service', description: 'How we work together.' };
const render = () => renderPage(<TermsOfServicePage meta={meta} />, '/terms-of-service');

const todayInBrisbane = () =>
  new Intl.DateTimeFormat('en-AU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).format(new Date());

describe('the terms of service', () => {
  it('has one h1, the page title, and its parts as h2s', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Terms of Service']);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it("is effective from today's date in Australian format", () => {
    render();
    expect(screen.getByTestId('effective-date').textContent).toBe(`Effective date: ${todayInBrisbane()}`);
  });

  it('states the payment terms', () => {
    const { container } = render();
    const text = container.textContent;
    expect(text).toContain(`Invoices are payable within ${TERMS.invoiceDueDays} days`);
    expect(text).toContain(`interest of ${TERMS.overdueInterestPercentPerMonth}% per month`);
    expect(text).toContain('Australian dollars (AUD) and include GST where applicable');
  });

  it('states the cancellation notice', () => {
    const { container } = render();
    expect(container.textContent).toContain(`${TERMS.cancellationNoticeDays} days written notice`);
  });

  it('keeps Australian Consumer Law rights and is governed by Queensland law', () => {
    const { container } = render();
    expect(container.textContent).toContain('Australian Consumer Law');
    expect(container.textContent).toContain('laws of Queensland');
  });

  it('ends with contact details and a link back home', () => {
    const { container } = render();
    const contact = within(container.querySelector<HTMLElement>('#contact')!);
    expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeDefined();
    expect(contact.getByText('Phone')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
