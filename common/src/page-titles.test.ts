import { describe, expect, it } from 'vitest';

import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it('names a known page by its title, whatever its anchor, query or trailing slash', () => {
    expect(pageTitle('/web-design#contact')).toBe('Web Design Plans and Pricing');
    expect(pageTitle('/hosting/?plan=growth')).toBe('Green Australian Web Hosting');
    expect(pageTitle('/#contact')).toBe('Home');
  });

  it('falls back to the path for a page it does not know, and to null for none', () => {
    expect(pageTitle('/old-page#contact')).toBe('/old-page#contact');
    expect(pageTitle('/constructor')).toBe('/constructor');
    expect(pageTitle(null)).toBeNull();
  });
});
