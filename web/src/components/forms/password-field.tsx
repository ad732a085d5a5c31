import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

import { ACCOUNT_LIMITS } from '@agency/common';

/** A password box with a show/hide button; `autoComplete` says whether it is the current or a new password. */
export function PasswordField(props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { maxLength: ACCOUNT_LIMITS.passwordMax },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The strength rules in words, shown under a new-password box before anyone gets them wrong. */
export const NEW_PASSWORD_HINT = `At least ${ACCOUNT_LIMITS.passwordMin} characters, with a letter and a number.`;
