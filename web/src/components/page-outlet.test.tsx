import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { NavigateButton } from '@/test/render-page';

import { PageOutlet } from './page-outlet';

const html = document.documentElement;

afterEach(() => {
  delete html.dataset.pageHydrated;
});

/** A lazily loaded page whose code arrives when the test says so. */
function heldPage(heading: string) {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{heading}</h1> });
  });
  const Page = lazy(() => code);
  return { Page, arrive: () => act(async () => arrive()) };
}

describe('PageOutlet', () => {
  it("marks <html> with a page's path once the page has mounted, not while its code loads", async () => {
    const home = heldPage('Home');
    const faq = heldPage('Frequently Asked Questions');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          {/* As the app nests them: the area's outlet shows a layout, whose outlet shows the page. */}
          <Route element={<PageOutlet scope="area" />}>
            <Route
              element={
                <>
                  <NavigateButton to="/faq" />
                  <PageOutlet />
                </>
              }
            >
              <Route path="/" element={<home.Page />} />
              <Route path="/faq" element={<faq.Page />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    // The layout is in, the page is not: no mark yet.
    expect(screen.getByRole('button', { name: 'Go to /faq' })).toBeTruthy();
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(html.dataset.pageHydrated).toBeUndefined();

    await home.arrive();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(html.dataset.pageHydrated).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Go to /faq' }));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(html.dataset.pageHydrated).toBe('/');

    await faq.arrive();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeTruthy();
    expect(html.dataset.pageHydrated).toBe('/faq');
  });

  it('is written after React has reported a page that does not match its prerendered HTML', async () => {
    const Page = ({ text }: { text: string }) => <p>{text}</p>;
    const app = (text: string) => (
      <MemoryRouter initialEntries={['/faq']}>
        <Routes>
          <Route element={<PageOutlet />}>
            <Route path="/faq" element={<Page text={text} />} />
          </Route>
        </Routes>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(app('prerendered'));
    expect(html.dataset.pageHydrated).toBeUndefined();

    const markWhenReported: (string | undefined)[] = [];
    const root = await act(async () =>
      hydrateRoot(container, app('in the browser'), {
        onRecoverableError: () => markWhenReported.push(html.dataset.pageHydrated),
      }),
    );

    expect(markWhenReported).toEqual([undefined]);
    expect(html.dataset.pageHydrated).toBe('/faq');
    expect(container.textContent).toBe('in the browser');
    act(() => root.unmount());
    container.remove();
  });
});
