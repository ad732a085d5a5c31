import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import { type ReactNode, useState } from 'react';
import { useAuth } from 'reactfire';
import { object, string } from 'yup';

import { emailField, type Role, roleOf } from '@agency/common';

import { EmailField } from '@/components/forms/email-field';
import { PasswordField } from '@/components/forms/password-field';
import { useForm } from '@/components/forms/use-form';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { FormMessage, type Message } from './form-message';

const signInSchema = object({ email: emailField, password: string().required('Please enter your password') });

interface SignInFormProps {
  idPrefix: string;
  /**
   * Decides what happens once the password is right: navigates, or answers a message to show (the form then
   * stays, for example after signing a non-administrator back out).
   */
  onSignedIn: (user: User, role: Role | undefined) => Promise<string | void>;
  /** Shown under the password box: the "email me a link" button, for one. Gets the typed email. */
  extra?: (email: string, setMessage: (message: Message) => void) => ReactNode;
  initialEmail?: string;
}

/** Email and password sign-in, with a plain message for each way it can fail. */
export function SignInForm({ idPrefix, onSignedIn, extra, initialEmail = '' }: SignInFormProps) {
  const auth = useAuth();
  const [message, setMessage] = useState<Message | null>(null);
  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix,
    initialValues: { email: initialEmail, password: '' },
    validationSchema: signInSchema,
    onSubmit: async ({ email, password }) => {
      setMessage(null);
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        const { claims } = await user.getIdTokenResult();
        const problem = await onSignedIn(user, roleOf(claims));
        if (problem) setMessage({ severity: 'error', text: problem });
      } catch (error) {
        setMessage({ severity: 'error', text: firebaseErrorMessage(error) });
      }
    },
  });

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Sign in">
      <Stack spacing={1}>
        <FormMessage message={message} />
        <EmailField {...fieldProps('email')} autoComplete="username" />
        <PasswordField {...fieldProps('password')} label="Password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
        {extra?.(formik.values.email, setMessage)}
      </Stack>
    </Box>
  );
}
