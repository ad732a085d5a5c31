import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export const EMAIL_ERROR = 'Please enter a valid email address';

/** What a screen reader reads after a box's name: the text of the elements its aria-describedby names. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();
}

/**
 * Every form in which someone types their email address to get in has the same email box, which speaks up only
 * once an address is typed and left or the form is sent (components/forms: EmailField and useForm). `render`
 * draws the form afresh, untouched; it is called twice, the second time for a form sent untouched.
 */
export async function expectTheSharedEmailBox(render: () => { unmount: () => void }, formName: string, submit: string) {
  const first = render();
  let form = screen.getByRole('form', { name: formName });
  let email = within(form).getByRole('textbox', { name: 'Email' });

  // The same box everywhere: an address keyboard, no forced capitals, an address at most.
  expect(email.getAttribute('type')).toBe('email');
  expect(email.getAttribute('inputmode')).toBe('email');
  expect(email.getAttribute('autocapitalize')).toBe('none');
  expect(email.getAttribute('spellcheck')).toBe('false');
  expect(email.getAttribute('maxlength')).toBe('254');

  // Only tabbed through: nothing said, once the check a blur would start has run (Formik validates through
  // promises, which all settle before the event loop's next turn).
  email.focus();
  fireEvent.blur(email);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(within(form).queryByText(EMAIL_ERROR)).toBeNull();
  expect(email.getAttribute('aria-invalid')).toBe('false');

  // An address typed and the box left: what is wrong, kept as typed.
  fireEvent.change(email, { target: { value: 'robin@' } });
  fireEvent.blur(email);
  await waitFor(() => expect(description(email)).toBe(EMAIL_ERROR));
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect((email as HTMLInputElement).value).toBe('robin@');
  expect(within(form).getByText(EMAIL_ERROR)).toBeDefined();
  first.unmount();

  // Sent untouched: what is wrong, and the focus on the first box to fix (the email box, or the name before it).
  render();
  form = screen.getByRole('form', { name: formName });
  email = within(form).getByRole('textbox', { name: 'Email' });
  fireEvent.change(email, { target: { value: '' } });
  fireEvent.click(within(form).getByRole('button', { name: submit }));
  await waitFor(() => expect(description(email)).toBe(EMAIL_ERROR));
  await waitFor(() => expect(document.activeElement).toBe(within(form).getAllByRole('textbox')[0]));
}
