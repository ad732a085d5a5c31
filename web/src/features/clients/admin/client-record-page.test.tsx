import { act, screen, within } from '@testing-library/react';
import { clientProfile } from '@tests/factories';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Client } from '@/lib/firestore/clients';
import { renderPage } from '@/test/render-page';

import ClientRecordPage, { type ClientRecordParts } from './client-record-page';

// The profile as the test answers it; the record's own lists (its Waiting card) wait for ever.
const profile = vi.hoisted(() => ({
  answer: { status: 'loading' } as unknown,
  listeners: new Set<() => void>(),
  /** Answers anew, as the profile's listener does when the document arrives. */
  arrive(answer: unknown) {
    profile.answer = answer;
    profile.listeners.forEach((listener) => listener());
  },
}));
const LOADING = vi.hoisted(() => () => ({ status: 'loading', retry: () => {} }));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/callables', () => ({ setAccountDisabled: vi.fn(), setAdminRole: vi.fn() }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ status: 'ready', user: { uid: 'admin' } }) }));
vi.mock('@/lib/firestore/clients', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    profile.listeners.add(listener);
    return () => profile.listeners.delete(listener);
  };
  return { useClient: () => useSyncExternalStore(subscribe, () => profile.answer) };
});
vi.mock('@/lib/firestore/leads', () => ({ useConvertedLead: LOADING }));
vi.mock('@/lib/firestore/threads', () => ({ useOwnThreads: LOADING }));
vi.mock('@/lib/firestore/files', () => ({ useClientFiles: LOADING, awaitsDecision: () => false }));
vi.mock('@/lib/firestore/quotes', () => ({ useClientInvoices: LOADING, useClientQuotes: LOADING }));

/** Each part of another feature, as a section naming the client it was given. */
const part = (name: string) =>
  function Part({ clientId }: { clientId: string }) {
    return <section aria-label={name}>{`${name} of ${clientId}`}</section>;
  };
const SLOTS: ClientRecordParts = {
  Money: part('Money'),
  Projects: part('Projects'),
  QuotesAndInvoices: part('Quotes and invoices'),
  Files: part('Files'),
  Conversations: part('Conversations'),
  Activity: part('Activity'),
  AdminAssessments: ({ subject, website }) => (
    <section aria-label="Assessments">{`${subject.clientId} ${website}`}</section>
  ),
  Notes: ({ subject }) => <section aria-label="Notes">{`Notes of ${subject.id}`}</section>,
};

const ready = (overrides: Partial<Client>) => ({
  status: 'ready',
  data: { ...clientProfile(), uid: 'c1', ...overrides },
  retry: () => {},
});

function renderRecord(id = 'c1') {
  return renderPage(
    <Routes>
      <Route
        path="/webmin1010/clients/:clientId"
        element={<ClientRecordPage meta={{ title: 'Client', description: 'One client.' }} slots={SLOTS} />}
      />
    </Routes>,
    `/webmin1010/clients/${id}`,
  );
}

describe('ClientRecordPage', () => {
  beforeEach(() => {
    profile.answer = { status: 'loading', retry: () => {} };
  });

  it('opens every card for the address’s client while the profile is still on its way', () => {
    renderRecord();
    expect(screen.getByRole('heading', { level: 1, name: 'Client' })).toBeTruthy();
    for (const name of ['Money', 'Projects', 'Quotes and invoices', 'Files', 'Conversations', 'Activity']) {
      expect(screen.getByRole('region', { name }).textContent).toContain(`${name} of c1`);
    }
    expect(screen.getByRole('region', { name: 'Notes' }).textContent).toContain('Notes of c1');
    // What needs the profile itself waits for it, said as loading.
    for (const name of ['Website assessments', 'Details']) {
      const card = screen.getByRole('region', { name });
      expect(card.getAttribute('aria-busy')).toBe('true');
      expect(within(card).getByText('Loading...')).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
  });

  it('keeps the cards it opened once a client’s profile is in, and adds what needed it', () => {
    renderRecord();
    const projects = screen.getByRole('region', { name: 'Projects' });
    act(() => profile.arrive(ready({ name: 'Alice Green', website: 'https://alice.example.com.au' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Alice Green' })).toBeTruthy();
    // The same element: the card was not mounted again, so it did not ask for its lists again.
    expect(screen.getByRole('region', { name: 'Projects' })).toBe(projects);
    expect(screen.getByRole('region', { name: 'Assessments' }).textContent).toContain(
      'c1 https://alice.example.com.au',
    );
    expect(screen.getByRole('link', { name: 'New project' })).toBeTruthy();
  });

  it('shows an admin’s profile without a client’s cards', () => {
    profile.answer = ready({ name: 'Avery Admin', role: 'admin' });
    renderRecord();
    expect(screen.getByRole('heading', { level: 1, name: 'Avery Admin' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New project' })).toBeNull();
  });

  it('says no client has an address whose profile does not exist, with no cards', () => {
    profile.answer = { status: 'missing', retry: () => {} };
    renderRecord();
    expect(screen.getByRole('heading', { level: 1, name: 'Client not found' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });

  it('offers Try again when the profile could not be read', () => {
    profile.answer = { status: 'error', error: new Error('offline'), retry: () => {} };
    renderRecord();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });
});
