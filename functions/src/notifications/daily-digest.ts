import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { sendDailyDigests } from './client-notifications';

/** Every morning at 7, Brisbane time: the digest of the day before, for clients who chose one. */
export const dailyDigest = onSchedule({ schedule: 'every day 07:00', timeZone: 'Australia/Brisbane' }, async () => {
  const sent = await sendDailyDigests(new Date());
  logger.info(`Daily digest: ${sent} mail(s) queued`);
});
