import { Timestamp, type Transaction } from 'firebase-admin/firestore';

import { rateLimitRef } from '../lib/firestore/rate-limits';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** One counter: `rateLimits/<id>`, allowing `rule.max` requests per fixed window. */
export interface RateLimitBucket<Name extends string = string> {
  name: Name;
  id: string;
  rule: RateLimitRule;
}

export interface RateLimitRefusal<Name extends string = string> {
  /** The full bucket with the longest wait. */
  bucket: Name;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in Firestore, so the limits hold across every function instance. Reads every bucket in
 * the caller's transaction and, only when all of them have room, counts one against each: a refused request
 * consumes nothing. Call it after the transaction's other reads (Firestore reads everything before it writes).
 * Documents carry `expiresAt`, so a Firestore TTL policy can delete old windows.
 */
export async function takeFromBuckets<Name extends string>(
  transaction: Transaction,
  buckets: readonly RateLimitBucket<Name>[],
  now = Date.now(),
): Promise<RateLimitRefusal<Name> | null> {
  const refs = buckets.map(({ id }) => rateLimitRef(id));
  const snapshots = await transaction.getAll(...refs);
  const windows = buckets.map((bucket, i) => {
    const data = snapshots[i]!.data();
    const windowMs = bucket.rule.windowSeconds * 1000;
    const current = data !== undefined && now - data.windowStart.toMillis() < windowMs;
    const start = current ? data.windowStart.toMillis() : now;
    const count = current ? data.count : 0;
    return { bucket, start, end: start + windowMs, count, full: count >= bucket.rule.max };
  });

  const longest = windows.filter(({ full }) => full).sort((a, b) => b.end - a.end)[0];
  if (longest) {
    return { bucket: longest.bucket.name, retryAfterSeconds: Math.max(1, Math.ceil((longest.end - now) / 1000)) };
  }
  windows.forEach(({ start, end, count }, i) => {
    transaction.set(refs[i]!, {
      windowStart: Timestamp.fromMillis(start),
      count: count + 1,
      expiresAt: Timestamp.fromMillis(end),
    });
  });
  return null;
}
