import { scheduledFunction } from './scheduled-function';

/** Every Sunday at 04:00, Brisbane time: version groups missing their `latest` (or out of step) get it. */
export const backfillLatestVersions = scheduledFunction('backfillLatestVersions');
