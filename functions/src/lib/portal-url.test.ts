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
    ['text that is no address', 'consciouswebstudio.com.au'],
  ])('refuses %s outside the emulator', (_label, value) => {
    expect(() => checkedPortalOrigin(value, false)).toThrow(/PORTAL_URL/);
  });

  it('allows the local default on the emulator', () => {
    expect(checkedPortalOrigin('http://127.0.0.1:5000', true)).toBe('http://127.0.0.1:5000');
  });
});
