import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PageErrorBoundary, PageErrorFallback, type PageErrorProps } from './page-error';

/** A page whose data fails to load until `recover()` (React renders a failing page more than once). */
function flakyPage() {
  let failing = true;
  const Page = () => {
    if (failing) throw new Error('The listener was refused');
    return <h1>Projects</h1>;
  };
  return { Page, recover: () => (failing = false) };
}

describe('PageErrorBoundary', () => {
  // React reports every caught render error to the console; the test expects these ones.
  const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows what went wrong in place of a page that throws, and Try again renders the page afresh', () => {
    quietConsole();
    const { Page, recover } = flakyPage();
    render(
      <>
        <header>Client Portal</header>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      </>,
    );

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByText('Client Portal')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Projects' })).toBeNull();

    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('heading', { name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  /** A page whose code could not be fetched, as Chromium says when a lazy page's module is missing. */
  const renderCodeGone = () => {
    quietConsole();
    const Page = () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/quotes-x1.js');
    };
    render(
      <PageErrorBoundary>
        <Page />
      </PageErrorBoundary>,
    );
  };

  it('says the site was updated, and offers only a reload, when the page’s code is gone from the server', () => {
    renderCodeGone();
    expect(screen.getByRole('alert').textContent).toContain('This page has been updated');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the connection is gone, not that the site was updated, when the page’s code failed offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCodeGone();
    expect(screen.getByRole('alert').textContent).toContain('You are offline');
    expect(screen.getByRole('alert').textContent).not.toContain('updated');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('clears a failure when its reset key changes, and keeps a working page’s state when it does', () => {
    quietConsole();
    const { Page, recover } = flakyPage();
    const view = render(
      <PageErrorBoundary resetKey="/client/profile signed-in">
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();

    recover();
    view.rerender(
      <PageErrorBoundary resetKey="/client/login signed-out">
        <Page />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeTruthy();

    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    view.rerender(
      <PageErrorBoundary resetKey="a">
        <Counter />
      </PageErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    view.rerender(
      <PageErrorBoundary resetKey="b">
        <Counter />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it("shows the area's own fallback, given the error", () => {
    quietConsole();
    const { Page } = flakyPage();
    const AreaFallback = ({ error }: PageErrorProps) => <p role="alert">Area says: {(error as Error).message}</p>;
    render(
      <PageErrorFallback value={AreaFallback}>
        <PageErrorBoundary>
          <Page />
        </PageErrorBoundary>
      </PageErrorFallback>,
    );

    expect(screen.getByRole('alert').textContent).toBe('Area says: The listener was refused');
  });
});
