import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A `[label, value]` pair of a details list. */
export type DetailRow = [label: string, value: ReactNode];

/**
 * Label and value pairs as a description list (`dl`), labels in a column `labelWidth` wide on wider screens and
 * above their values on a phone.
 */
export function DetailsList({
  rows,
  labelWidth = '11rem',
  sx,
}: {
  rows: DetailRow[];
  labelWidth?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `${labelWidth} 1fr` },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 600 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
