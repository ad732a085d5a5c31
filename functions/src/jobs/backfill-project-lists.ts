import { scheduledFunction } from './scheduled-function';

/** Every Sunday at 03:45, Brisbane time: projects missing their search terms or due day (or out of step) get them. */
export const backfillProjectLists = scheduledFunction('backfillProjectLists');
