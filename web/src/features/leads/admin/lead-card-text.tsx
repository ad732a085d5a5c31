import Typography from '@mui/material/Typography';

import { calendarDayOf, formatAud, formatDay, INDUSTRIES, leadEnquiries, optionLabel } from '@agency/common';

import { When } from '@/components/when';
import type { Lead } from '@/lib/firestore/leads';

/**
 * The industry and when the lead arrived: in full in the list; on the board's narrow cards, a recent moment (the full
 * moment is the element's title and the lead's details). Then, until the lead is opened, when its sender wrote again.
 */
export function LeadMeta({ lead, short = false }: { lead: Lead; short?: boolean }) {
  return (
    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
      {optionLabel(INDUSTRIES, lead.industry)} · <When date={lead.createdAt} format={short ? 'recent' : 'moment'} />
      {lead.enquiryUnreadAt && (
        <>
          {' · '}
          <Typography component="strong" variant="inherit" color="primary" sx={{ fontWeight: 600 }}>
            wrote again <When date={lead.enquiryUnreadAt} format="recent" />
          </Typography>
        </>
      )}
    </Typography>
  );
}

/** The start of the newest enquiry's message (the lead's first, until another joins) on one or two lines. */
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
      {leadEnquiries(lead, lead.id).at(-1)?.message ?? lead.message}
    </Typography>
  );
}

/**
 * What the agency plans for the lead, when it has set either: what it is worth (the board's column totals are their
 * sum) and the day to follow it up, marked once that day has come.
 */
export function LeadPlanLine({ lead, today = calendarDayOf(new Date()) }: { lead: Lead; today?: string }) {
  const { estimatedValueCents: value, followUpDate: followUp } = lead;
  if (value == null && !followUp) return null;
  const due = Boolean(followUp && followUp <= today);
  const words = due ? 'follow-up due' : 'follow up';
  return (
    <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
      {value != null && `Worth ${formatAud(value / 100)}`}
      {value != null && followUp && ' · '}
      {followUp && (
        <Typography
          component={due ? 'strong' : 'span'}
          variant="inherit"
          color={due ? 'warning.dark' : 'inherit'}
          sx={due ? { fontWeight: 600 } : undefined}
        >
          {value == null ? words[0]!.toUpperCase() + words.slice(1) : words} {formatDay(followUp)}
        </Typography>
      )}
    </Typography>
  );
}
