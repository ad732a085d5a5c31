import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { expireDueQuotes } from './expire-due-quotes';

/** Every night at 00:10, Brisbane time, just after a quote's last valid day has ended: mark it expired. */
export const expireQuotes = onSchedule({ schedule: 'every day 00:10', timeZone: 'Australia/Brisbane' }, async () => {
  const expired = await expireDueQuotes(new Date());
  logger.info(`Quote expiry: ${expired} quote(s) marked expired`);
});
