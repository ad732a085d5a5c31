import Button from '@mui/material/Button';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { stubMatchMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

import { type DataColumn, DataTable } from './data-table';
import { EmptyState } from './empty-state';

interface Invoice {
  id: string;
  number: string;
  client: string;
  total: string;
  due: string;
}

const ROWS: Invoice[] = [
  { id: 'a', number: 'INV-1', client: 'Alice Nguyen', total: '$1,100.00', due: '$1,100.00' },
  { id: 'b', number: 'INV-2', client: 'Bob Smith', total: '$550.00', due: '$0.00' },
];

const onSort = vi.fn();
const COLUMNS: DataColumn<Invoice>[] = [
  { id: 'number', header: 'Number', title: true, cell: (row) => <a href={`/invoices/${row.id}`}>{row.number}</a> },
  { id: 'client', header: 'Client', cell: (row) => row.client, sort: { direction: 'asc', onSort } },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => row.total },
  { id: 'due', header: 'Amount due', align: 'right', cell: (row) => row.due },
];

const ACTION = {
  header: 'Action',
  cell: (row: Invoice) => <Button aria-label={`Pay invoice ${row.number}`}>Pay</Button>,
};

const phone = () => stubMatchMedia((query) => query.includes('max-width'));
const desktop = () => stubMatchMedia(() => false);

function renderInvoices(rows = ROWS, onRowClick?: (row: Invoice) => void) {
  return renderPage(
    <DataTable
      label="Invoices"
      rows={rows}
      rowKey={(row) => row.id}
      columns={COLUMNS}
      action={ACTION}
      onRowClick={onRowClick}
      empty={
        <EmptyState action={<Button>New invoice</Button>}>No invoices yet: start one with New invoice.</EmptyState>
      }
    />,
  );
}

describe('DataTable on a wide screen', () => {
  it('is a table named by its label, with a header per column, each row headed by its title', () => {
    desktop();
    renderInvoices();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number', 'Client', 'Total', 'Amount due', 'Action']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['INV-1', 'INV-2']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Alice Nguyen', '$1,100.00', '$1,100.00', 'Pay']);
    expect(within(first).getAllByRole('cell')[1]!.className).toContain('alignRight');
    expect(screen.getByRole('button', { name: 'Pay invoice INV-1' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says how a sortable column is ordered and sorts by it when its header is pressed', () => {
    desktop();
    renderInvoices();
    const header = screen.getByRole('columnheader', { name: 'Client' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    onSort.mockClear();
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('opens a row clicked outside its controls, and leaves its controls to themselves', () => {
    desktop();
    const open = vi.fn();
    renderInvoices(ROWS, open);
    fireEvent.click(screen.getByRole('cell', { name: 'Bob Smith' }));
    expect(open).toHaveBeenCalledWith(ROWS[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Pay invoice INV-1' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable on a phone', () => {
  it('is a list of cards, each with its title, every figure under its label, and its action', () => {
    phone();
    renderInvoices();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const alice = cards[0]!;
    expect(within(alice).getByRole('link', { name: 'INV-1' })).toBeTruthy();
    const labels = within(alice)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const figures = within(alice)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(Object.fromEntries(labels.map((label, index) => [label, figures[index]]))).toEqual({
      Client: 'Alice Nguyen',
      Total: '$1,100.00',
      'Amount due': '$1,100.00',
    });
    expect(within(alice).getByRole('button', { name: 'Pay invoice INV-1' })).toBeTruthy();
  });

  it('offers the sortable columns as buttons, saying which orders the cards', () => {
    phone();
    renderInvoices();
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    const client = within(sortBy).getByRole('button', { name: 'Client, ascending' });
    expect(client.getAttribute('aria-pressed')).toBe('true');
    onSort.mockClear();
    fireEvent.click(client);
    expect(onSort).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable with no rows', () => {
  it.each([
    ['a wide screen', desktop],
    ['a phone', phone],
  ])('on %s shows its empty state, saying what to do next, and no table', (_, size) => {
    size();
    renderInvoices([]);
    expect(screen.getByText('No invoices yet: start one with New invoice.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
