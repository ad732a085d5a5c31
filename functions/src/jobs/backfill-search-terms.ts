import { scheduledFunction } from './scheduled-function';

/** Every Sunday at 03:00, Brisbane time: clients and leads missing their search terms (or out of step) get them. */
export const backfillSearchTerms = scheduledFunction('backfillSearchTerms');
