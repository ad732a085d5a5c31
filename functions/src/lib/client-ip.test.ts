import type { Request } from 'express';
import { describe, expect, it } from 'vitest';

import { addressKey, clientAddress, saltedHash, UNKNOWN_CLIENT } from './client-ip';

/** Just enough of an Express request for clientAddress: its headers and its socket. */
function request(headers: Record<string, string>, remoteAddress?: string): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name: string) => lower[name.toLowerCase()], socket: { remoteAddress } } as unknown as Request;
}

describe('clientAddress', () => {
  it('takes the right-most x-forwarded-for entry, the one Google front end appends', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': '203.0.113.1, 198.51.100.7' }))).toBe('198.51.100.7');
    expect(clientAddress(request({ 'X-Forwarded-For': '198.51.100.7' }))).toBe('198.51.100.7');
  });

  it('ignores what the caller writes: fastly-client-ip and every entry left of the last', () => {
    const forged = (left: string) =>
      clientAddress(request({ 'Fastly-Client-IP': left, 'X-Forwarded-For': `${left},198.51.100.7` }));

    expect(forged('203.0.113.1')).toBe('198.51.100.7');
    expect(forged('203.0.113.2')).toBe('198.51.100.7');
  });

  it('falls back to the socket address only when there is no x-forwarded-for at all', () => {
    expect(clientAddress(request({}, '198.51.100.9'))).toBe('198.51.100.9');
    expect(clientAddress(request({}, '::ffff:198.51.100.9'))).toBe('198.51.100.9');
    expect(clientAddress(request({}, undefined))).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(request({ 'X-Forwarded-For': '' }, '198.51.100.9'))).toBe(UNKNOWN_CLIENT);
  });

  it('puts anything that is not an IP address in the one shared unknown bucket', () => {
    for (const value of ['bench-1', '198.51.100.7-abc', '198.51.100.256', '198.51.100.7:8080', 'localhost', ' ', '']) {
      expect(clientAddress(request({ 'X-Forwarded-For': `198.51.100.1, ${value}` })), value).toBe(UNKNOWN_CLIENT);
    }
  });
});

describe('clientAddress behind Firebase Hosting (a Fastly node as the right-most entry)', () => {
  const node4 = '151.101.1.195';
  const node6 = '2a04:4e42:200::323';

  it('takes the address the Fastly node appended, left of the node', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': `198.51.100.7, ${node4}` }))).toBe('198.51.100.7');
    expect(clientAddress(request({ 'X-Forwarded-For': `2001:db8:1:2::7, ${node6}` }))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(request({ 'X-Forwarded-For': `198.51.100.7,[${node6}]:443` }))).toBe('198.51.100.7');
    expect(clientAddress(request({ 'X-Forwarded-For': `198.51.100.7, ::ffff:${node4}` }))).toBe('198.51.100.7');
  });

  it('gives two visitors behind the same node two keys', () => {
    const via = (visitor: string) => clientAddress(request({ 'X-Forwarded-For': `${visitor}, ${node4}` }));

    expect(via('198.51.100.7')).not.toBe(via('198.51.100.8'));
  });

  it('trusts one step only: what the visitor wrote further left buys nothing', () => {
    const forged = (left: string) =>
      clientAddress(request({ 'Fastly-Client-IP': left, 'X-Forwarded-For': `${left}, 198.51.100.7, ${node4}` }));

    expect(forged('203.0.113.1')).toBe('198.51.100.7');
    expect(forged('203.0.113.2')).toBe('198.51.100.7');
    expect(forged(node4)).toBe('198.51.100.7');
  });

  it('ignores a forged entry on a direct call, where the right-most entry is the caller, not a Fastly node', () => {
    for (const forged of ['203.0.113.1', node4, `203.0.113.1, ${node4}`]) {
      expect(clientAddress(request({ 'X-Forwarded-For': `${forged}, 198.51.100.7` })), forged).toBe('198.51.100.7');
    }
    // Just outside Fastly's 151.101.0.0/16 and 2a04:4e42::/32.
    expect(clientAddress(request({ 'X-Forwarded-For': '198.51.100.7, 151.102.0.1' }))).toBe('151.102.0.1');
    expect(clientAddress(request({ 'X-Forwarded-For': '198.51.100.7, 2a04:4e43::1' }))).toBe('2a04:4e43:0:0::/64');
  });

  it('puts a left entry that is not an IP address, or none at all, in the shared unknown bucket', () => {
    for (const header of [`bench-1, ${node4}`, `198.51.100.7:8080, ${node6}`, `, ${node4}`, node4, node6]) {
      expect(clientAddress(request({ 'X-Forwarded-For': header })), header).toBe(UNKNOWN_CLIENT);
    }
  });
});

describe('addressKey', () => {
  it('keeps IPv4 as it is, trimmed', () => {
    expect(addressKey(' 198.51.100.7 ')).toBe('198.51.100.7');
  });

  it('turns IPv4-mapped IPv6, in either spelling, into the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups IPv6 by /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:0:0:198.51.100.7',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('strips brackets, a port after them and a zone from IPv6', () => {
    expect(addressKey('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('[::ffff:198.51.100.7]')).toBe('198.51.100.7');
  });

  it('refuses what only looks like an address', () => {
    for (const value of [undefined, '[198.51.100.7]', '198.51.100.7%eth0', '2001:db8::1::2', '[2001:db8::1', 'ffff']) {
      expect(addressKey(value), String(value)).toBe(UNKNOWN_CLIENT);
    }
  });
});

describe('saltedHash', () => {
  it('is a SHA-256 that changes with the salt and never contains the value', () => {
    const hash = saltedHash('198.51.100.7', 'salt-a');

    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(saltedHash('198.51.100.7', 'salt-a'));
    expect(hash).not.toBe(saltedHash('198.51.100.7', 'salt-b'));
  });
});
