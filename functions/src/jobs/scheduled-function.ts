import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { SCHEDULED_JOBS, type ScheduledJobName } from './scheduled-jobs';

/**
 * The scheduled function of a job in SCHEDULED_JOBS, on Brisbane time, with the most time an event function may
 * have (the backfills walk whole collections at 10,000 clients; each page commits whole, so a run cut short is
 * finished by the next).
 */
export const scheduledFunction = (name: ScheduledJobName) =>
  onSchedule(
    { schedule: SCHEDULED_JOBS[name].schedule, timeZone: 'Australia/Brisbane', timeoutSeconds: 540 },
    async () => {
      logger.info(await SCHEDULED_JOBS[name].run(new Date()));
    },
  );
