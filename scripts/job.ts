/**
 * `npm run job -- <name> [--now=<ISO 8601>]`: runs a scheduled job (functions/src/jobs/scheduled-jobs.ts) on the
 * running emulators as of `now` (without it, this moment) and prints what it did. The emulators never fire a
 * scheduled function by themselves (no Cloud Scheduler or Pub/Sub runs there), so this is how the daily digest, quote
 * expiry and every later job are run on them. `npm run job` alone lists the jobs.
 *
 *   npm run job -- dailyDigest --now=2026-12-01T07:00+10:00
 *
 * It only ever calls the emulators' `runJob` function, which no deployed project has (functions/src/jobs/run-job.ts),
 * and refuses to run against any other project: a deployed project runs its jobs on their schedules.
 */
import { FUNCTIONS_REGION } from '@agency/common';

import { functionsEmulatorOrigin, PROJECT_ID } from './lib/emulators';
import { log, SetupError } from './lib/log';

const USAGE = 'Usage: npm run job -- <job name> [--now=<date and time with offset, e.g. 2026-12-01T07:00+10:00>]';

interface JobAnswer {
  result?: string;
  now?: string;
  error?: string;
  jobs?: { name: string; schedule: string }[];
}

const jobLines = (jobs: JobAnswer['jobs'] = []) => jobs.map(({ name, schedule }) => `  ${name.padEnd(16)} ${schedule}`);

/** A call to the emulators' runJob: GET lists the jobs, POST runs one. */
async function callRunJob(init?: RequestInit): Promise<{ status: number; answer: JobAnswer }> {
  const url = `${functionsEmulatorOrigin()}/${PROJECT_ID}/${FUNCTIONS_REGION}/runJob`;
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new SetupError('The emulators are not running: start them with `npm start`, then run the job again.');
  }
  const answer = (await response.json().catch(() => ({}))) as JobAnswer;
  if (response.status === 404 && !answer.error) {
    // The Functions emulator's own answer: this build of the functions has no runJob.
    throw new SetupError('These emulators have no runJob function: restart them with `npm start`, which builds it.');
  }
  return { status: response.status, answer };
}

/** The jobs the emulators can run, with when each runs by itself. */
export async function listJobs(): Promise<{ name: string; schedule: string }[]> {
  return (await callRunJob()).answer.jobs ?? [];
}

/**
 * Runs the scheduled job `name` on the emulators as of `now` (an ISO 8601 date and time with its offset, or a Date;
 * without it, this moment) and returns the line saying what it did. A name that is no job, or a `now` that is no
 * moment, is a SetupError saying so (with the jobs, for a name).
 */
export async function runScheduledJob(name: string, now?: string | Date): Promise<string> {
  const { status, answer } = await callRunJob({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job: name, now: now instanceof Date ? now.toISOString() : now }),
  });
  if (status === 200 && answer.result) return `${answer.result} (as of ${answer.now})`;
  const jobs = answer.jobs ? ['', 'The jobs:', ...jobLines(answer.jobs)] : [];
  throw new SetupError([answer.error ?? `The job could not be run (HTTP ${status}).`, ...jobs].join('\n'));
}

/** The command line: refused for any project but the emulators' own. */
async function main(args: string[]) {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  const projectFlag = args.find((arg) => arg === '--project' || arg.startsWith('--project='));
  if (projectFlag || (project && !project.startsWith('demo-'))) {
    throw new SetupError(
      `npm run job runs jobs on the emulators only (project ${PROJECT_ID}); a deployed project runs them on their schedules.`,
    );
  }
  let name: string | undefined;
  let now: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg.startsWith('--now=')) now = arg.slice('--now='.length);
    else if (arg === '--now') now = args[++index] ?? '';
    else if (arg.startsWith('-')) throw new SetupError(`Unknown option ${arg}. ${USAGE}`);
    else if (name) throw new SetupError(`One job at a time. ${USAGE}`);
    else name = arg;
  }
  if (now === '') throw new SetupError(`--now needs a date and time. ${USAGE}`);
  if (!name) throw new SetupError([USAGE, '', 'The jobs:', ...jobLines(await listJobs())].join('\n'));
  log.ok(await runScheduledJob(name, now));
}

if (process.argv[1]?.endsWith('job.ts')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
