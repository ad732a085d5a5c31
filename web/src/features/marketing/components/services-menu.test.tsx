import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SERVICES } from '@tests/services';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NAV_MENU } from '@/config/behaviour';
import { renderPage } from '@/test/render-page';

import { ServicesMenu } from './services-menu';

afterEach(() => {
  vi.useRealTimers();
});

describe('ServicesMenu', () => {
  it('stays open when its button is pressed just after hovering opened it, and closes on a later press', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<ServicesMenu />);
    const button = screen.getByRole('button', { name: 'Services' });

    fireEvent.pointerEnter(button);
    await act(() => vi.advanceTimersByTimeAsync(NAV_MENU.hoverDelayMs));
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('menu', { name: 'Services' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens and closes on presses alone', () => {
    renderPage(<ServicesMenu />);
    const button = screen.getByRole('button', { name: 'Services' });

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

/** Where the router is, as a page would show it. */
function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

// The spec §2's eight service pages, in the menu's order. The end-to-end journey (marketing/header.desktop.spec.ts)
// chooses one of them in the browser; that every item goes to its own page and closes the menu is checked here.

describe("the Services menu's items", () => {
  it.each(SERVICES)('%s goes to %s and closes the menu', async (label, path) => {
    renderPage(
      <>
        <ServicesMenu />
        <Where />
      </>,
      '/faq',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    const menu = await screen.findByRole('menu', { name: 'Services' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(SERVICES.map(([name]) => name));

    fireEvent.click(within(menu).getByRole('menuitem', { name: label }));

    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe(path);
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Services' })).toBeNull());
  });
});
