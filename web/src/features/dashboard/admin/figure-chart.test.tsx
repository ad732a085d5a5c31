import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { type Bar, FigureChart } from './figure-chart';

const LEADS_BY_STATUS = ['New', 'Contacted', 'Qualified', 'Won', 'Lost'].map((label, index) => ({
  label,
  value: 4 - index,
}));

/** A figure's card once its lazily loaded chart has drawn its labels, and the chart's figure. */
async function showChart(bars: Bar[], title = 'Leads by status') {
  renderPage(<FigureChart title={title} summary="In words" bars={bars} category="Status" unit="Leads" />);
  const card = screen.getByRole('region', { name: title });
  const figure = within(card).getByRole('figure', { name: `Bar chart: ${title}` });
  await within(figure).findByText(bars[0]!.label, { selector: 'tspan' }, { timeout: 5000 });
  return { card, figure };
}

/** Where the chart drew each label: the translation of its tick. */
function tickPositions(figure: HTMLElement, labels: string[]) {
  return labels.map((label) => {
    const tick = within(figure).getByText(label, { selector: 'tspan' }).closest('g')!;
    const [, x, y] = /translate\(([-\d.]+),\s*([-\d.]+)\)/.exec(tick.getAttribute('transform') ?? '')!;
    return { x: Number(x), y: Number(y) };
  });
}

describe('FigureChart', () => {
  // The chart library is large: load it once, before the tests (the card loads it lazily), not inside the first.
  beforeAll(() => import('./bars'), 60_000);

  it('gives each of a few categories a line of its own, so no two labels can run together', async () => {
    const { figure } = await showChart(LEADS_BY_STATUS);
    const positions = tickPositions(
      figure,
      LEADS_BY_STATUS.map((bar) => bar.label),
    );
    expect(new Set(positions.map((position) => position.y)).size).toBe(LEADS_BY_STATUS.length);
  });

  it('is no keyboard stop of its own: its words and its table carry the figures', async () => {
    const { card, figure } = await showChart(LEADS_BY_STATUS);
    expect(figure.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    const table = within(card).getByRole('table', { name: 'Leads by status' });
    expect(within(table).getByRole('row', { name: 'Contacted 3' })).toBeTruthy();
  });
});
