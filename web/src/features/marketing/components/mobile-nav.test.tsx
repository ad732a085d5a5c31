import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICES } from '@tests/services';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { MobileNav } from './mobile-nav';

/** Where the router is, shown as the page would show it: the path and any hash. */
function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{pathname + hash}</output>;
}

/** The menu on the FAQ page, opened; its drawer's code loads on the first press, as in the browser. */
async function openDrawer() {
  renderPage(
    <>
      <MobileNav />
      <Where />
    </>,
    '/faq',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Mobile' });
}

/** Chooses the link named `name` in the open drawer, then waits for the drawer to go. */
async function choose(drawer: HTMLElement, name: string) {
  fireEvent.click(within(drawer).getByRole('link', { name }));
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull());
}

// The spec §2's mobile menu lists the service pages in SERVICES's order. The end-to-end journey
// (marketing/drawer.mobile.spec.ts) takes one of them in the browser; that every entry goes to its own page and
// closes the drawer is checked here.
describe('the mobile menu', () => {
  it.each(SERVICES)('choosing %s goes to %s and closes the drawer', async (label, path) => {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Services' }));

    await choose(drawer, label);

    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(path);
  });

  it.each([
    ['About', '/#about'],
    ['Contact', '/#contact'],
    ['Get Started', '/client/login'],
  ])('choosing %s goes to %s and closes the drawer', async (label, path) => {
    const drawer = await openDrawer();

    await choose(drawer, label);

    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(path);
  });
});
