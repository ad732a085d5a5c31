import { describe, expect, it } from 'vitest';

import { loginHref, returnPath, sameSitePathInsideArea } from './return-path';

describe('returnPath', () => {
  const back = (next: string) => returnPath(`?next=${encodeURIComponent(next)}`, '/client', '/client/dashboard');

  it('should return to a page inside the same area, query and hash included', () => {
    expect(back('/client/files?view=recent#top')).toBe('/client/files?view=recent#top');
    expect(back('/client')).toBe('/client');
    expect(back('/client?tab=files')).toBe('/client?tab=files');
  });

  it('should return the path as the browser will follow it, dot segments resolved', () => {
    expect(back('/client/./files/../profile?x=1#top')).toBe('/client/profile?x=1#top');
  });

  it.each([
    ['another site', 'https://evil.example/client/'],
    ['a protocol-relative address', '//evil.example/client'],
    ['a backslash trick', '/client\\..\\evil'],
    ['another area', '/webmin1010/clients'],
    ['a look-alike path', '/clientele'],
    ['a control character', '/client/\nfiles'],
    ['a climb out of the area', '/client/../webmin1010'],
    ['an encoded climb', '/client/%2e%2e/webmin1010'],
    ['a half-encoded climb in capitals', '/client/.%2E/webmin1010'],
    ['an encoded slash', '/client/..%2fwebmin1010'],
    ['an encoded backslash', '/client/..%5Cwebmin1010'],
    ['a climb after a dot segment', '/client/./../webmin1010'],
    ['a backslash after the slash', '/\\evil.example/client'],
    ['a path that does not start at the root', 'client/dashboard'],
    ['a tab inside the path', '/client/\tfiles'],
  ])('should ignore %s', (_what, next) => {
    expect(back(next)).toBe('/client/dashboard');
  });

  it('should fall back when there is no return path', () => {
    expect(returnPath('', '/client', '/client/dashboard')).toBe('/client/dashboard');
  });
});

describe('sameSitePathInsideArea', () => {
  const origin = 'https://studio.example';
  const follow = (address: string | null) => sameSitePathInsideArea(address, origin, '/client');

  it('should give the path of an address on this site inside the area', () => {
    expect(follow('https://studio.example/client/onboarding')).toBe('/client/onboarding');
    expect(follow('https://studio.example/client/profile?tab=email#top')).toBe('/client/profile?tab=email#top');
  });

  it.each([
    ['no address', null],
    ['not an address at all', 'client/onboarding'],
    ['another site', 'https://evil.example/client/onboarding'],
    ['the same host on another scheme', 'http://studio.example/client/onboarding'],
    ['another area on this site', 'https://studio.example/webmin1010'],
    ['a climb out of the area', 'https://studio.example/client/%2e%2e/webmin1010'],
    ['a script address', 'javascript:alert(1)//https://studio.example/client'],
  ])('should refuse %s', (_what, address) => {
    expect(follow(address)).toBeUndefined();
  });
});

describe('loginHref', () => {
  it('should carry the whole address back through the login', () => {
    const href = loginHref('/client/login', { pathname: '/client/files', search: '?a=1&b=2', hash: '#x' });
    expect(href).toBe('/client/login?next=%2Fclient%2Ffiles%3Fa%3D1%26b%3D2%23x');
    expect(returnPath(href.slice(href.indexOf('?')), '/client', '/')).toBe('/client/files?a=1&b=2#x');
  });
});
