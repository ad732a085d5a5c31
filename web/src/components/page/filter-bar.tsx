import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface FilterBarProps {
  /** The search landmark's name ("Find quotes"). */
  label: string;
  /** The filters, laid out as given: a text field, a select, a picker. */
  children: ReactNode;
  /** A line under the filters (a switch, a hint). */
  footer?: ReactNode;
  /** What the filters found ("3 of 12 clients"), read out as it changes. */
  summary?: ReactNode;
  /** Offers "Clear filters" while any filter is set. */
  onClear?: () => void;
  filtered?: boolean;
}

/**
 * The filters above a list, in one search landmark: side by side from a tablet up, sharing the row; one under the
 * other on a phone. It lays out what it is given and leaves each filter's own workings alone.
 */
export function FilterBar({ label, children, footer, summary, onClear, filtered = false }: FilterBarProps) {
  return (
    <Paper variant="outlined" role="search" aria-label={label} sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={2}
        sx={{
          flexWrap: 'wrap',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          // Each filter takes an equal share of the row, never narrower than its label needs.
          '& > .MuiFormControl-root, & > .MuiAutocomplete-root': { flex: { sm: '1 1 200px' }, minWidth: 0 },
        }}
      >
        {children}
        {onClear && filtered && (
          <Button onClick={onClear} sx={{ alignSelf: { sm: 'center' } }}>
            Clear filters
          </Button>
        )}
        {summary && (
          <Stack role="status" sx={{ alignSelf: { sm: 'center' }, ml: { sm: 'auto' }, color: 'text.secondary' }}>
            {summary}
          </Stack>
        )}
      </Stack>
      {footer}
    </Paper>
  );
}
