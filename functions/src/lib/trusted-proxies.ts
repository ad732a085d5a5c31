import { BlockList } from 'node:net';

/**
 * Fastly's published address ranges: Firebase Hosting's CDN is Fastly, so a request that reaches the `api`
 * function through Hosting arrives from one of these. Source: Fastly's public IP list,
 * https://api.fastly.com/public-ip-list (`addresses` and `ipv6_addresses`). Refresh this list from it before
 * every deploy: a node missing here makes its visitors share one rate-limit bucket again, and a range Fastly has
 * given up would let whoever holds it now name any address they like
 * (docs/decisions/009-contact-abuse-limits.md).
 */
export const FASTLY_RANGES: readonly string[] = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
];

const fastly = new BlockList();
for (const range of FASTLY_RANGES) {
  const [network, prefix] = range.split('/') as [string, string];
  fastly.addSubnet(network, Number(prefix), network.includes(':') ? 'ipv6' : 'ipv4');
}

/** Whether a plain address (as `net.isIP` accepts it, no brackets or port) belongs to a Fastly node. */
export function isFastlyNode(address: string, version: 4 | 6): boolean {
  return fastly.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
