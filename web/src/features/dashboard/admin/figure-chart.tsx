import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useId } from 'react';

import { visuallyHidden } from '@/components/visually-hidden';

const Bars = lazy(() => import('./bars'));

/** The chart's height, known before its module arrives so the card does not jump. */
const CHART_HEIGHT = 220;

export interface Bar {
  label: string;
  value: number;
}

/**
 * One figure as a card: its heading, what it says in words (seen by everyone), a bar chart, and the same numbers
 * as a table for screen readers (the chart's SVG is named and described, but its bars are not read out one by one).
 */
export function FigureChart({
  title,
  summary,
  bars,
  category,
  unit,
  format = String,
  axisFormat = format,
}: {
  title: string;
  /** The figure in words, shown under the heading. */
  summary: ReactNode;
  bars: Bar[];
  /** What each bar is, for the table's first column ("Week", "Status"). */
  category: string;
  /** What the numbers count, for the table's header and the chart's description ("Leads", "Amount"). */
  unit: string;
  format?: (value: number) => string;
  /** The value axis's labels, shorter where `format` is long ("$100K" rather than "$100,000.00"). */
  axisFormat?: (value: number) => string;
}) {
  const headingId = useId();
  const descriptionId = useId();
  const description = `${title}: ${bars.map((bar) => `${bar.label} ${format(bar.value)}`).join(', ')}.`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="textSecondary" variant="body2" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {/* The chart's own container has role="none", which may not carry a name (axe): the figure around it does. */}
      <Box role="figure" aria-label={`Bar chart: ${title}`} aria-describedby={descriptionId}>
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {description}
        </Box>
        <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
          <Bars bars={bars} height={CHART_HEIGHT} unit={unit} format={format} axisFormat={axisFormat} />
        </Suspense>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{category}</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
