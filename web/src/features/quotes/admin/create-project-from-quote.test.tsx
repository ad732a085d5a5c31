import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quote as storedQuote } from '@tests/factories';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { calendarDayOf } from '@agency/common';

import type { Quote } from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

import { CreateProjectFromQuote } from './create-project-from-quote';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/toaster/notify', () => ({ notify }));
const createProjectFromQuote = vi.hoisted(() => vi.fn((_input: unknown) => Promise.resolve({ projectId: 'p1' })));
vi.mock('@/lib/callables', () => ({ createProjectFromQuote }));

const accepted = (overrides: Partial<Quote> = {}): Quote => ({
  id: 'quote-1',
  ...storedQuote({ status: 'accepted', title: 'Shopfront' }),
  service: 'web-design',
  ...overrides,
});

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Create the project' }));

describe('creating the project of an accepted quote', () => {
  beforeEach(() => {
    createProjectFromQuote.mockClear();
    notify.success.mockClear();
  });

  it('starts today in Queensland unless another day is chosen, and says the project was made', async () => {
    renderPage(<CreateProjectFromQuote quote={accepted()} />);
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    expect(start.value).toBe(calendarDayOf(new Date()));
    expect(screen.getByText(/from the Web Design template/)).toBeTruthy();
    fireEvent.change(start, { target: { value: '2027-01-04' } });
    press();

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Project created', 'Shopfront'));
    expect(createProjectFromQuote).toHaveBeenCalledWith({
      quoteId: 'quote-1',
      startDate: '2027-01-04',
      tellClient: true,
      alsoServices: [],
    });
  });

  it('tells the client in the project’s conversation unless unticked, showing what it will say', async () => {
    renderPage(<CreateProjectFromQuote quote={accepted()} />);
    const tell = screen.getByRole('checkbox', { name: 'Tell the client, in the project’s conversation' });
    expect((tell as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/^“We have started your project “Shopfront”/)).toBeTruthy();
    fireEvent.click(tell);
    expect(screen.queryByText(/^“We have started your project/)).toBeNull();
    press();
    await waitFor(() =>
      expect(createProjectFromQuote).toHaveBeenCalledWith(expect.objectContaining({ tellClient: false })),
    );
  });

  it('ticks the other services the quote’s lines include, and adds or leaves out whichever the admin says', async () => {
    const lines = [
      {
        description: 'Standard web design plan',
        quantity: 1,
        unitPriceCents: 250_000,
        catalogueId: 'web-design-plan/standard',
      },
      { description: 'Hosting set-up', quantity: 1, unitPriceCents: 30_000, catalogueId: null },
      {
        description: 'AI insight lab, 5 hours',
        quantity: 1,
        unitPriceCents: 90_000,
        catalogueId: 'insight-lab/5-hours',
      },
    ];
    renderPage(<CreateProjectFromQuote quote={{ ...accepted(), ...storedQuote({ lineItems: lines }), id: 'q' }} />);
    const also = screen.getByRole('group', { name: 'Also add the milestones of' });
    expect(also.textContent).toContain("Ticked: the AI Insight Lab work this quote's lines include.");
    const box = (name: string) => within(also).getByRole<HTMLInputElement>('checkbox', { name: `${name} template` });
    // Every service but the quote's own is offered; only what its catalogue lines come from starts ticked.
    expect(within(also).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(also).queryByRole('checkbox', { name: 'Web Design template' })).toBeNull();
    expect(box('AI Insight Lab').checked).toBe(true);
    expect(box('Web Hosting').checked).toBe(false);

    // Hosting is a custom line: the admin ticks it. Ticked after, it still comes in the services' order.
    fireEvent.click(box('Web Hosting'));
    press();
    await waitFor(() =>
      expect(createProjectFromQuote).toHaveBeenLastCalledWith(
        expect.objectContaining({ alsoServices: ['hosting', 'ai-insight-lab'] }),
      ),
    );
    fireEvent.click(box('AI Insight Lab'));
    fireEvent.click(box('Web Hosting'));
    press();
    await waitFor(() =>
      expect(createProjectFromQuote).toHaveBeenLastCalledWith(expect.objectContaining({ alsoServices: [] })),
    );
  });

  it('takes a project made meanwhile as made, and shows any other refusal', async () => {
    createProjectFromQuote.mockRejectedValueOnce(new FirebaseError('functions/already-exists', 'Has one.'));
    renderPage(<CreateProjectFromQuote quote={accepted()} />);
    press();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('The project was already created', 'Shopfront'));

    createProjectFromQuote.mockRejectedValueOnce(
      new FirebaseError('functions/failed-precondition', 'Only an accepted quote becomes a project.'),
    );
    press();
    expect((await screen.findByRole('alert')).textContent).toContain('Only an accepted quote becomes a project.');
  });

  it('offers nothing to press for an old quote that names no service and has no catalogue line', () => {
    const lines = [{ description: 'Custom work', quantity: 1, unitPriceCents: 10_000, catalogueId: null }];
    renderPage(
      <CreateProjectFromQuote
        quote={{ ...accepted(), ...storedQuote({ lineItems: lines }), id: 'q', service: null }}
      />,
    );
    expect(screen.getByText(/names no service/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the project' })).toBeNull();
  });
});
