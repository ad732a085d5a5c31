import { BarChart } from '@mui/x-charts/BarChart';

import type { Bar } from './figure-chart';

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
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (value: number) => axisFormat(value), width: axisFormat === String ? 32 : 56 }]}
      series={[{ data: bars.map((bar) => bar.value), label: unit, valueFormatter: (value) => format(value ?? 0) }]}
      hideLegend
      skipAnimation
      margin={{ left: 4, right: 8, top: 8, bottom: 4 }}
    />
  );
}
