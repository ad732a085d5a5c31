import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { page, preloadPages, slottedPage } from './page';

const meta = { title: 'T', description: 'D' };
const Empty = () => null;

/** An area's table: a layout route around the pages, as admin-area.tsx and client-area.tsx build theirs. */
function area() {
  const loads = {
    dashboard: vi.fn(() => Promise.resolve({ default: Empty })),
    clients: vi.fn(() => Promise.resolve({ default: Empty })),
    leads: vi.fn(() => Promise.resolve({ default: Empty })),
    leadParts: vi.fn(() => Promise.resolve({})),
  };
  const routes: RouteObject[] = [
    {
      children: [
        { index: true, element: page(loads.dashboard, meta) },
        { path: 'clients', element: page(loads.clients, meta) },
        { path: 'leads', element: slottedPage(loads.leads, loads.leadParts, meta) },
      ],
    },
  ];
  return { loads, routes };
}

describe('preloadPages', () => {
  it('starts loading only the page the address opens, under the area base', () => {
    const { loads, routes } = area();
    preloadPages(routes, '/webmin1010/clients', '/webmin1010');
    expect(loads.clients).toHaveBeenCalledOnce();
    expect(loads.dashboard).not.toHaveBeenCalled();
    expect(loads.leads).not.toHaveBeenCalled();
  });

  it('loads a slotted page with its parts, and the index page at the base itself', () => {
    const { loads, routes } = area();
    preloadPages(routes, '/webmin1010/leads', '/webmin1010');
    preloadPages(routes, '/webmin1010', '/webmin1010');
    expect(loads.leads).toHaveBeenCalledOnce();
    expect(loads.leadParts).toHaveBeenCalledOnce();
    expect(loads.dashboard).toHaveBeenCalledOnce();
  });

  it('loads nothing for an address no page of the area answers, and swallows a failed load', async () => {
    const { loads, routes } = area();
    preloadPages(routes, '/webmin1010/nowhere', '/webmin1010');
    preloadPages(routes, '/client/clients', '/webmin1010');
    expect(Object.values(loads).every((load) => load.mock.calls.length === 0)).toBe(true);
    loads.clients.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    expect(() => preloadPages(routes, '/webmin1010/clients', '/webmin1010')).not.toThrow();
    await expect(loads.clients.mock.results[0]!.value).rejects.toThrow('offline');
  });
});
