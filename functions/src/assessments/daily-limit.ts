import { type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

import { ASSESSMENT_LIMITS, formatWeekdayTime, TIME_ZONE_NAME } from '@agency/common';

import { takeFromBuckets } from '../leads/rate-limit';
import { db } from '../lib/admin';
import { rateLimitRef } from '../lib/firestore/rate-limits';

/**
 * A client's assessments a day (ASSESSMENT_LIMITS.perDay): one fixed 24-hour window in `rateLimits`, opened by the
 * first run. A run counts when it is admitted; one that fails before anything of the site could be read (the
 * address is private, or its name does not exist: a typo) is given back, so a slip never costs a day's run.
 */
const WINDOW_SECONDS = 24 * 60 * 60;
const bucketId = (clientId: string) => `assessments-${clientId}`;

/**
 * When the client may run the next one, as they read it: "after Wednesday 7:17 pm (Brisbane time)". A refusal
 * stands without the screen around it, so it names the zone (docs/decisions/029-time-house-style.md).
 */
export const nextRunText = (at: Date) => `after ${formatWeekdayTime(at)} (${TIME_ZONE_NAME})`;

/** Counts one run against the client's day, in the caller's transaction (after its other reads); refuses in words. */
export async function takeDailyRun(transaction: Transaction, clientId: string, now: number): Promise<void> {
  const refusal = await takeFromBuckets(
    transaction,
    [
      {
        name: 'assessments',
        id: bucketId(clientId),
        rule: { max: ASSESSMENT_LIMITS.perDay, windowSeconds: WINDOW_SECONDS },
      },
    ],
    now,
  );
  if (refusal) {
    const next = new Date(now + refusal.retryAfterSeconds * 1000);
    throw new HttpsError(
      'resource-exhausted',
      `You can run ${ASSESSMENT_LIMITS.perDay} assessments a day; you can run the next one ${nextRunText(next)}.`,
    );
  }
}

/** Gives back the run admitted at `admittedAt`, if the window it counted in is still the current one. */
export async function giveBackDailyRun(clientId: string, admittedAt: Date): Promise<void> {
  const ref = rateLimitRef(bucketId(clientId));
  await db.runTransaction(async (transaction) => {
    const window = (await transaction.get(ref)).data();
    if (!window || window.count < 1 || window.windowStart.toMillis() > admittedAt.getTime()) return;
    transaction.update(ref, { count: window.count - 1 });
  });
}
