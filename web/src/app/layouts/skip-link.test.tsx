import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { AreaLayout } from './area-layout';
import { DashboardLayout } from './dashboard-layout';
import MarketingLayout from './marketing-layout';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A layout around a page with a button of its own, as the router renders it. */
function withPage(layout: ReactElement) {
  return (
    <Routes>
      <Route element={layout}>
        <Route path="*" element={<button>A control on the page</button>} />
      </Route>
    </Routes>
  );
}

const layouts: [string, ReactElement][] = [
  ['public pages', <MarketingLayout key="marketing" />],
  ['the portal and admin sign-in screens', <AreaLayout key="area" logoTo="/" actions={<button>Sign in</button>} />],
  [
    'the portal and the admin area',
    <DashboardLayout
      key="dashboard"
      areaName="Client Portal"
      logoTo="/client/dashboard"
      nav={[{ to: '/client/projects', label: 'Projects', icon: <span /> }]}
      account={<button>Account menu</button>}
    />,
  ],
];

describe.each(layouts)('the skip link of %s', (_, layout) => {
  it('is the first Tab stop, and moves the focus to the main landmark without changing the address', async () => {
    renderPage(withPage(layout), '/somewhere');
    // Found by text: role queries, which compute every link's name, are slow in the public header and footer.
    const skip = screen.getByText('Skip to main content');
    expect(document.querySelector(FOCUSABLE)).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');

    skip.focus();
    const followed = fireEvent.click(skip);

    const main = document.querySelector('main');
    expect(document.activeElement).toBe(main);
    expect(main?.contains(await screen.findByText('A control on the page'))).toBe(true);
    // The click was handled in script: the browser did not follow the link to #main.
    expect(followed).toBe(false);
  });

  it('is a plain link to the focusable main landmark in the server-rendered HTML, so it works before hydration', () => {
    const html = renderToString(<MemoryRouter initialEntries={['/somewhere']}>{withPage(layout)}</MemoryRouter>);
    const document = new DOMParser().parseFromString(html, 'text/html');

    const first = document.querySelector(FOCUSABLE);
    expect(first?.textContent).toBe('Skip to main content');
    expect(first?.getAttribute('href')).toBe('#main');
    expect(document.querySelector('main#main')?.getAttribute('tabindex')).toBe('-1');
  });
});
