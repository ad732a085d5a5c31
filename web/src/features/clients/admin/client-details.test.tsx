import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Client } from '@/lib/firestore/clients';
import { renderPage } from '@/test/render-page';

import { ClientDetails } from './client-details';

/** A profile as the admin screen reads it; only the website matters to these tests. */
const clientWithWebsite = (website: string) =>
  ({
    uid: 'client-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    businessName: 'Analytical Engines',
    phone: '',
    website,
    location: 'Brisbane, QLD',
    industry: '',
    notificationPreference: 'instant',
    status: 'active',
    role: 'client',
    onboarding: null,
    createdAt: null,
    updatedAt: null,
    onboardedAt: null,
  }) as Client;

/** The Website row's value: the description after its "Website" term. */
function websiteValue(): HTMLElement {
  const term = screen.getByText('Website', { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('ClientDetails website', () => {
  it.each(['https://tidepool.example/about', 'http://tidepool.example'])('links a web address (%s)', (address) => {
    renderPage(<ClientDetails client={clientWithWebsite(address)} />);
    const link = within(websiteValue()).getByRole('link');
    expect(link.getAttribute('href')).toBe(new URL(address).href);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'tidepool.example',
  ])('shows %s as plain text, never as a link', (address) => {
    renderPage(<ClientDetails client={clientWithWebsite(address)} />);
    const value = websiteValue();
    expect(within(value).queryByRole('link')).toBeNull();
    expect(value.querySelector('a, [href]')).toBeNull();
    expect(value.textContent).toBe(address);
  });

  it('says when no website was given', () => {
    renderPage(<ClientDetails client={clientWithWebsite('')} />);
    expect(websiteValue().textContent).toBe('Not given');
  });
});
