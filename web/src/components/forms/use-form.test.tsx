import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';

import { emailField } from '@agency/common';

import { renderPage } from '@/test/render-page';

import { EmailField } from './email-field';
import { useForm } from './use-form';

/** A sign-in-like form: the shared email box and one plain field, both required. */
function TestForm({ onSubmit = vi.fn(), initialEmail = '' }: { onSubmit?: () => void; initialEmail?: string }) {
  const { formRef, submit, fieldProps } = useForm({
    idPrefix: 'test',
    initialValues: { email: initialEmail, code: '' },
    validationSchema: object({
      email: emailField,
      code: string().min(3, 'The code has 3 characters').required('Please enter the code'),
    }),
    onSubmit,
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Test">
      <EmailField {...fieldProps('email')} autoComplete="username" />
      <TextField {...fieldProps('code')} label="Code" />
      <Button type="submit">Go</Button>
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const code = () => screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
const EMAIL_ERROR = 'Please enter a valid email address';

describe('useForm field errors', () => {
  /** Types a wrong code and leaves it: its error showing proves the form has been checked since. */
  async function checkedByAnotherField() {
    fireEvent.change(code(), { target: { value: 'x' } });
    fireEvent.blur(code());
    expect(await screen.findByText('The code has 3 characters')).toBeDefined();
  }

  it('should say nothing about a field that was only tabbed through', async () => {
    renderPage(<TestForm />);
    fireEvent.focus(email());
    fireEvent.blur(email());
    await checkedByAnotherField();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('false');
  });

  it('should say nothing either about a filled-in field tabbed through unchanged', async () => {
    renderPage(<TestForm initialEmail="not-an-address" />);
    fireEvent.blur(email());
    await checkedByAnotherField();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
  });

  it('should show the error of a field once something has been typed in it and it is left', async () => {
    renderPage(<TestForm />);
    fireEvent.change(email(), { target: { value: 'robin@' } });
    fireEvent.blur(email());
    expect(await screen.findByText(EMAIL_ERROR)).toBeDefined();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    // Only that field: the other one was never typed in.
    expect(screen.queryByText('Please enter the code')).toBeNull();
  });

  it('should show every error on a submit, typed in or not, focus the first and send nothing', async () => {
    const onSubmit = vi.fn();
    renderPage(<TestForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText(EMAIL_ERROR)).toBeDefined();
    expect(await screen.findByText('Please enter the code')).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EmailField', () => {
  it('should be an email box with the phone email keyboard, no forced capitals, and the longest address allowed', () => {
    renderPage(<TestForm />);
    expect(email().type).toBe('email');
    expect(email().autocomplete).toBe('username');
    expect(email().inputMode).toBe('email');
    expect(email().getAttribute('autocapitalize')).toBe('none');
    expect(email().getAttribute('spellcheck')).toBe('false');
    expect(email().maxLength).toBe(254);
  });
});
