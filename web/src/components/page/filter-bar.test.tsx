import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('holds the filters it is given, whatever they are, in one named search landmark', () => {
    const onSearch = vi.fn();
    renderPage(
      <FilterBar label="Find quotes" summary="3 of 12 quotes">
        <TextField label="Search quotes" onChange={(event) => onSearch(event.target.value)} />
        <Autocomplete
          options={['Alice Nguyen', 'Bob Smith']}
          renderInput={(params) => <TextField {...params} label="Client" />}
        />
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Find quotes' });
    fireEvent.change(within(bar).getByRole('textbox', { name: 'Search quotes' }), { target: { value: 'web' } });
    expect(onSearch).toHaveBeenCalledWith('web');
    expect(within(bar).getByRole('combobox', { name: 'Client' })).toBeTruthy();
    expect(within(bar).getByRole('status').textContent).toBe('3 of 12 quotes');
  });

  it('offers Clear filters only while a filter is set', () => {
    const clear = vi.fn();
    const { rerender } = renderPage(
      <FilterBar label="Find quotes" onClear={clear} filtered={false}>
        <TextField label="Search quotes" />
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    rerender(
      <FilterBar label="Find quotes" onClear={clear} filtered>
        <TextField label="Search quotes" />
      </FilterBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
