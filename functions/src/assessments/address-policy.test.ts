import { describe, expect, it } from 'vitest';

import { fixtureOrigins, isAllowedAddress, isForbiddenHostname, isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', 'a public IPv4 address'],
    ['8.8.8.8', "Google's resolver"],
    ['1.1.1.1', 'another public IPv4 address'],
    ['172.15.255.255', 'just below 172.16/12'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['100.63.255.255', 'just below carrier-grade NAT'],
    ['2606:4700:4700::1111', 'a public IPv6 address'],
    ['[2001:4860:4860::8888]', 'a bracketed public IPv6 address'],
    ['::ffff:8.8.8.8', 'a mapped public IPv4 address'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'the end of loopback'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', 'the end of 10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.255', 'the end of 172.16/12'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'the metadata server (link-local)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'the end of carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0/8'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['240.0.0.1', 'reserved (class E)'],
    ['192.0.2.1', 'documentation (TEST-NET-1)'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['::1', 'IPv6 loopback'],
    ['[::1]', 'bracketed IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['febf:ffff::1', 'the end of fe80::/10'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local (fd00::/8)'],
    ['fec0::1', 'deprecated site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['[::ffff:127.0.0.1]', 'bracketed IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped 10/8'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata server'],
    ['::ffff:0:127.0.0.1', 'rfc6145 (IPv4-translated)'],
    ['64:ff9b::7f00:1', 'NAT64 (rfc6052) carrying loopback'],
    ['64:ff9b::808:808', 'NAT64 (rfc6052) carrying a public address'],
    ['2002:7f00:1::1', '6to4 carrying loopback'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated) loopback'],
    ['100::1', 'discard-only'],
    ['not-an-address', 'not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('isForbiddenHostname', () => {
  it.each(['metadata.google.internal', 'METADATA.google.internal', 'metadata.google.internal.', 'metadata'])(
    'refuses %s',
    (host) => {
      expect(isForbiddenHostname(host)).toBe(true);
    },
  );

  it('allows an ordinary name', () => {
    expect(isForbiddenHostname('example.com.au')).toBe(false);
  });
});

describe('fixture sites (the emulator-only exception)', () => {
  const emulator = {
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: 'demo-agency',
    ASSESSMENT_FIXTURE_ORIGINS: 'http://127.0.0.1:4580, http://127.0.0.1:4581',
  };

  it('allows a fixture origin its loopback address in the emulator', () => {
    expect(isAllowedAddress('127.0.0.1', new URL('http://127.0.0.1:4580/'), emulator)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', new URL('http://127.0.0.1:4581/huge?x=1'), emulator)).toBe(true);
    // The same address as WHATWG URL normalises a number for it.
    expect(isAllowedAddress('127.0.0.1', new URL('http://2130706433:4580/'), emulator)).toBe(true);
  });

  it('ignores the setting outside the emulator', () => {
    for (const FUNCTIONS_EMULATOR of [undefined, 'false', 'TRUE', '1', '']) {
      const env = { ...emulator, FUNCTIONS_EMULATOR };
      expect(fixtureOrigins(env).size).toBe(0);
      expect(isAllowedAddress('127.0.0.1', new URL('http://127.0.0.1:4580/'), env)).toBe(false);
    }
  });

  it('ignores the setting in a project that is not a demo project, even in the emulator', () => {
    const fixture = new URL('http://127.0.0.1:4580/');
    const firebaseConfig = (projectId: string) =>
      JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
    for (const env of [
      { ...emulator, GCLOUD_PROJECT: 'agency-prod' },
      { ...emulator, GCLOUD_PROJECT: 'my-demo-agency' },
      { ...emulator, GCLOUD_PROJECT: undefined },
      { ...emulator, GCLOUD_PROJECT: undefined, FIREBASE_CONFIG: firebaseConfig('agency-prod') },
      { ...emulator, GCLOUD_PROJECT: undefined, FIREBASE_CONFIG: 'not json' },
      { ...emulator, GCLOUD_PROJECT: undefined, FIREBASE_CONFIG: 'null' },
      { ...emulator, GCLOUD_PROJECT: 'agency-prod', FIREBASE_CONFIG: firebaseConfig('demo-agency') },
    ]) {
      expect(fixtureOrigins(env).size).toBe(0);
      expect(isAllowedAddress('127.0.0.1', fixture, env)).toBe(false);
    }
    // FIREBASE_CONFIG's projectId counts when GCLOUD_PROJECT is not set.
    const fromConfig = { ...emulator, GCLOUD_PROJECT: undefined, FIREBASE_CONFIG: firebaseConfig('demo-agency') };
    expect(isAllowedAddress('127.0.0.1', fixture, fromConfig)).toBe(true);
  });

  it('allows no other port, host, scheme or address', () => {
    for (const url of [
      'http://127.0.0.1:4582/',
      'http://127.0.0.1/',
      'https://127.0.0.1:4580/',
      'http://localhost:4580/',
      'http://127.0.0.2:4580/',
      'http://[::1]:4580/',
    ]) {
      const target = new URL(url);
      const address = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname;
      expect(isAllowedAddress(address, target, emulator), url).toBe(false);
    }
    // The fixture's origin with an address other than its own loopback (not a thing a literal host resolves to,
    // but the policy holds regardless).
    expect(isAllowedAddress('10.0.0.1', new URL('http://127.0.0.1:4580/'), emulator)).toBe(false);
    expect(isAllowedAddress('::1', new URL('http://127.0.0.1:4580/'), emulator)).toBe(false);
  });

  it('counts only entries of the exact form http://127.0.0.1:<port>', () => {
    const origins = fixtureOrigins({
      ...emulator,
      ASSESSMENT_FIXTURE_ORIGINS: [
        'http://127.0.0.1:4580',
        'http://localhost:4581',
        'http://127.0.0.1:4582/',
        'https://127.0.0.1:4583',
        'http://10.0.0.1:4584',
        'http://127.0.0.1',
        'http://127.0.0.1:80',
        'http://127.0.0.1:99999',
        'http://127.0.0.1:04585',
        'http://169.254.169.254:80',
        '*',
      ].join(','),
    });
    expect([...origins]).toEqual(['http://127.0.0.1:4580']);
  });
});
