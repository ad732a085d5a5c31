import { scheduledFunction } from '../jobs/scheduled-function';

/** Every morning at 7, Brisbane time: the digest of the day before (functions/src/jobs/scheduled-jobs.ts). */
export const dailyDigest = scheduledFunction('dailyDigest');
