import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type MouseEvent, type ReactNode } from 'react';

import { visuallyHidden } from '@/components/visually-hidden';

export interface DataColumn<Row> {
  id: string;
  /** The column's header, and the figure's label on a phone's card. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The row's title: its row header in the table, the card's first line on a phone. One column per table. */
  title?: boolean;
  /** Sorted by its header: the order it is in now (false when another column orders the rows). */
  sort?: { direction: 'asc' | 'desc' | false; onSort: () => void };
  /** Styles for the column's cells in the table (a minimum width, no wrapping). */
  sx?: SxProps<Theme>;
}

export interface RowAction<Row> {
  /** The action column's header, read by screen readers only. */
  header: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  /** The table's (or on a phone the list's) accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  /** What each row offers (Review, Pay), in its last column, or at the foot of its card on a phone. */
  action?: RowAction<Row>;
  /** Shown instead of the table when there are no rows: an EmptyState. */
  empty?: ReactNode;
  /** A click on the row outside its own links and buttons (on a wide screen, where the row is a line). */
  onRowClick?: (row: Row) => void;
  /** Drawn in its own outlined box; off inside a card that is one already. */
  framed?: boolean;
  /** The table's width below which its container scrolls sideways (tablets; phones get cards). */
  minWidth?: number;
}

/**
 * A list of records with typed columns. From a tablet up it is a table (the title column is each row's header);
 * on a phone each row is a card with its title, every other figure under its label, and the row's action, so
 * nothing is cut off or hidden at 320 px.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!props.rows.length) return <>{props.empty ?? null}</>;
  return phone ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  action,
  onRowClick,
  framed = true,
  minWidth,
}: DataTableProps<Row>) {
  const click = (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
    // The row's own controls do their own thing.
    if ((event.target as HTMLElement).closest('a, button, input')) return;
    onRowClick?.(row);
  };
  const frame = framed ? { component: Paper, variant: 'outlined' as const } : {};
  return (
    <TableContainer {...frame}>
      <Table aria-label={label} size="small" sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={column.sx}
                sortDirection={column.sort ? column.sort.direction : undefined}
              >
                {column.sort ? (
                  <TableSortLabel
                    active={column.sort.direction !== false}
                    direction={column.sort.direction || 'asc'}
                    onClick={column.sort.onSort}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
            {action && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {action.header}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              onClick={onRowClick && ((event: MouseEvent<HTMLTableRowElement>) => click(event, row))}
              sx={onRowClick && { cursor: 'pointer' }}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  {...(column.title ? { component: 'th', scope: 'row' } : {})}
                  sx={[{ fontWeight: 'normal' }, ...(Array.isArray(column.sx) ? column.sx : [column.sx])]}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
              {action && <TableCell>{action.cell(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DataCards<Row>({ label, rows, rowKey, columns, action }: DataTableProps<Row>) {
  const title = columns.find((column) => column.title);
  const figures = columns.filter((column) => column !== title);
  const sortable = columns.filter((column) => column.sort);
  return (
    <>
      {sortable.length > 0 && <SortButtons columns={sortable} />}
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={rowKey(row)} sx={{ p: 2 }}>
            {title && <Box sx={{ fontWeight: 600, mb: 1 }}>{title.cell(row)}</Box>}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(5.5rem, max-content) minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              {figures.map((column) => (
                <Fragment key={column.id}>
                  <Typography component="dt" variant="body2" color="textSecondary">
                    {column.header}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {column.cell(row)}
                  </Typography>
                </Fragment>
              ))}
            </Box>
            {action && <Box sx={{ mt: 1.5 }}>{action.cell(row)}</Box>}
          </Paper>
        ))}
      </Stack>
    </>
  );
}

/** On a phone, where there are no column headers to press, the sortable columns as buttons above the cards. */
function SortButtons<Row>({ columns }: { columns: DataColumn<Row>[] }) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label="Sort by"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}
    >
      <Typography variant="body2" color="textSecondary" aria-hidden="true">
        Sort by
      </Typography>
      {columns.map(({ id, header, sort }) => {
        const direction = sort?.direction;
        const Arrow = direction === 'desc' ? ArrowDownwardIcon : ArrowUpwardIcon;
        return (
          <Button
            key={id}
            size="small"
            variant={direction ? 'contained' : 'outlined'}
            aria-pressed={Boolean(direction)}
            onClick={sort?.onSort}
            endIcon={direction ? <Arrow aria-hidden="true" /> : undefined}
            aria-label={direction ? `${header}, ${direction === 'asc' ? 'ascending' : 'descending'}` : header}
          >
            {header}
          </Button>
        );
      })}
    </Stack>
  );
}
