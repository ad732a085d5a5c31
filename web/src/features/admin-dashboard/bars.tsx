import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

import type { Bar } from './figure-chart';

const MAX_ALWAYS_LABELLED = 6;

/**
 * The chart library's bar chart, in a module of its own: it is most of the dashboard's weight (about 90 KB gzip), so
 * figure-chart.tsx loads it lazily and the rest of the dashboard never waits for it.
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
  return (
    <BarChart
      height={height}
      xAxis={[
        {
          scaleType: 'band',
          data: bars.map((bar) => bar.label),
          tickLabelStyle: { fontSize: 11 },
          // A few categories (statuses) all keep their labels; twelve weeks may drop some where they would overlap.
          tickLabelInterval: bars.length <= MAX_ALWAYS_LABELLED ? () => true : 'auto',
        },
      ]}
      // Counts and cents are whole numbers: no tick at 0.5.
      yAxis={[
        {
          valueFormatter: (value: number) => axisFormat(value),
          width: axisFormat === String ? 32 : 56,
          tickMinStep: 1,
        },
      ]}
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
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
    />
  );
}
