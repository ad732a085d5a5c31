import type { Firestore } from 'firebase-admin/firestore';

import { type AssessmentDocument, assessmentScore, COLLECTIONS } from '@agency/common';

import { type FetchedSite, pageChecks, readPage } from '../../functions/src/assessments/page-checks';
import { assessment } from '../../tests/support/factories';

import { demoEntry, demoPeople } from './demo-activity';

const DAY_MS = 24 * 60 * 60 * 1000;
const KB = 1024;

/**
 * The demo client's old website as the assessment would have fetched it: on https, slowish, heavy images, no meta
 * description, no sitemap, no HSTS or CSP. Scored by the function's own checks (page-checks.ts), so the demo
 * report says exactly what a real run of such a page says.
 */
const GREEN_ROOTS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Green Roots Naturopathy | Paddington</title>
<meta property="og:title" content="Green Roots Naturopathy">
<link rel="stylesheet" href="/css/theme.css">
<script src="/js/jquery.min.js"></script>
</head>
<body>
<h1>Green Roots Naturopathy</h1>
<img src="/img/hero.jpg" alt="The clinic garden">
<img src="/img/team.jpg" alt="Our naturopaths">
<img src="/img/herbs-1.jpg"><img src="/img/herbs-2.jpg"><img src="/img/herbs-3.jpg">
<img src="/img/logo.png" alt="Green Roots">
</body>
</html>`;

function demoSite(url: string, html: string): FetchedSite {
  return {
    finalUrl: url,
    httpRedirectsToHttps: true,
    page: {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'x-content-type-options': 'nosniff',
      },
      htmlBytes: 48 * KB,
      truncated: false,
      transferredBytes: 11 * KB,
      timeToFirstByteMs: 940,
    },
    facts: readPage(html, url),
    robots: { status: 200, contentType: 'text/plain' },
    sitemap: { status: 404, body: '' },
    resources: { count: 8, sizedBytes: 2_350 * KB, unsized: 0 },
  };
}

/** A finished run, as onAssessmentCreated stores one, `daysAgo` days back. */
function finishedRun(
  subject: { clientId: string } | { leadId: string },
  url: string,
  html: string,
  requestedBy: string,
  daysAgo: number,
): AssessmentDocument<Date> {
  const checks = pageChecks(demoSite(url, html));
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  const finishedAt = new Date(createdAt.getTime() + 6_000);
  return assessment({
    ...subject,
    url,
    score: assessmentScore(checks),
    checks,
    requestedBy,
    createdAt,
    startedAt: createdAt,
    finishedAt,
  });
}

/**
 * One assessment the demo client ran of their website (with its timeline entry), and one the agency ran for a
 * qualified lead. Fixed ids: seeding twice changes nothing but the dates, which stay relative to today.
 */
export async function seedDemoAssessments(db: Firestore, uids: { admin: string; client: string }): Promise<void> {
  const clientUrl = 'https://greenroots.example.com.au/';
  const clientRun = finishedRun({ clientId: uids.client }, clientUrl, GREEN_ROOTS_HTML, uids.client, 9);
  const leadRun = finishedRun(
    { leadId: 'demo-lead-12' },
    'https://growthminds.example/',
    GREEN_ROOTS_HTML.replace(/Green Roots Naturopathy/g, 'Growth Minds Coaching'),
    uids.admin,
    6,
  );
  const people = demoPeople(uids);
  const entry = demoEntry(
    {
      type: 'assessment_finished',
      ...people.client,
      ...people.about,
      projectId: null,
      projectName: null,
      details: { assessmentId: 'demo-assessment-client', score: clientRun.score!, url: clientUrl },
    },
    clientRun.finishedAt!,
  );
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.assessments).doc('demo-assessment-client'), clientRun);
  batch.set(db.collection(COLLECTIONS.assessments).doc('demo-assessment-lead'), leadRun);
  batch.set(db.collection(COLLECTIONS.activity).doc('demo-assessment-finished-client'), entry);
  await batch.commit();
}
