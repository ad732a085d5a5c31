import { type Firestore, Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A fixed-window counter per client in Firestore, so the limit holds across every function instance. The
 * document's `expiresAt` lets a Firestore TTL policy delete old windows.
 */
export async function consumeRateLimit(
  db: Firestore,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`contact_${key}`);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const windowMs = rule.windowSeconds * 1000;
    const data = snapshot.data() as { windowStart: Timestamp; count: number } | undefined;
    const windowStart = data && now - data.windowStart.toMillis() < windowMs ? data.windowStart.toMillis() : now;
    const count = windowStart === now ? 0 : data!.count;
    if (count >= rule.max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
    }
    transaction.set(ref, {
      windowStart: Timestamp.fromMillis(windowStart),
      count: count + 1,
      expiresAt: Timestamp.fromMillis(windowStart + windowMs),
    });
    return { allowed: true };
  });
}
