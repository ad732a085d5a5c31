import Typography from '@mui/material/Typography';

import { INDUSTRIES, optionLabel } from '@agency/common';

import { formatAustralianDateTime, formatRecent } from '@/lib/dates';
import type { Lead } from '@/lib/firestore/leads';

/**
 * The industry and when the lead arrived (Queensland time): in full in the list; on the board's narrow cards, a
 * time today or else a date (the full time is the element's title and the lead's details).
 */
export function LeadMeta({ lead, short = false }: { lead: Lead; short?: boolean }) {
  const when = formatAustralianDateTime(lead.createdAt);
  return (
    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
      {optionLabel(INDUSTRIES, lead.industry)} ·{' '}
      <time dateTime={lead.createdAt.toISOString()} title={short ? when : undefined}>
        {short ? formatRecent(lead.createdAt) : when}
      </time>
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
