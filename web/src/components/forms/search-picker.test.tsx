import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { type PickerOption, SearchPicker } from './search-picker';

const ALICE: PickerOption = { id: 'alice', label: 'Alice Green (Green Roots) · alice@example.com' };
const ALAN: PickerOption = { id: 'alan', label: 'Alan Grey · alan@example.com' };
const PEOPLE = [ALICE, ALAN];

/** A search as the server answers it: nothing under two letters, else the labels starting with the text. */
const searchPeople = async (text: string) =>
  text.trim().length < 2 ? null : PEOPLE.filter((person) => person.label.toLowerCase().startsWith(text.toLowerCase()));
const lookupPerson = async (id: string) => PEOPLE.find((person) => person.id === id) ?? null;

function Harness({
  initial = '',
  search = searchPeople,
  lookup = lookupPerson,
}: {
  initial?: string;
  search?: (text: string) => Promise<PickerOption[] | null>;
  lookup?: (id: string) => Promise<PickerOption | null>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchPicker
        id="client"
        label="Client"
        value={value}
        onChange={setValue}
        search={search}
        lookup={lookup}
        noun="clients"
      />
      <output aria-label="Chosen">{value || 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Client' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('SearchPicker', () => {
  it('is a labelled combobox that says what to do before anything is typed', async () => {
    render(<Harness />);
    fireEvent.mouseDown(field());
    expect(await screen.findByText('Type to search')).toBeTruthy();
  });

  it('asks once typing pauses, and a person chooses with the arrow keys and Enter', async () => {
    const search = vi.fn(searchPeople);
    render(<Harness search={search} />);
    field().focus();
    type('a');
    type('al');
    type('ali');
    expect(await screen.findByRole('option', { name: /Alice Green/ })).toBeTruthy();
    expect(search.mock.calls.map(([text]) => text)).toEqual(['ali']);

    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('alice');
    expect((field() as HTMLInputElement).value).toBe(ALICE.label);
  });

  it('says so when nothing matches, and asks nothing for one letter', async () => {
    const search = vi.fn(searchPeople);
    render(<Harness search={search} />);
    field().focus();
    type('zz');
    expect(await screen.findByText('No matching clients')).toBeTruthy();
    type('z');
    expect(await screen.findByText('Type to search')).toBeTruthy();
  });

  it('shows the chosen option of a link by reading it alone, and clearing it chooses nothing', async () => {
    const search = vi.fn(searchPeople);
    render(<Harness initial="alan" search={search} />);
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe(ALAN.label));
    expect(search).not.toHaveBeenCalled();

    field().focus();
    type('');
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('none');
  });

  it('shows a failed search under the field', async () => {
    render(<Harness search={() => Promise.reject(new Error('The network is down'))} />);
    field().focus();
    type('al');
    expect((await screen.findByText(/^Could not search clients: /)).id).toBe(field().getAttribute('aria-describedby'));
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });
});
