import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

import { formatCents, LEAD_STATUS_LABELS, LEAD_STATUSES, PROJECT_STATUS_LABELS } from '@agency/common';

import { When } from '@/components/when';
import { ACTIVE_PROJECT_STATUSES, type Figures, weekLabel } from '@/lib/firestore/figures';

import { FigureChart } from './figure-chart';
import type { FiguresState } from './use-figures';

// Whole dollars, shortened: 100000 cents → "$1K" (the exact amounts are in the words and the table).
const compactDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  notation: 'compact',
});
const axisDollars = (cents: number) => compactDollars.format(cents / 100);

/** Every figure's card, and its skeleton while counting. */
const FIGURE_CARD_SIZE = { xs: 12, md: 6, lg: 4 } as const;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The figures, each a card with a chart and its numbers in words; counted by the server (use-figures.ts). */
export function FiguresSection({ state, onRefresh }: { state: FiguresState; onRefresh: () => void }) {
  const headingId = useId();
  const figures = state.status === 'loading' ? null : state.figures;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
      >
        <Box>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            Figures
          </Typography>
          {figures && (
            <Typography variant="body2" color="textSecondary" aria-live="polite">
              {state.status === 'ready' && state.refreshing ? (
                'Counting...'
              ) : (
                <>
                  Counted at <When date={figures.at} format="time" />; {figures.quarter.label} is this quarter.
                </>
              )}
            </Typography>
          )}
        </Box>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          // Never disabled: a click while counting only counts again (cheap), and a button that greys out and back
          // on every recount would flicker.
          onClick={onRefresh}
        >
          Refresh
        </Button>
      </Stack>
      {state.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRefresh}>
              Try again
            </Button>
          }
        >
          The figures could not be counted{figures ? ' again; these are from before' : ''}. Check your connection, then
          try again.
        </Alert>
      )}
      {figures ? (
        <FigureCards figures={figures} />
      ) : state.status === 'loading' ? (
        <Grid container spacing={2} role="status" aria-label="Counting the figures">
          {Array.from({ length: 6 }, (_, card) => (
            <Grid key={card} size={FIGURE_CARD_SIZE}>
              <Skeleton variant="rounded" height={300} />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </Box>
  );
}

function FigureCards({ figures }: { figures: Figures }) {
  const weeks = figures.leadsPerWeek;
  const leadsInWeeks = weeks.reduce((total, week) => total + week.count, 0);
  const thisWeek = weeks.at(-1)?.count ?? 0;
  const activeProjects = ACTIVE_PROJECT_STATUSES.reduce((total, status) => total + figures.projectsByStatus[status], 0);
  const { quotesSent: sent, quotesAccepted: accepted, invoiced, overdue } = figures;
  // Six cards of one size, in one, two or three columns: every row is full at every width, none left alone.
  const card = (node: ReactNode) => <Grid size={FIGURE_CARD_SIZE}>{node}</Grid>;
  return (
    <Grid container spacing={2}>
      {card(
        <FigureChart
          title="New leads per week"
          summary={`This week: ${plural(thisWeek, 'new lead')}; ${plural(leadsInWeeks, 'lead')} in the last 12 weeks.`}
          bars={weeks.map((week) => ({ label: weekLabel(week.monday), value: week.count }))}
          category="Week starting"
          unit="New leads"
        />,
      )}
      {card(
        <FigureChart
          title="Leads by status"
          summary={LEAD_STATUSES.map((status) => `${LEAD_STATUS_LABELS[status]} ${figures.leadsByStatus[status]}`).join(
            ' · ',
          )}
          bars={LEAD_STATUSES.map((status) => ({
            label: LEAD_STATUS_LABELS[status],
            value: figures.leadsByStatus[status],
          }))}
          category="Status"
          unit="Leads"
        />,
      )}
      {card(
        <FigureChart
          title="Active projects by status"
          summary={`${plural(activeProjects, 'active project')}: ${ACTIVE_PROJECT_STATUSES.map(
            (status) => `${PROJECT_STATUS_LABELS[status]} ${figures.projectsByStatus[status]}`,
          ).join(' · ')}`}
          bars={ACTIVE_PROJECT_STATUSES.map((status) => ({
            label: PROJECT_STATUS_LABELS[status],
            value: figures.projectsByStatus[status],
          }))}
          category="Status"
          unit="Projects"
        />,
      )}
      {card(
        <FigureChart
          title="Quotes this quarter"
          // Accepted counts the acceptances of this quarter, whenever their quotes were sent: it can exceed Sent.
          summary={`Sent: ${plural(sent.count, 'quote')}, ${formatCents(sent.valueCents)}. Accepted: ${plural(
            accepted.count,
            'quote',
          )}, ${formatCents(accepted.valueCents)}, whenever sent.`}
          bars={[
            { label: 'Sent', value: sent.valueCents },
            { label: 'Accepted', value: accepted.valueCents },
          ]}
          category="Quotes"
          unit="Value"
          format={formatCents}
          axisFormat={axisDollars}
        />,
      )}
      {card(
        <FigureChart
          title="Invoiced this quarter"
          summary={`Invoiced ${formatCents(invoiced.totalCents)} · Paid ${formatCents(invoiced.paidCents)} · Outstanding ${formatCents(invoiced.outstandingCents)} (${plural(invoiced.count, 'invoice')}, void ones left out)`}
          bars={[
            { label: 'Invoiced', value: invoiced.totalCents },
            { label: 'Paid', value: invoiced.paidCents },
            { label: 'Outstanding', value: invoiced.outstandingCents },
          ]}
          category="Amount"
          unit="Dollars"
          format={formatCents}
          axisFormat={axisDollars}
        />,
      )}
      {card(<OverdueFigure overdue={overdue} />)}
    </Grid>
  );
}

function OverdueFigure({ overdue }: { overdue: Figures['overdue'] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Overdue total
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 600, my: 1 }} color={overdue.valueCents ? 'error' : undefined}>
        {formatCents(overdue.valueCents)}
      </Typography>
      <Typography color="textSecondary" variant="body2">
        Still owed on {plural(overdue.count, 'overdue invoice')}.
      </Typography>
    </Paper>
  );
}
