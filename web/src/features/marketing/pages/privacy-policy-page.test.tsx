// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RETENTION } from '@agency/common';

import { renderPage } from '@/test/render-page';

import PrivacyPolicyPage from './privacy-policy-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const meta = { title: 'Privacy Policy', description: 'How we look after your information.' };
const render = () => renderPage(<PrivacyPolicyPage meta={meta} />, '/privacy-policy');

const todayInBrisbane = () =>
  new Intl.DateTimeFormat('en-AU', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Australia/Brisbane',
  }).format(new Date());

describe('the privacy policy', () => {
  it('has one h1, the page title, and its parts as h2s', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Privacy Policy']);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  });

  it("is effective from today's date in Australian format", () => {
    render();
    expect(screen.getByTestId('effective-date').textContent).toBe(`Effective date: ${todayInBrisbane()}`);
  });

  it('dates itself in Queensland time, not the visitor’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8 pm UTC on the 20th is already 6 am on the 21st in Brisbane.
    vi.setSystemTime(new Date('2026-11-20T20:00:00Z'));
    render();
    expect(screen.getByTestId('effective-date').textContent).toBe('Effective date: 21/11/2026');
  });

  it('says how long each kind of record is kept', () => {
    const { container } = render();
    const text = container.textContent;
    expect(text).toContain(`Financial records are kept for ${RETENTION.financialRecordsYears} years`);
    expect(text).toContain(
      `Client records are kept for the length of our service to you plus ${RETENTION.clientRecordsYearsAfterService} years`,
    );
    expect(text).toContain(`up to ${RETENTION.analyticsMonths} months`);
  });

  it('names the Privacy Act and the Australian Privacy Principles', () => {
    const { container } = render();
    expect(container.textContent).toContain('Privacy Act 1988');
    expect(container.textContent).toContain('Australian Privacy Principles');
  });

  it('ends with contact details and a link back home', () => {
    const { container } = render();
    const contact = within(container.querySelector<HTMLElement>('#contact')!);
    expect(contact.getByRole('heading', { level: 2, name: 'Contact us' })).toBeDefined();
    expect(contact.getByText('Email')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
