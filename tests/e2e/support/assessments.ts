import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { assessment } from '../../support/factories';
import { db } from '../../support/firestore-admin';

/**
 * The project's loopback fixture sites (scripts/lib/assessment-fixture.ts, started with the emulators): the only
 * private addresses the function may fetch, and only in the emulator. Their scores and verdicts are the
 * integration test's (tests/integration/assessments/run-assessment.test.ts).
 */
export const GOOD_SITE = 'http://127.0.0.1:4580/';
export const POOR_SITE = 'http://127.0.0.1:4581/';

/**
 * How long a test waits for a run to end. The run itself takes under a second on loopback (its own bound is 10 s),
 * but the functions emulator starts its trigger only when it is free: with other specs' triggers queued before it,
 * that has taken half a minute on a busy machine.
 */
export const RUN_TIMEOUT = 60_000;

/**
 * A client's run under way, written as `runAssessment` and its trigger leave one: stored `running` (so the
 * trigger, which takes only `queued` runs, leaves it alone) with a progress line. Answers its id.
 */
export async function seedRunningAssessment(clientId: string, progress = 'Reading robots.txt and sitemap.xml') {
  const ref = db.collection(COLLECTIONS.assessments).doc();
  const now = new Date();
  const run = assessment({ clientId, url: GOOD_SITE, status: 'running', progress, createdAt: now, startedAt: now });
  await ref.set(run);
  return ref.id;
}

/** Ends a seeded run as the trigger ends one it can't finish. */
export const failSeededAssessment = (id: string, error: string) =>
  db
    .collection(COLLECTIONS.assessments)
    .doc(id)
    .update({ status: 'failed', progress: 'Finished', error, finishedAt: Timestamp.now() });

/** A check's row in a report: its label, verdict, reason and measured value. */
export const checkRow = (page: Page, theme: string, label: string) =>
  page
    .getByRole('list', { name: `${theme} checks` })
    .getByRole('listitem')
    .filter({ hasText: label });
