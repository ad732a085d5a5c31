import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { object } from 'yup';

import { emailField, roleOf } from '@agency/common';

import { FormPage } from '@/components/form-page';
import { EmailField } from '@/components/forms/email-field';
import { useForm } from '@/components/forms/use-form';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import {
  finishSignInLink,
  isEmailLink,
  linkErrorMessage,
  sendSignInLink,
  startedAfreshMessage,
  storedLinkEmail,
} from '@/lib/auth/email-link';
import { useSession } from '@/lib/auth/session';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import type { Message } from './form-message';
import { clientLandingFor } from './route-after-sign-in';
import { SignInForm } from './sign-in-form';

/** /client/login: password or emailed-link sign-in, then back to the page the client first asked for. */
export default function ClientLoginPage({ meta }: PageProps) {
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [linkPending] = useState(() => isEmailLink(auth));

  if (linkPending) return <FinishEmailLink meta={meta} />;
  if (session.status === 'loading') return <ScreenLoader />;
  if (session.user && session.role) return <Navigate to={clientLandingFor(session.role, search)} replace />;

  const sendLink = async (email: string, setMessage: (message: Message) => void) => {
    try {
      await emailField.validate(email);
    } catch {
      setMessage({ severity: 'error', text: 'Type your email above first, then ask for the link.' });
      return;
    }
    try {
      const next = new URLSearchParams(search).get('next');
      await sendSignInLink(
        auth,
        email.trim(),
        `${paths.client.login.getHref()}${next ? `?next=${encodeURIComponent(next)}` : ''}`,
      );
      setMessage({
        severity: 'success',
        text: `We have emailed a sign-in link to ${email.trim()}. Open it on this device to sign in.`,
      });
    } catch (error) {
      setMessage({ severity: 'error', text: firebaseErrorMessage(error, 'sending an email') });
    }
  };

  return (
    <FormPage meta={meta} intro="Sign in to see your projects, messages, files and quotes.">
      <SignInForm
        idPrefix="client-login"
        onSignedIn={async (_user, role) => {
          await navigate(clientLandingFor(role, search), { replace: true });
        }}
        extra={(email, setMessage) => (
          <Button variant="outlined" onClick={() => void sendLink(email, setMessage)}>
            Email me a sign-in link instead
          </Button>
        )}
      />
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.client.resetPassword.getHref()}>
          Forgot your password?
        </Link>
        <Divider />
        <Typography>
          New here?{' '}
          <Link component={RouterLink} to={paths.client.onboarding.getHref()}>
            Join the portal for a free assessment
          </Link>
        </Typography>
      </Stack>
    </FormPage>
  );
}

/**
 * Opened from an emailed sign-in link: finish signing in with the address this device asked for it with, or, on
 * another device (or when that address is not the link's), ask which address the link was sent to.
 */
function FinishEmailLink({ meta }: PageProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [stored] = useState(storedLinkEmail);
  const [state, setState] = useState<'finishing' | 'ask' | { error: string } | { restartedFor: string }>(() =>
    stored ? 'finishing' : 'ask',
  );
  const emailInput = useRef<HTMLInputElement>(null);

  const complete = (address: string) =>
    finishSignInLink(auth, address).then(
      async (result) => {
        if (result.status === 'restarted') {
          setState({ restartedFor: result.email });
          return;
        }
        const { claims } = await result.credential.user.getIdTokenResult();
        await navigate(clientLandingFor(roleOf(claims), search), { replace: true });
      },
      (error: unknown) => {
        setState({ error: linkErrorMessage(error) });
        // The address is what to fix (the link works with the right one); it stays as typed.
        emailInput.current?.focus();
      },
    );

  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: 'link',
    initialValues: { email: stored },
    validationSchema: object({ email: emailField }),
    onSubmit: ({ email }) => complete(email.trim()),
  });

  useEffect(() => {
    if (stored) void complete(stored);
    // Runs once, for the link this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === 'finishing') return <ScreenLoader />;
  if (typeof state === 'object' && 'restartedFor' in state) {
    return (
      <FormPage meta={meta} heading="Check your inbox">
        <Alert severity="info" role="status">
          {startedAfreshMessage(state.restartedFor)}
        </Alert>
      </FormPage>
    );
  }
  return (
    <FormPage meta={meta} heading="Finish signing in" intro="Please confirm the email address the link was sent to.">
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Finish signing in">
        <Stack spacing={1}>
          {typeof state === 'object' && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {state.error}{' '}
              <Link component={RouterLink} to={paths.client.login.getHref()} reloadDocument>
                Back to sign-in
              </Link>
            </Alert>
          )}
          <EmailField {...fieldProps('email')} autoComplete="username" inputRef={emailInput} />
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </Box>
    </FormPage>
  );
}
