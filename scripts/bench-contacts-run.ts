/**
 * The measuring half of `npm run bench:contacts` (scripts/bench-contacts.ts), run under `emulators:exec`: POSTs
 * to /api/contacts through the Hosting rewrite and straight at the function, with requests/s and p50/p99 latency
 * for each, then checks that every lead answered 201 is in Firestore. Exits non-zero if any is lost.
 */
import autocannon from 'autocannon';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { PROJECT_ID } from './lib/emulators';
import { log } from './lib/log';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5);

interface Run {
  label: string;
  url: string;
}

async function bench({ label, url }: Run, runIndex: number, ids: string[]) {
  let sequence = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 30,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // Each request from its own visitor address (an IPv6 /64 of the documentation range), sent as the
        // right-most X-Forwarded-For entry: the one Google's front end appends and the API counts by.
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': `2001:db8:${runIndex}:${(sequence + 1).toString(16)}::1`,
          },
          body: JSON.stringify({
            name: `Bench Visitor ${label} ${(sequence += 1)}`,
            email: `bench${sequence}@example.com`,
            industry: 'other',
            message: 'A load test message, checking that no lead is ever lost.',
          }),
        }),
        onResponse: (status, body) => {
          if (status === 201) ids.push((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });
  const ok = result['2xx'];
  console.log(
    `  ${label.padEnd(20)} ${result.requests.average.toFixed(1).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${ok}/${REQUESTS} answered 2xx, ${result.non2xx} other, ${result.errors} errors`,
  );
  return result;
}

async function main() {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  await Promise.all(
    [COLLECTIONS.leads, COLLECTIONS.mail, COLLECTIONS.rateLimits].map((name) =>
      db.recursiveDelete(db.collection(name)),
    ),
  );

  const site = process.env.HOSTING_URL!;
  const functions = process.env.FUNCTIONS_URL!;
  const runs: Run[] = [
    { label: 'via Hosting rewrite', url: `${site}/api/contacts` },
    { label: 'function URL', url: `${functions}/${PROJECT_ID}/australia-southeast1/api/api/contacts` },
  ];
  // One warm-up request each, so the first run does not pay for starting the function.
  for (const run of runs)
    await fetch(run.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  console.log(`\nPOST /api/contacts: ${REQUESTS} requests, ${CONNECTIONS} connections`);
  const ids: string[] = [];
  for (const [index, run] of runs.entries()) await bench(run, index + 1, ids);

  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 300) {
    const snapshots = await db.getAll(...ids.slice(i, i + 300).map((id) => db.collection(COLLECTIONS.leads).doc(id)));
    snapshots.filter((snapshot) => snapshot.exists).forEach((snapshot) => found.add(snapshot.id));
  }
  const lost = ids.filter((id) => !found.has(id));
  const mails = (await db.collection(COLLECTIONS.mail).count().get()).data().count;
  console.log(
    `\n  ${ids.length} leads answered 201; ${found.size} found in Firestore; ${lost.length} lost; ${mails} notification emails queued`,
  );
  (lost.length === 0 ? log.ok : log.error)(`${lost.length} lost leads`);
  if (lost.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
