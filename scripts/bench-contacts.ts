/**
 * `npm run bench:contacts`: a fixed number of contact-form submissions through the Hosting rewrite, then the
 * same straight at the function, printing requests/s and p50/p99 latency for each, and checking that every
 * lead answered 201 really is in Firestore (0 lost). Every contact-form limit (per address, per email and
 * global) is raised for the run (through functions/.env.local, removed afterwards), since the bench sends far
 * more leads than the limits let through.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import autocannon from 'autocannon';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { PROJECT_ID, startEmulators } from './lib/emulators';
import { log } from './lib/log';
import { ROOT } from './lib/paths';
import { NPM, runOrThrow } from './lib/run';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 5);
const ENV_LOCAL = join(ROOT, 'functions', '.env.local');
const BENCH_RATE_LIMIT = 1_000_000;
const RAISED_LIMITS = ['CONTACT_RATE_LIMIT_MAX', 'CONTACT_EMAIL_LIMIT_MAX', 'CONTACT_GLOBAL_LIMIT_MAX'];

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
  log.info('Building the functions...');
  await runOrThrow(NPM, ['run', 'build', '-w', 'functions', '--silent']);
  writeFileSync(
    ENV_LOCAL,
    [
      '# Written by npm run bench:contacts for its run only.',
      ...RAISED_LIMITS.map((name) => `${name}=${BENCH_RATE_LIMIT}`),
      '',
    ].join('\n'),
  );
  log.warn(
    `Contact limits (per address, per email, global) raised to ${BENCH_RATE_LIMIT} per window for this bench (functions/.env.local).`,
  );

  const emulators = await startEmulators().catch((error: unknown) => {
    rmSync(ENV_LOCAL, { force: true });
    throw error;
  });
  try {
    Object.assign(process.env, emulators.env);
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
    await Promise.all(
      [COLLECTIONS.leads, COLLECTIONS.mail, COLLECTIONS.rateLimits].map((name) =>
        db.recursiveDelete(db.collection(name)),
      ),
    );

    const site = emulators.env.HOSTING_URL!;
    const functions = emulators.env.FUNCTIONS_URL!;
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
  } finally {
    await emulators.stop();
    rmSync(ENV_LOCAL, { force: true });
  }
}

main().catch((error: unknown) => {
  rmSync(ENV_LOCAL, { force: true });
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
