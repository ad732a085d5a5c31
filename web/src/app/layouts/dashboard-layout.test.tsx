import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { DashboardLayout, type NavItem } from './dashboard-layout';

const layout = (unread: number) => {
  const nav: NavItem[] = [
    { to: '/client/dashboard', label: 'Dashboard', icon: <span />, end: true },
    { to: '/client/messages', label: 'Messages', icon: <span />, count: { value: unread, label: 'unread' } },
  ];
  return (
    <DashboardLayout areaName="Client Portal" logoTo="/client/dashboard" nav={nav} account={<button>Account</button>} />
  );
};

/** The layout with 3 unread messages, until its "Read all" button is pressed. */
function WithUnread() {
  const [unread, setUnread] = useState(3);
  return (
    <>
      {layout(unread)}
      <button onClick={() => setUnread(0)}>Read all</button>
    </>
  );
}

describe("the portal's navigation", () => {
  it('shows a count only while there is one, and each item reads as its label and count', () => {
    renderPage(<WithUnread />, '/client/dashboard');
    const nav = within(screen.getByRole('navigation', { name: 'Client Portal navigation' }));
    const texts = () => nav.getAllByRole('link').map((link) => link.textContent);
    expect(texts()).toEqual(['Dashboard', '3Messages (3 unread)']);
    // jsdom's name computation drops the space a browser keeps before the hidden "(3 unread)".
    expect(nav.getByRole('link', { name: /^Messages ?\(3 unread\)$/ })).toBeTruthy();

    // Once read, nothing of the count is left in the item: not even a hidden badge keeping its last number.
    fireEvent.click(screen.getByRole('button', { name: 'Read all' }));
    expect(texts()).toEqual(['Dashboard', 'Messages']);
  });
});
