import { scheduledFunction } from './scheduled-function';

/** Every Sunday at 03:30, Brisbane time: documents missing their client's names (or out of step) get them. */
export const backfillClientNames = scheduledFunction('backfillClientNames');
