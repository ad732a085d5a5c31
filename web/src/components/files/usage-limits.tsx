import Typography from '@mui/material/Typography';

import { NO_USAGE, USAGE_LIMITS, type UsageDocument } from '@agency/common';

import { useUsage } from '@/lib/firestore/files';

import { formatBytes } from './file-parts';

/**
 * What a client reads about their limits (common's USAGE_LIMITS, docs/decisions/024-usage-limits.md): how much they
 * use, and why a message or an upload was refused, in plain words instead of a permission error.
 */

/** "5 GB": the storage limit as the screens say it. */
const STORAGE_LIMIT_TEXT = `${USAGE_LIMITS.bytesStored / 1024 ** 3} GB`;

/** Why one more message would pass the day's limit; null when it would not. */
export function messageRefusal(usage: UsageDocument): string | null {
  if (usage.messagesToday < USAGE_LIMITS.messagesPerDay) return null;
  return `You have sent ${USAGE_LIMITS.messagesPerDay} messages today, the most we take in a day. You can send more tomorrow; if it is urgent, please call us.`;
}

/**
 * Why one more upload of `size` bytes would pass a limit, as the end of a sentence that starts with the file's name
 * ("brief.pdf was not uploaded: …"); null when it would not.
 */
export function uploadRefusal(usage: UsageDocument, size: number): string | null {
  if (usage.filesToday >= USAGE_LIMITS.filesPerDay) {
    return `was not uploaded: you have uploaded ${USAGE_LIMITS.filesPerDay} files today, the most we take in a day. You can upload more tomorrow`;
  }
  if (usage.bytesStored + size > USAGE_LIMITS.bytesStored) {
    return `was not uploaded: it would take your files past your ${STORAGE_LIMIT_TEXT} of storage (${formatBytes(usage.bytesStored)} used). Delete files you no longer need to make room`;
  }
  return null;
}

/** One line for the Files page: what the client's uploads use of the limits. */
export function usageSummary(usage: UsageDocument): string {
  return `Your files use ${formatBytes(usage.bytesStored)} of ${STORAGE_LIMIT_TEXT}. Today: ${usage.filesToday} of ${USAGE_LIMITS.filesPerDay} uploads and ${usage.messagesToday} of ${USAGE_LIMITS.messagesPerDay} messages.`;
}

/** The usage line of a client's Files page, live; nothing until it has loaded. */
export function UsageLine({ clientId }: { clientId: string }) {
  const usage = useUsage(clientId, 'card');
  const counted = usage.status === 'ready' ? usage.data : usage.status === 'missing' ? NO_USAGE : null;
  if (!counted) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="usage-line">
      {usageSummary(counted)}
    </Typography>
  );
}
