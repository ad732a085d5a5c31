import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '@/test/render-page';

import ContactForm from './contact-form';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/toaster/notify', () => ({ notify }));

type FetchArgs = [input: string, init?: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.clearAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const industry = () => screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement;

function fillIn() {
  fireEvent.change(field('Name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.change(industry(), { target: { value: 'nutrition' } });
  fireEvent.change(field('Message'), { target: { value: 'We need a website for our programs.' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Start Our Partnership' }));

describe('ContactForm', () => {
  it('starts empty with the spec placeholders and industry options', () => {
    renderPage(<ContactForm />);

    expect(screen.getByRole('heading', { name: 'Get Started Today' })).toBeDefined();
    expect(field('Name').placeholder).toBe('Your Name');
    expect(field('Email').placeholder).toBe('Email Address');
    expect(field('Message').placeholder).toBe('Tell us about your mission and current challenges...');
    expect((field('Message') as unknown as HTMLTextAreaElement).rows).toBe(4);
    expect([...industry().options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Select Your Industry'],
      ['natural-health', 'Natural Health'],
      ['environmental', 'Environmental'],
      ['personal-development', 'Personal Development'],
      ['nutrition', 'Nutrition'],
      ['other', 'Other'],
    ]);
    for (const name of ['Name', 'Email', 'Message']) expect(field(name).value).toBe('');
  });

  it('shows the spec message under each field, focuses the first, and sends nothing', async () => {
    renderPage(<ContactForm />);

    submit();

    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select an industry',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeDefined();
    }
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads "Sending..." and is disabled while pending, then toasts success and empties the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(<ContactForm />);
    fillIn();

    submit();

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      industry: 'nutrition',
      message: 'We need a website for our programs.',
    });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^contact-[0-9a-f-]{36}$/);

    await act(async () => answer(Response.json({ id: 'lead-1' }, { status: 201 })));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Message sent successfully!',
        "We'll get back to you within 24 hours.",
      ),
    );
    await waitFor(() => expect(field('Name').value).toBe(''));
    expect(industry().value).toBe('');
    expect(screen.getByRole('button', { name: 'Start Our Partnership' })).toBeDefined();
  });

  it('toasts the failure with the status and message and keeps what the visitor wrote', async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'The service is down for maintenance.' }, { status: 503 }));
    renderPage(<ContactForm />);
    fillIn();

    submit();

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Failed to send message', '503: The service is down for maintenance.'),
    );
    expect(field('Name').value).toBe('Ada Lovelace');
    expect(field('Message').value).toBe('We need a website for our programs.');
  });

  it('shows "too many messages" in the form, with the address it names as a mailto: link, and no toast', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: 'Too many messages. Please try again in 9 minutes, or email us at hello@example.com.au.' },
        { status: 429, headers: { 'Retry-After': '540' } },
      ),
    );
    renderPage(<ContactForm />);
    fillIn();

    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Failed to send message429: Too many messages. Please try again in 9 minutes, or email us at hello@example.com.au.',
    );
    expect(screen.getByRole('link', { name: 'hello@example.com.au' }).getAttribute('href')).toBe(
      'mailto:hello@example.com.au',
    );
    expect(notify.error).not.toHaveBeenCalled();
    expect(field('Message').value).toBe('We need a website for our programs.');
  });

  it('falls back to "Please try again later." when the error has no message', async () => {
    fetchMock.mockRejectedValue(new Error(''));
    renderPage(<ContactForm />);
    fillIn();

    submit();

    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to send message', 'Please try again later.'));
  });

  it('sends a retry of the same submission with the same idempotency key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Response.json({ id: 'x' }, { status: 201 }));
    renderPage(<ContactForm />);
    fillIn();

    submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());

    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });
});
