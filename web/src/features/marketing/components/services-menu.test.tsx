import { act, fireEvent, screen } from '@testing-library/react';
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
