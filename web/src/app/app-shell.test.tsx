import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import ContactForm from '@/features/leads/contact/contact-form';
import { renderPage } from '@/test/render-page';

import { AppShell } from './app-shell';

// The toaster's chunk as a tab left open across a deploy finds it: gone from the server.
vi.mock('@/components/toaster/app-toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/app-toaster-old.js');
});

describe('AppShell', () => {
  it('keeps the page and what was typed in it when the toaster cannot be loaded', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: 'Down.' }, { status: 503 }))),
    );
    renderPage(
      <AppShell>
        <main>
          <h1>Home</h1>
          <ContactForm />
        </main>
        <footer>Footer</footer>
      </AppShell>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Industry' }), { target: { value: 'nutrition' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'We need a website for our programs.' },
    });

    // The failure's toast asks for the toaster, whose import fails.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start Our Partnership' })));

    // The failure is reported (React logs the error its boundary caught), and goes no further.
    await waitFor(() =>
      expect(reported).toHaveBeenCalledWith(
        expect.anything(),
        expect.any(Error),
        expect.anything(),
        expect.stringContaining('WithoutToasterOnError'),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(name.value).toBe('Ada Lovelace');
    expect((screen.getByRole('button', { name: 'Start Our Partnership' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
