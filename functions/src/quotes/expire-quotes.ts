import { scheduledFunction } from '../jobs/scheduled-function';

/** Every night at 00:10, Brisbane time: sent quotes past their last valid day are marked expired. */
export const expireQuotes = scheduledFunction('expireQuotes');
