import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

import type { Bar } from './figure-chart';

/** Up to this many categories (statuses, amounts) are drawn as rows, each labelled; more (weeks) as columns. */
const MAX_ROWS = 6;

/**
 * The chart library's bar chart, in a module of its own: it is most of the dashboard's weight (about 90 KB gzip), so
 * figure-chart.tsx loads it lazily and the rest of the dashboard never waits for it.
 *
 * A few categories are drawn as horizontal bars: each label has a line of its own, so on a phone "Contacted" and
 * "Qualified" can never run together as they did side by side under columns. Twelve weeks stay columns in time
 * order, and a week's label is left out where it would touch the one before (the table beside it has them all).
 *
 * The chart is not a keyboard stop (`disableKeyboardNavigation`): the library's stop had no name and no visible
 * focus, and announced nothing as the arrows moved along the bars, while the figure's words and table already
 * give every number to the keyboard and to screen readers.
 */
export default function Bars({
  bars,
  height,
  unit,
  format,
  axisFormat,
}: {
  bars: Bar[];
  height: number;
  unit: string;
  format: (value: number) => string;
  axisFormat: (value: number) => string;
}) {
  const theme = useTheme();
  const rows = bars.length <= MAX_ROWS;
  const categories = {
    scaleType: 'band' as const,
    data: bars.map((bar) => bar.label),
    tickLabelStyle: { fontSize: 11 },
  };
  // Counts and cents are whole numbers: no tick at 0.5.
  const values = { valueFormatter: (value: number) => axisFormat(value), tickMinStep: 1 };
  return (
    <BarChart
      height={height}
      layout={rows ? 'horizontal' : 'vertical'}
      xAxis={[rows ? { ...values, tickLabelStyle: { fontSize: 11 } } : { ...categories, tickLabelInterval: 'auto' }]}
      yAxis={[rows ? { ...categories, width: 'auto' } : { ...values, width: axisFormat === String ? 32 : 56 }]}
      series={[
        {
          data: bars.map((bar) => bar.value),
          label: unit,
          valueFormatter: (value) => format(value ?? 0),
          color: theme.palette.primary.main,
        },
      ]}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
    />
  );
}
