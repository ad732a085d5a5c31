import { scheduledFunction } from '../jobs/scheduled-function';

/** Every night at midnight, Brisbane time: each client's day of messages and uploads starts again at 0. */
export const resetDailyUsage = scheduledFunction('resetDailyUsage');
