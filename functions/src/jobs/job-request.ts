import { logger } from 'firebase-functions';
import type { onRequest, Request } from 'firebase-functions/v2/https';

import { isDemoEmulator } from '../lib/emulator';

import { SCHEDULED_JOBS, type ScheduledJobName } from './scheduled-jobs';

/** The response onRequest hands its handler (firebase-functions' own copy of express's types). */
type Response = Parameters<Parameters<typeof onRequest>[0]>[1];

/** A moment as `--now` names it: a date and a time with its offset (or Z), so it means the same instant anywhere. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Every job of SCHEDULED_JOBS and when it runs by itself: a job added there is listed and run here unchanged. */
const jobList = () => Object.entries(SCHEDULED_JOBS).map(([name, job]) => ({ name, schedule: job.schedule }));

const isJobName = (name: unknown): name is ScheduledJobName =>
  typeof name === 'string' && Object.hasOwn(SCHEDULED_JOBS, name);

/**
 * The emulator's way to run a scheduled job now (runJob, `npm run job`). GET lists the jobs; POST
 * `{ "job": "<name>", "now": "<ISO 8601>" }` runs one as of `now` (without it, as of this moment) and answers with what
 * it did. An unknown name is 404 with the list; a malformed `now` is 400. Outside the emulators, on a demo project,
 * every request is 404 and runs nothing, however it arrived.
 */
export async function answerJobRequest(req: Request, res: Response): Promise<void> {
  if (!isDemoEmulator()) {
    res.status(404).json({ error: 'Not found.' });
    return;
  }
  if (req.method === 'GET') {
    res.json({ jobs: jobList() });
    return;
  }
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'GET, POST').json({ error: 'List the jobs with GET; run one with POST.' });
    return;
  }
  const { job, now } = (req.body ?? {}) as { job?: unknown; now?: unknown };
  if (!isJobName(job)) {
    res.status(404).json({ error: `No scheduled job is called ${JSON.stringify(job ?? '')}.`, jobs: jobList() });
    return;
  }
  const at = now === undefined ? new Date() : typeof now === 'string' && INSTANT.test(now) ? new Date(now) : null;
  if (!at || Number.isNaN(at.getTime())) {
    res.status(400).json({
      error: `"now" must be a date and time with its offset, such as 2026-12-01T07:00+10:00 (given ${JSON.stringify(now)}).`,
    });
    return;
  }
  try {
    const result = await SCHEDULED_JOBS[job].run(at);
    logger.info(`${result} (run by hand as of ${at.toISOString()})`);
    res.json({ job, now: at.toISOString(), result });
  } catch (error) {
    logger.error(`The ${job} job failed`, error);
    res.status(500).json({ error: `The ${job} job failed: ${error instanceof Error ? error.message : String(error)}` });
  }
}
