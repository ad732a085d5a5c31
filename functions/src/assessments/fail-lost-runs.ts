import { FieldValue, type Transaction } from 'firebase-admin/firestore';

import { ASSESSMENT_LIMITS, ASSESSMENT_LOST_RUN } from '@agency/common';

import { db } from '../lib/admin';
import { type assessmentRef, unfinishedAssessmentsBefore } from '../lib/firestore/assessments';

/** Runs per transaction: one write each. */
const CHUNK = 100;

/** Marks one run lost: failed, saying it stopped before it finished (its trigger never ended it). */
export function markLost(transaction: Transaction, ref: ReturnType<typeof assessmentRef>): void {
  transaction.update(ref, {
    status: 'failed',
    progress: 'Finished',
    error: ASSESSMENT_LOST_RUN,
    finishedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Marks failed every run still queued or running ASSESSMENT_LIMITS.staleAfterMs after it was created, as of `now`
 * (its function was lost: a crash, a deploy), so its report says so instead of showing a progress line for ever,
 * even when nobody runs another. Each chunk is a transaction that reads its runs again, so one that finished since
 * the query is left alone. Returns how many it marked.
 */
export async function failLostRuns(now: Date): Promise<number> {
  const before = new Date(now.getTime() - ASSESSMENT_LIMITS.staleAfterMs);
  let failed = 0;
  for (;;) {
    const page = (await unfinishedAssessmentsBefore(before, CHUNK).get()).docs;
    if (!page.length) return failed;
    const done = await db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...page.map((doc) => doc.ref));
      let count = 0;
      for (const snapshot of snapshots) {
        const status = snapshot.data()?.status;
        if (status !== 'queued' && status !== 'running') continue;
        markLost(transaction, snapshot.ref);
        count++;
      }
      return count;
    });
    failed += done;
    if (done === 0 || page.length < CHUNK) return failed;
  }
}
