import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import { formatCents, type PricedLineItem } from '@agency/common';

interface PricedQuote {
  lineItems: PricedLineItem[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  gstRegistered: boolean;
}

/**
 * A quote's lines with each one's GST, then the subtotal, GST and total (no GST columns when none is charged). On a
 * phone each line is one row of what and how much, with its quantity, unit price and GST beneath the description,
 * so every amount is on screen without scrolling sideways.
 */
export function QuoteLinesTable({ quote, label = 'Quote lines' }: { quote: PricedQuote; label?: string }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const gst = quote.gstRegistered;
  if (narrow) return <NarrowLinesTable quote={quote} label={label} />;
  const columns = gst ? 5 : 4;
  return (
    // On a phone the table scrolls sideways: focusable, so a keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">{gst ? 'Amount excl. GST' : 'Amount'}</TableCell>
            {gst && <TableCell align="right">GST</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lineItems.map((line, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
                {line.description}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatCents(line.unitPriceCents)}</TableCell>
              <TableCell align="right">{formatCents(line.exGstCents)}</TableCell>
              {gst && <TableCell align="right">{formatCents(line.gstCents)}</TableCell>}
            </TableRow>
          ))}
          {gst && (
            <>
              <TotalRow label="Subtotal (excl. GST)" cents={quote.subtotalCents} columns={columns} />
              <TotalRow label="GST" cents={quote.gstCents} columns={columns} />
            </>
          )}
          <TotalRow label={gst ? 'Total (incl. GST)' : 'Total'} cents={quote.totalCents} columns={columns} strong />
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function NarrowLinesTable({ quote, label }: { quote: PricedQuote; label: string }) {
  const gst = quote.gstRegistered;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Description</TableCell>
          <TableCell align="right">{gst ? 'Excl. GST' : 'Amount'}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.lineItems.map((line, index) => (
          <TableRow key={index}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 'normal' }}>
              {line.description}
              <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                {line.quantity} × {formatCents(line.unitPriceCents)}
                {gst && ` · GST ${formatCents(line.gstCents)}`}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatCents(line.exGstCents)}
            </TableCell>
          </TableRow>
        ))}
        {gst && (
          <>
            <TotalRow label="Subtotal (excl. GST)" cents={quote.subtotalCents} columns={2} />
            <TotalRow label="GST" cents={quote.gstCents} columns={2} />
          </>
        )}
        <TotalRow label={gst ? 'Total (incl. GST)' : 'Total'} cents={quote.totalCents} columns={2} strong />
      </TableBody>
    </Table>
  );
}

function TotalRow({
  label,
  cents,
  columns,
  strong,
}: {
  label: string;
  cents: number;
  columns: number;
  strong?: boolean;
}) {
  const weight = strong ? 600 : 'normal';
  return (
    <TableRow>
      <TableCell component="th" scope="row" colSpan={columns - 1} align="right" sx={{ fontWeight: weight }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: weight, whiteSpace: 'nowrap' }}>
        {formatCents(cents)}
      </TableCell>
    </TableRow>
  );
}
