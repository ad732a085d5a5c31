import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Found } from '@/lib/firestore/find-anything';
import { renderPage } from '@/test/render-page';

// What the server finds for each text typed (the queries themselves: rules and index tests, and the journey).
const server = vi.hoisted(() => ({
  asked: [] as string[],
  answer: (_text: string): Promise<unknown> => Promise.resolve([]),
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/find-anything', async (original) => ({
  ...(await original<object>()),
  findAnything: (_db: unknown, text: string) => {
    server.asked.push(text);
    return server.answer(text);
  },
}));

const { FindAnythingButton } = await import('./find-anything-button');
// The dialog loads lazily, on first use: imported here first, so no test waits on its transform.
await import('./find-anything-dialog');

const found = (kind: Found['kind'], id: string, label: string, detail = ''): Found => ({
  kind,
  id,
  label,
  detail,
  opens: { kind: kind === 'invoice' ? 'quote' : kind, id },
});

const GREEN = [
  found('client', 'c1', 'Green Roots Naturopathy', 'Casey Client · casey@example.com'),
  found('lead', 'l1', 'Gretchen Green', 'gretchen@example.com · New'),
  found('project', 'p1', 'Green Roots website', 'Green Roots Naturopathy · In progress'),
];

function Where() {
  return <output aria-label="Address">{useLocation().pathname + useLocation().search}</output>;
}

function renderHeader() {
  renderPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <FindAnythingButton />
            <Where />
          </>
        }
      />
    </Routes>,
    '/webmin1010',
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

// jsdom lays nothing out, so has nothing to scroll into view.
Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  server.asked = [];
  server.answer = (text) => Promise.resolve(text.trim().length < 2 ? null : text.startsWith('gre') ? GREEN : []);
});

describe('find anything', () => {
  it('opens on Ctrl+K and on ⌘K from anywhere, with the field focused, and Escape closes it', async () => {
    renderHeader();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Find anything' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field()));
    fireEvent.keyDown(field(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog', { name: 'Find anything' })).toBeTruthy();
  });

  it('lists what is found by kind; the arrows move through it and Enter opens the record', async () => {
    renderHeader();
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]!);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Search' }), { target: { value: 'gre' } });
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Clients',
      'Leads',
      'Projects',
    ]);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    // The first is ready for Enter; the arrows go round.
    expect(activeOption()).toMatch(/^Green Roots Naturopathy/);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(activeOption()).toMatch(/^Green Roots website/);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(activeOption()).toMatch(/^Gretchen Green/);
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/webmin1010/leads?lead=l1');
  });

  it('asks once per pause in typing, says when too little is typed, when nothing is found, and when it failed', async () => {
    renderHeader();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'g' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Type two letters of a name/));
    fireEvent.change(input, { target: { value: 'zz' } });
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing found for “zzz”'));
    expect(server.asked).toEqual(['g', 'zzz']);
    expect(field().getAttribute('aria-expanded')).toBe('false');

    server.answer = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    fireEvent.change(input, { target: { value: 'green' } });
    await waitFor(() => expect(screen.getByText(/^Could not search: /)).toBeTruthy());
    expect(options()).toEqual([]);
  });

  it('drops an answer that arrives for older text than the field holds', async () => {
    let answerFirst: (found: Found[]) => void = () => {};
    server.answer = (text) =>
      text === 'gre'
        ? new Promise((resolve) => (answerFirst = resolve))
        : Promise.resolve([found('client', 'c2', 'Bo Baker')]);
    renderHeader();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'gre' } });
    await waitFor(() => expect(server.asked).toEqual(['gre']));
    fireEvent.change(input, { target: { value: 'bo baker' } });
    await waitFor(() => expect(options()).toEqual(['Bo Baker']));
    await act(async () => answerFirst(GREEN));
    expect(options()).toEqual(['Bo Baker']);
  });
});
