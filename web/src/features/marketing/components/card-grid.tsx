import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Columns from a breakpoint up; below the first one given, one column. */
export interface GridColumns {
  sm?: number;
  md?: number;
  lg?: number;
}

export interface CardGridProps {
  columns: GridColumns;
  /** A list of cards (`ul`, the default; `ol` when their order matters) or plain boxes (`div`). */
  component?: 'ul' | 'ol' | 'div';
  /** Gap between cards, in theme spacing units. */
  gap?: number;
  /** `li` elements for a list, any elements for a `div`; each stretches to its row's height. */
  children: ReactNode;
}

/**
 * Cards side by side in a responsive CSS grid. Plain CSS rather than MUI's Grid: the same layout without the
 * Grid's JavaScript on every page's first load.
 */
export function CardGrid({ columns, component = 'ul', gap = 3, children }: CardGridProps) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component={component}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', ...template },
        gap,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
