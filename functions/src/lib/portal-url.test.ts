import { describe, expect, it } from 'vitest';

import { checkedPortalOrigin } from './portal-url';

describe('checkedPortalOrigin', () => {
  it('accepts the site’s public https address, as its origin', () => {
    expect(checkedPortalOrigin('https://consciouswebstudio.com.au/', false)).toBe('https://consciouswebstudio.com.au');
  });

  it.each([
    ['the local default', 'http://127.0.0.1:5000'],
    ['plain http', 'http://consciouswebstudio.com.au'],
    ['localhost over https', 'https://localhost:5000'],
    ['a loopback address over https', 'https://127.0.0.2'],
    ['IPv6 loopback', 'https://[::1]:5000'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]'],
    ['the IPv6 unspecified address', 'https://[::]'],
    ['the IPv4 unspecified address', 'https://0.0.0.0'],
    ['localhost with a trailing dot', 'https://localhost.'],
    ['a subdomain of localhost with a trailing dot', 'https://portal.localhost.'],
    ['shorthand IPv4 loopback', 'https://127.1'],
    ['an address in 0.0.0.0/8', 'https://0.1.2.3'],
    ['the IPv4-mapped unspecified address', 'https://[::ffff:0.0.0.0]'],
    ['text that is no address', 'consciouswebstudio.com.au'],
  ])('refuses %s outside the emulator', (_label, value) => {
    expect(() => checkedPortalOrigin(value, false)).toThrow(/PORTAL_URL/);
  });

  it('allows the local default on the emulator', () => {
    expect(checkedPortalOrigin('http://127.0.0.1:5000', true)).toBe('http://127.0.0.1:5000');
  });
});
