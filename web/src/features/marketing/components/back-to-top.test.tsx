import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { BackToTop } from './back-to-top';

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when the strip is in view. */
let reportInView: (inView: boolean) => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportInView = (inView) => callback([{ isIntersecting: inView }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

describe('BackToTop', () => {
  it('shows no button while the top 300 px of the page are in view', () => {
    render(<BackToTop />);
    act(() => reportInView(true));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('shows the button once the page has scrolled past them, and scrolls back up when chosen', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<BackToTop />);

    act(() => reportInView(false));
    const button = await screen.findByRole('button', { name: 'Back to top' });
    act(() => button.click());

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });
});
