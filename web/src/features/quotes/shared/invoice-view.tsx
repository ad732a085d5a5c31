import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { invoiceDisplayStatus, invoiceHeading } from '@agency/common';

import { visuallyHidden } from '@/components/visually-hidden';
import { When } from '@/components/when';
import { InvoiceStatusChip } from '@/features/quotes/shared/status-chips';

import {
  buyerLines,
  invoiceFacts,
  type InvoiceLike,
  invoiceStandingText,
  lineColumns,
  lineRows,
  sellerLines,
  totalRows,
} from './invoice-content';

type HeadingLevel = 1 | 2 | 3;
const tag = (level: number) => `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';

/**
 * An invoice as its client reads it (the payment page), in the client's status words: "Tax invoice" (or
 * "Invoice" when the agency is not registered for GST), number and dates, who it is from and to (the snapshots
 * taken at issue, never today's profile), the lines, the totals and where it stands. `headingLevel` is the level
 * of its own heading, so it fits under whatever page holds it.
 */
export function InvoiceView({
  invoice,
  now,
  headingLevel = 2,
  actions,
}: {
  invoice: InvoiceLike;
  now: Date;
  headingLevel?: HeadingLevel;
  /** Buttons beside the heading (Download PDF). */
  actions?: ReactNode;
}) {
  const heading = invoiceHeading(invoice.gstRegistered);
  const standing = invoiceDisplayStatus(invoice, now);
  const sub = tag(headingLevel + 1) as 'h2' | 'h3' | 'h4';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${heading} ${invoice.number}`}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography component={tag(headingLevel)} variant="h4" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' } }}>
              {heading}
            </Typography>
            <InvoiceStatusChip invoice={invoice} reader="client" now={now} />
          </Stack>
          <Typography color="textSecondary">{invoice.title}</Typography>
        </div>
        {actions}
      </Stack>

      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {invoiceFacts(invoice).map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {label === 'Invoice number' ? (
                value
              ) : (
                <When date={label === 'Issue date' ? invoice.issuedAt : invoice.dueAt} format="day" />
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        sx={{ mt: 1.5, fontWeight: standing === 'overdue' || standing === 'void' ? 600 : undefined }}
        data-testid="invoice-standing"
      >
        {invoiceStandingText(invoice, now)}
      </Typography>

      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Party heading="From" component={sub} lines={sellerLines(invoice)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {/* The ATO asks a tax invoice of $1,000 or more to identify the buyer; we show the buyer on every one. */}
          <Party heading="To" component={sub} lines={buyerLines(invoice)} />
        </Grid>
      </Grid>

      {/* Focusable, so the lines can be scrolled sideways by keyboard where the screen is narrow. */}
      <TableContainer tabIndex={0} role="region" aria-label={`Lines of ${invoice.number}`} sx={{ mt: 3 }}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            Lines of {invoice.number}
          </Box>
          <TableHead>
            <TableRow>
              {lineColumns(invoice).map(({ label, numeric }) => (
                <TableCell key={label} align={numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lineRows(invoice).map((cells, row) => (
              <TableRow key={row}>
                {cells.map((cell, column) =>
                  column === 0 ? (
                    <TableCell key={column} component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Box
        component="dl"
        aria-label="Totals"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr max-content',
          columnGap: 3,
          rowGap: 0.5,
          ml: 'auto',
          mt: 2,
          mb: 0,
          maxWidth: 360,
        }}
      >
        {totalRows(invoice).map(({ label, value }, index, rows) => {
          const last = index === rows.length - 1;
          return (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: last ? 700 : 400 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: last ? 700 : 400 }}>
                {value}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function Party({ heading, component, lines }: { heading: string; component: 'h2' | 'h3' | 'h4'; lines: string[] }) {
  return (
    <section aria-label={heading}>
      <Typography component={component} variant="h6" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {heading}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </section>
  );
}
