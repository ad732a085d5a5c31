import Typography from '@mui/material/Typography';

import { INDUSTRIES, optionLabel } from '@agency/common';

import { formatAustralianDateTime } from '@/lib/dates';
import type { Lead } from '@/lib/firestore/leads';

/** The industry and when the lead arrived (Queensland time), as the list and the board show them. */
export function LeadMeta({ lead }: { lead: Lead }) {
  return (
    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
      {optionLabel(INDUSTRIES, lead.industry)} ·{' '}
      <time dateTime={lead.createdAt.toISOString()}>{formatAustralianDateTime(lead.createdAt)}</time>
    </Typography>
  );
}

/** The start of the message on one or two lines. */
export function MessageExcerpt({ lead, lines = 2 }: { lead: Lead; lines?: number }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {lead.message}
    </Typography>
  );
}
