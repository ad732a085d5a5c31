import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FirebaseError } from 'firebase/app';
import {
  applyActionCode,
  confirmPasswordReset,
  sendPasswordResetEmail,
  signOut,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { object } from 'yup';

import { ACCOUNT_LIMITS, emailField, newPasswordSchema } from '@agency/common';

import { FormPage } from '@/components/form-page';
import { NEW_PASSWORD_HINT, PasswordField } from '@/components/forms/password-field';
import { useForm } from '@/components/forms/use-form';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { EMAIL_LINK_PARAMS } from '@/lib/auth/email-link';
import { sameSitePathInsideArea } from '@/lib/auth/return-path';
import { refreshSession } from '@/lib/auth/session';

import { FormMessage, type Message } from './form-message';

/** Said whether or not an account uses the address, so the page cannot be used to find out which do. */
export const RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

/**
 * /client/reset-password. Without a code: ask for the email and send the reset link. With the emailed link's
 * `oobCode`: set the new password. The same page handles Firebase's other emailed actions (verify email,
 * confirm an email change, undo one), so the project's email templates can all point here (README, "Deploy").
 */
export default function ResetPasswordPage({ meta }: PageProps) {
  const { search } = useLocation();
  const { action, linkForgotten } = useEmailAction();

  if (action?.mode === 'resetPassword') return <ChooseNewPassword meta={meta} code={action.code} />;
  if (action) return <ApplyEmailAction meta={meta} {...action} />;
  // An emailed sign-in link is the login page's to finish (lib/auth/email-link.ts), code and all.
  const params = new URLSearchParams(search);
  if (params.get('oobCode') && params.get('mode') === 'signIn') {
    return <Navigate to={`${paths.client.login.getHref()}${search}`} replace />;
  }
  return <RequestReset meta={meta} linkForgotten={linkForgotten} />;
}

const EMAIL_ACTION_DONE = {
  verifyEmail: 'Thank you: your email address is verified.',
  verifyAndChangeEmail: 'Your email address has been changed. Please sign in with the new one.',
  recoverEmail: 'Your previous email address has been restored. We suggest you also reset your password.',
} as const;

type EmailAction =
  | { mode: 'resetPassword'; code: string }
  | { mode: keyof typeof EMAIL_ACTION_DONE; code: string; continuePath: string | undefined };

/** What Firebase adds to an emailed action link; none of it stays in the address bar once read. */
function readEmailAction(search: string): EmailAction | null {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (!code) return null;
  if (mode === 'resetPassword') return { mode, code };
  if (mode === 'verifyEmail' || mode === 'verifyAndChangeEmail' || mode === 'recoverEmail') {
    // Where the email's sender wanted the person to carry on (onboarding, say), if that is in the portal.
    const continuePath = sameSitePathInsideArea(params.get('continueUrl'), location.origin, '/client');
    return { mode, code, continuePath };
  }
  return null;
}

/**
 * The emailed action this page was opened with. Once read, the link leaves the address bar, as the emailed
 * sign-in link's does, so its one-time code does not linger in the browser's history or on screen, nor go out in
 * a Referer; the page holds the action in memory only. The history entry just notes that a link was read, so that
 * coming back to it without the action (a reload, Back) can say why the page asks for an email again.
 */
function useEmailAction(): { action: EmailAction | null; linkForgotten: boolean } {
  const { search, hash, state } = useLocation();
  const navigate = useNavigate();
  const fromLink = useMemo(() => readEmailAction(search), [search]);
  const [held, setHeld] = useState(fromLink);
  if (fromLink && fromLink !== held) setHeld(fromLink);

  useEffect(() => {
    if (!fromLink) return;
    const params = new URLSearchParams(search);
    for (const key of EMAIL_LINK_PARAMS) params.delete(key);
    const rest = params.toString();
    navigate({ search: rest && `?${rest}`, hash }, { replace: true, state: { emailLinkRead: true } });
  }, [fromLink, search, hash, navigate]);

  const linkRead = (state as { emailLinkRead?: boolean } | null)?.emailLinkRead === true;
  const action = fromLink ?? (linkRead ? held : null);
  return { action, linkForgotten: linkRead && !action };
}

const LINK_FORGOTTEN: Message = {
  severity: 'info',
  text: 'For your safety this page forgets an emailed link once it has read it. If you still need the link, open it from the email again, or ask for a new one here.',
};

function RequestReset({ meta, linkForgotten }: PageProps & { linkForgotten: boolean }) {
  const auth = useAuth();
  const [message, setMessage] = useState<Message | null>(linkForgotten ? LINK_FORGOTTEN : null);
  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: 'reset',
    initialValues: { email: '' },
    validationSchema: object({ email: emailField }),
    onSubmit: async ({ email }) => {
      setMessage(null);
      try {
        await sendPasswordResetEmail(auth, email.trim(), {
          url: new URL(paths.client.login.getHref(), location.origin).href,
        });
        setMessage({ severity: 'success', text: RESET_SENT });
      } catch (error) {
        const unknownEmail = error instanceof FirebaseError && error.code === 'auth/user-not-found';
        setMessage(
          unknownEmail
            ? { severity: 'success', text: RESET_SENT }
            : { severity: 'error', text: authErrorMessage(error) },
        );
      }
    },
  });

  return (
    <FormPage meta={meta} intro="Type the email you sign in with and we will send you a link to choose a new password.">
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Reset password">
        <Stack spacing={1}>
          <FormMessage message={message} />
          <TextField
            {...fieldProps('email')}
            label="Email"
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.email } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link component={RouterLink} to={paths.client.login.getHref()} sx={{ pt: 2 }}>
            Back to sign-in
          </Link>
        </Stack>
      </Box>
    </FormPage>
  );
}

function ChooseNewPassword({ meta, code }: PageProps & { code: string }) {
  const auth = useAuth();
  const [state, setState] = useState<'checking' | 'ready' | 'done' | { error: string }>('checking');
  const [email, setEmail] = useState('');

  useEffect(() => {
    verifyPasswordResetCode(auth, code).then(
      (address) => {
        setEmail(address);
        setState('ready');
      },
      (error: unknown) => setState({ error: authErrorMessage(error) }),
    );
  }, [auth, code]);

  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: 'new-password',
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }) => {
      try {
        await confirmPasswordReset(auth, code, password);
        setState('done');
      } catch (error) {
        setState({ error: authErrorMessage(error) });
      }
    },
  });

  if (state === 'checking') return <ScreenLoader />;
  if (state === 'done') {
    return (
      <FormPage meta={meta} heading="Password changed">
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your password has been changed. You can sign in with it now.
        </Alert>
        <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
          Sign in
        </Button>
      </FormPage>
    );
  }
  if (typeof state === 'object') return <LinkProblem meta={meta} error={state.error} />;
  return (
    <FormPage meta={meta} heading="Choose a new password" intro={`For ${email}. ${NEW_PASSWORD_HINT}`}>
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Choose a new password">
        <Stack spacing={1}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordField {...fieldProps('password')} label="New password" autoComplete="new-password" />
          <PasswordField {...fieldProps('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Save new password'}
          </Button>
        </Stack>
      </Box>
    </FormPage>
  );
}

function ApplyEmailAction({
  meta,
  code,
  mode,
  continuePath,
}: PageProps & Extract<EmailAction, { mode: keyof typeof EMAIL_ACTION_DONE }>) {
  const auth = useAuth();
  const [state, setState] = useState<'working' | 'done' | { error: string }>('working');
  useEffect(() => {
    applyActionCode(auth, code)
      .then(async () => {
        // The signed-in session (if any) catches up: a new verification state, or, after an email change, a
        // fresh sign-in with the address now on the account.
        await auth.authStateReady();
        const user = auth.currentUser;
        if (user && mode === 'verifyEmail') await refreshSession(user).catch(() => signOut(auth));
        else if (user) await signOut(auth);
      })
      .then(
        () => setState('done'),
        (error: unknown) => setState({ error: authErrorMessage(error) }),
      );
  }, [auth, code, mode]);

  if (state === 'working') return <ScreenLoader />;
  if (typeof state === 'object') return <LinkProblem meta={meta} error={state.error} />;
  return (
    <FormPage meta={meta} heading="All done">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {EMAIL_ACTION_DONE[mode]}
      </Alert>
      {/* A verified address can carry on where it was sent from; an email change or undo means signing in again. */}
      {mode === 'verifyEmail' && continuePath ? (
        <Button component={RouterLink} to={continuePath} variant="contained">
          Continue
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
          Go to sign-in
        </Button>
      )}
    </FormPage>
  );
}

function LinkProblem({ meta, error }: PageProps & { error: string }) {
  return (
    <FormPage meta={meta} heading="This link cannot be used">
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {error}
      </Alert>
      <Button component={RouterLink} to={paths.client.resetPassword.getHref()} variant="contained">
        Ask for a new link
      </Button>
    </FormPage>
  );
}
