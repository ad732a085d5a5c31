import { describe, expect, it } from 'vitest';

import { PAGE_TITLES } from '@agency/common';

import { PUBLIC_PAGES } from './public-pages';

describe('PUBLIC_PAGES', () => {
  it('names each page as common’s PAGE_TITLES does, so an enquiry’s page reads as the page’s own title', () => {
    // The home page's head carries the studio's name; the agency reads it as "Home".
    const titles = Object.fromEntries(PUBLIC_PAGES.map(({ path, title }) => [path, path === '/' ? 'Home' : title]));
    expect(titles).toEqual(PAGE_TITLES);
  });
});
