import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { FIELD_LIMITS } from '@agency/common';

/**
 * An email address box: the phone's email keyboard, no capitals or spelling fixes forced on an address, and no
 * longer than an address can be. `autoComplete` says what the address is to password managers: `username` where
 * it signs in to an account, `email` where it is the person's own address, `off` where it is someone else's. Give it `fieldProps('email')` for its value and
 * error; the label is "Email" unless said otherwise.
 */
export function EmailField({
  label = 'Email',
  slotProps,
  ...props
}: Omit<TextFieldProps, 'type'> & { autoComplete: 'email' | 'username' | 'off' }) {
  return (
    <TextField
      {...props}
      label={label}
      type="email"
      slotProps={{
        ...slotProps,
        htmlInput: {
          maxLength: FIELD_LIMITS.email,
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        },
      }}
    />
  );
}
