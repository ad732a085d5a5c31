import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quote as storedQuote } from '@tests/factories';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { calendarDayOf, daysAfter, formatDay } from '@agency/common';

import type { Quote } from '@/lib/firestore/quotes';
import { renderPage } from '@/test/render-page';

import { CreateProjectFromQuote } from './create-project-from-quote';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/toaster/notify', () => ({ notify }));
const createProjectFromQuote = vi.hoisted(() => vi.fn((_input: unknown) => Promise.resolve({ projectId: 'p1' })));
vi.mock('@/lib/callables', () => ({ createProjectFromQuote }));
// The agency's templates as the server has them: the defaults, but for a shorter hosting one of its own.
vi.mock('@/lib/firestore/project-templates', async () => {
  const { DEFAULT_PROJECT_TEMPLATES, SERVICE_INTEREST_VALUES } = await import('@agency/common');
  const data = SERVICE_INTEREST_VALUES.map((service) => ({ ...DEFAULT_PROJECT_TEMPLATES[service], id: service }));
  data[1] = {
    ...data[1]!,
    milestones: [
      { title: 'Site migrated', offsetDays: 5 },
      { title: 'DNS switched', offsetDays: 7 },
    ],
  };
  return { useProjectTemplates: () => ({ status: 'ready', data, retry: () => {} }) };
});

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
    // What was made is what was shown first: the Web Design template's nine milestones, dated from the start.
    const preview = screen.getByRole('list', { name: 'The project’s milestones (9 of at most 30)' });
    expect(within(preview).getAllByRole('listitem')[0]!.textContent).toBe(
      '7 Jan 2027: Kick-off meeting and brief agreed',
    );
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

    // Hosting is a custom line: the admin ticks it, its work starting 50 days in. Ticked after, it still comes in
    // the services' order.
    fireEvent.click(box('Web Hosting'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Web Hosting starts on day' }), { target: { value: '50' } });
    const preview = screen.getByRole('list', { name: /^The project’s milestones \(16 of at most 30\)/ });
    const start = (screen.getByLabelText('Start date') as HTMLInputElement).value;
    const migrated = within(preview).getByText(/: Web Hosting: Site migrated$/);
    expect(migrated.textContent).toBe(`${formatDay(daysAfter(start, 55))}: Web Hosting: Site migrated`);
    press();
    await waitFor(() =>
      expect(createProjectFromQuote).toHaveBeenLastCalledWith(
        expect.objectContaining({
          alsoServices: [
            { service: 'hosting', startDay: 50 },
            { service: 'ai-insight-lab', startDay: 0 },
          ],
        }),
      ),
    );

    // A day that is not a whole number of days is said beside it, and nothing can be made until it is mended.
    fireEvent.change(screen.getByRole('textbox', { name: 'Web Hosting starts on day' }), { target: { value: '-3' } });
    expect(screen.getByText('Type a whole number of days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the project' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Web Hosting starts on day' }), { target: { value: '731' } });
    expect(screen.getByText('It must start within 730 days of the project')).toBeTruthy();

    fireEvent.click(box('AI Insight Lab'));
    fireEvent.click(box('Web Hosting'));
    press();
    await waitFor(() =>
      expect(createProjectFromQuote).toHaveBeenLastCalledWith(expect.objectContaining({ alsoServices: [] })),
    );
  });

  it('says before anything is made when the templates together pass what a project holds', () => {
    renderPage(<CreateProjectFromQuote quote={accepted()} />);
    for (const name of ['Search Optimisation', 'Digital Marketing', 'AI Consultancy', 'Content Creation']) {
      fireEvent.click(screen.getByRole('checkbox', { name: `${name} template` }));
    }
    // 9 + 7 + 6 + 6 + 5 milestones.
    expect(screen.getByText(/^Together these templates have 33 milestones/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the project' })).toHaveProperty('disabled', true);
  });

  it('says a start date outside the years a project may start in, before asking the server', () => {
    renderPage(<CreateProjectFromQuote quote={accepted()} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '9999-12-31' } });
    expect(screen.getByText('The start date must be between 2000 and 2100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the project' })).toHaveProperty('disabled', true);
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
