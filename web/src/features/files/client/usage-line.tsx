import Typography from '@mui/material/Typography';

import { NO_USAGE } from '@agency/common';

import { useUsage } from '@/lib/firestore/files';
import { usageSummary } from '@/lib/storage/usage-limits';

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
