import Typography from '@mui/material/Typography';
import { useFirestore } from 'reactfire';

import { NO_USAGE } from '@agency/common';

import { usageRef } from '@/lib/firestore/files';
import { useLiveDoc } from '@/lib/firestore/live-doc';
import { usageSummary } from '@/lib/storage/usage-limits';

/** The usage line of a client's Files page, live; nothing until it has loaded. */
export function UsageLine({ clientId }: { clientId: string }) {
  const db = useFirestore();
  const usage = useLiveDoc(clientId ? usageRef(db, clientId) : null);
  const counted = usage.status === 'ready' ? usage.data : usage.status === 'missing' ? NO_USAGE : null;
  if (!counted) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="usage-line">
      {usageSummary(counted)}
    </Typography>
  );
}
