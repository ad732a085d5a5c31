import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { expectTheSharedEmailBox } from '@/test/email-box-checks';
import { renderPage } from '@/test/render-page';

import { emptyOnboarding } from './draft';
import { AccountStep } from './steps';

describe('AccountStep', { timeout: 20_000 }, () => {
  it('checks its answers before moving on', async () => {
    const onNext = vi.fn();
    renderPage(
      <AccountStep
        values={emptyOnboarding}
        onNext={onNext}
        onMethodChange={vi.fn()}
        nextLabel="Next"
        busyLabel="Saving..."
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'R' } });
    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'short' } });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeDefined();
    expect(screen.getByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getByText('Password must be at least 10 characters')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' })));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('has the email box of every form in which someone types their email address to get in', () =>
    expectTheSharedEmailBox(
      () =>
        renderPage(
          <AccountStep
            values={emptyOnboarding}
            onNext={vi.fn()}
            onMethodChange={vi.fn()}
            nextLabel="Next"
            busyLabel="Saving..."
          />,
        ),
      'Your account',
      'Next',
    ));
});
