import { scheduledFunction } from './scheduled-function';

/** Every hour, Brisbane time: abandoned uploads removed, lost assessment runs marked failed. */
export const sweepUnfinished = scheduledFunction('sweepUnfinished');
