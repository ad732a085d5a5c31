/**
 * The measuring half of `npm run bench:scale` (scripts/bench-scale.ts), run against emulators started for it: seeds
 * the demo accounts, then one scale with background triggers paused (scripts/lib/bench-seed.ts), measures every
 * screen of scripts/lib/bench-screens.ts and both sign-ins, and writes the figures to `--out` as JSON for the report
 * (scripts/lib/bench-report.ts). Figures, not a test.
 *
 * Arguments: `--scale=N` (1 is issue 30's full scale), `--runs=N` (default 5), `--out=<file>`.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import {
  launchBrowser,
  measureScreen,
  measureSignIn,
  type ScreenRun,
  signedInContext,
  type SignInRun,
} from './lib/bench-browser';
import { idTokenOf, replayReads, targetsWaitedOn } from './lib/bench-reads';
import { type Scale, screenFigures, signInFigures } from './lib/bench-report';
import { collectionOf, pathOf, SCREENS } from './lib/bench-screens';
import { countsAt, type Owner, type SeedCounts, seedScale } from './lib/bench-seed';
import { emulatorHubOrigin, PROJECT_ID } from './lib/emulators';
import { log } from './lib/log';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCALE = Number(option('scale') ?? 1);
const RUNS = Number(option('runs') ?? 5);
const OUT = option('out');

const siteUrl = process.env.HOSTING_URL;
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST || !siteUrl) {
  throw new Error('Refusing to run: the emulator hosts are not set, so this could reach a real project.');
}
if (!(SCALE > 0) || !(RUNS >= 1) || !OUT) throw new Error('Needs --scale above 0, --runs at least 1 and --out.');

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(app);

/** Pauses or resumes the functions' background triggers (the Emulator Hub drops events while paused). */
async function backgroundTriggers(on: boolean) {
  const action = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${emulatorHubOrigin()}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The Emulator Hub refused ${action}: ${response.status}`);
}

async function seed(to: SeedCounts, demo: Owner, now: Date) {
  const start = performance.now();
  await backgroundTriggers(false);
  try {
    const written = await seedScale(db, to, demo, now);
    const took = (performance.now() - start) / 1000;
    log.ok(`${written.toLocaleString('en-AU')} documents written in ${took.toFixed(0)} s`);
  } finally {
    await backgroundTriggers(true);
  }
}

async function measure(label: string, scale: number, demo: Owner): Promise<Scale> {
  log.info(`Measuring at ${label}: ${SCREENS.length} screens, ${RUNS} runs each...`);
  const browser = await launchBrowser();
  try {
    const contexts = {
      admin: await signedInContext(browser, siteUrl!, 'admin', DEMO_ACCOUNTS.admin),
      client: await signedInContext(browser, siteUrl!, 'client', DEMO_ACCOUNTS.client),
    };
    const runs: ScreenRun[][] = SCREENS.map(() => []);
    // Round after round across every screen, so a moment of load elsewhere on the machine spreads over all.
    for (let round = 0; round < RUNS; round += 1) {
      for (const [index, screen] of SCREENS.entries()) {
        runs[index]!.push(await measureScreen(contexts[screen.area], screen, pathOf(screen, demo.uid), collectionOf));
      }
      log.info(`round ${round + 1} of ${RUNS} done`);
    }
    // The emulator's own time for what each screen's data waits on: the reads its page asked, asked again in turn.
    const tokens = {
      admin: await idTokenOf(DEMO_ACCOUNTS.admin),
      client: await idTokenOf(DEMO_ACCOUNTS.client),
    };
    const waitedOn = SCREENS.map((screen, index) => targetsWaitedOn(runs[index]![0]!.targets, screen.waitsOn));
    const emulator = SCREENS.map(() => [] as number[]);
    for (let round = 0; round < RUNS; round += 1) {
      for (const [index, screen] of SCREENS.entries()) {
        emulator[index]!.push(await replayReads(waitedOn[index]!, tokens[screen.area]));
      }
    }
    const signIns: Record<'client' | 'admin', SignInRun[]> = { client: [], admin: [] };
    for (let round = 0; round < RUNS; round += 1) {
      for (const area of ['client', 'admin'] as const) {
        signIns[area].push(await measureSignIn(browser, siteUrl!, area, DEMO_ACCOUNTS[area]));
      }
    }
    return {
      label,
      scale,
      screens: SCREENS.map((_, index) => screenFigures(runs[index]!, emulator[index]!, waitedOn[index]!.length)),
      signIns: { client: signInFigures(signIns.client), admin: signInFigures(signIns.admin) },
    };
  } finally {
    await browser.close();
  }
}

const scaleLabel = (scale: number) => `×${Number(scale.toPrecision(3))}`;

async function main() {
  // Triggers on, in case an earlier run ended while they were paused: the demo files wait for onFileFinalized.
  await backgroundTriggers(true);
  log.info('Seeding the demo accounts and data...');
  await seedDemoData(PROJECT_ID);
  const demoUser = await getAuth(app).getUserByEmail(DEMO_ACCOUNTS.client.email);
  const profile = (await db.collection(COLLECTIONS.clients).doc(demoUser.uid).get()).data() ?? {};
  const demo: Owner = {
    uid: demoUser.uid,
    name: String(profile.name ?? DEMO_ACCOUNTS.client.displayName),
    email: DEMO_ACCOUNTS.client.email,
    businessName: String(profile.businessName ?? ''),
  };
  const counts = countsAt(SCALE);
  log.info(`Seeding ${scaleLabel(SCALE)}: ${JSON.stringify(counts)}`);
  await seed(counts, demo, new Date());
  writeFileSync(OUT!, JSON.stringify(await measure(scaleLabel(SCALE), SCALE, demo)));
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
