import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { SCHEDULED_JOBS, type ScheduledJobName } from './scheduled-jobs';

/** The scheduled function of a job in SCHEDULED_JOBS, on Brisbane time. */
export const scheduledFunction = (name: ScheduledJobName) =>
  onSchedule({ schedule: SCHEDULED_JOBS[name].schedule, timeZone: 'Australia/Brisbane' }, async () => {
    logger.info(await SCHEDULED_JOBS[name].run(new Date()));
  });
