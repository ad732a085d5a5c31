import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as RunAssessmentModule from './run-assessment';
import { RunAssessmentForm } from './run-assessment-form';

// What the function answers next, and what it was asked (a plain function: the refusals are its answers).
let answer: () => Promise<unknown>;
const calls: unknown[] = [];
vi.mock('./run-assessment', async (importOriginal) => ({
  ...(await importOriginal<typeof RunAssessmentModule>()),
  runAssessment: (input: unknown) => {
    calls.push(input);
    return answer();
  },
}));
// The real module starts Firebase; the form needs only its callable, mocked above.
vi.mock('@/lib/firebase-functions', () => ({ functions: {} }));

/** A refusal as the callables SDK raises it: a FirebaseError carrying the function's details. */
const refusal = (code: string, message: string, details?: unknown) =>
  Object.assign(new FirebaseError(`functions/${code}`, message), { details });

const address = () => screen.getByRole('textbox', { name: 'Website address' });
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Run assessment' }));

describe('RunAssessmentForm', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('starts a run for the address given, with whose site it is, and answers its id', async () => {
    answer = () => Promise.resolve({ assessmentId: 'run-1' });
    const onStarted = vi.fn();
    render(
      <RunAssessmentForm
        idPrefix="t"
        initialUrl=" example.com.au "
        subject={{ leadId: 'lead-1' }}
        onStarted={onStarted}
      />,
    );
    run();
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('run-1', 'example.com.au'));
    expect(calls).toEqual([{ url: 'example.com.au', leadId: 'lead-1' }]);
  });

  it('asks for nothing when the address is no website, and says why under the field', async () => {
    render(<RunAssessmentForm idPrefix="t" initialUrl="" onStarted={vi.fn()} />);
    fireEvent.change(address(), { target: { value: 'ftp://example.com' } });
    run();
    expect(await screen.findByText('Enter an http or https website address, such as example.com.au')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(calls).toEqual([]);
  });

  it('shows the function’s word on the address under the field', async () => {
    answer = () =>
      Promise.reject(
        refusal('invalid-argument', 'Invalid input', { fields: { url: 'That address is not a public website.' } }),
      );
    render(<RunAssessmentForm idPrefix="t" initialUrl="intranet.local" onStarted={vi.fn()} />);
    run();
    expect(await screen.findByText('That address is not a public website.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other refusal (the day’s runs used up) as an alert, keeping the address', async () => {
    const message = 'You can run 3 assessments a day; please try again in 5 hours.';
    answer = () => Promise.reject(refusal('resource-exhausted', message));
    const onStarted = vi.fn();
    render(<RunAssessmentForm idPrefix="t" initialUrl="example.com.au" onStarted={onStarted} />);
    run();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect((address() as HTMLInputElement).value).toBe('example.com.au');
    expect(onStarted).not.toHaveBeenCalled();
  });
});
