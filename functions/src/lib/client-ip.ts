import { createHash } from 'node:crypto';

import type { Request } from 'express';

/**
 * The visitor's address as Firebase Hosting reports it: its CDN puts the client address in `fastly-client-ip`;
 * without it (calls straight to the function) the first `x-forwarded-for` entry, then the socket.
 */
export function clientIp(req: Request): string {
  const fastly = req.get('fastly-client-ip');
  if (fastly) return fastly.trim();
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** A salted SHA-256 of the address: enough to count requests per client, never the address itself. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(`${salt}\u0000${ip}`).digest('hex');
}
