import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';

import { type Role } from '@agency/common';

import { FormPage } from '@/components/form-page';
import { EmailField } from '@/components/forms/email-field';
import { NEW_PASSWORD_HINT, PasswordField } from '@/components/forms/password-field';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { FROM_CONFIRMATION } from '@/lib/auth/arrival';
import { EMAIL_LINK_PARAMS } from '@/lib/auth/email-link';
import { sameSitePathInsideArea } from '@/lib/auth/return-path';
import { useSession } from '@/lib/auth/session';

import { FormMessage, type Message } from './form-message';
import { clientLandingFor } from './route-after-sign-in';
import { useAppliedAction, useNewConfirmationLink, usePasswordReset, useResetRequest } from './use-email-action-flow';

/**
 * /client/reset-password. Without a code: ask for the email and send the reset link. With the emailed link's
 * `oobCode`: set the new password. The same page handles Firebase's other emailed actions (verify email,
 * confirm an email change, undo one), so the project's email templates can all point here (README, "Deploy").
 */
export default function EmailActionPage({ meta }: PageProps) {
  const { search } = useLocation();
  const { action, forgotten } = useEmailAction();

  if (action?.mode === 'resetPassword') return <ChooseNewPassword meta={meta} code={action.code} />;
  if (action?.mode === 'unknown') return <LinkProblem meta={meta} kind="unknown" error={UNKNOWN_LINK} />;
  if (action) return <ApplyEmailAction meta={meta} {...action} />;
  // An emailed sign-in link is the login page's to finish (lib/auth/email-link.ts), code and all.
  const params = new URLSearchParams(search);
  if (params.get('oobCode') && params.get('mode') === 'signIn') {
    return <Navigate to={`${paths.client.login.getHref()}${search}`} replace />;
  }
  // Only a reset link's next step is this page's form; any other kind of link is never answered with it.
  if (forgotten && forgotten !== 'resetPassword') return <LinkForgotten meta={meta} kind={forgotten} />;
  return <RequestReset meta={meta} linkForgotten={forgotten === 'resetPassword'} />;
}

const EMAIL_ACTION_DONE = {
  verifyEmail: 'Thank you: your email address is verified.',
  verifyAndChangeEmail: 'Your email address has been changed. Please sign in with the new one.',
  recoverEmail: 'Your previous email address has been restored. We suggest you also reset your password.',
} as const;

type EmailAction =
  | { mode: 'resetPassword'; code: string }
  | { mode: keyof typeof EMAIL_ACTION_DONE; code: string; continuePath: string | undefined }
  /** A code with a mode this page does not handle: a link cut short or edited. */
  | { mode: 'unknown'; code: string };

/** The kind of emailed link, which decides what a person can do when it cannot be used. */
type LinkKind = EmailAction['mode'];

const UNKNOWN_LINK = 'This link is not one we recognise: it may have been cut short when it was copied.';

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
  // A sign-in link is the login page's (below); anything else is refused, never taken for a reset.
  if (mode === 'signIn') return null;
  return { mode: 'unknown', code };
}

/**
 * The emailed action this page was opened with. Once read, the link leaves the address bar, as the emailed
 * sign-in link's does, so its one-time code does not linger in the browser's history or on screen, nor go out in
 * a Referer; the page holds the action in memory only. The history entry just notes that a link was read, so that
 * coming back to it without the action (a reload, Back) can say why it is gone, and what to do for that kind of
 * link: `forgotten` is the kind of the link read, when the page no longer holds it.
 */
function useEmailAction(): { action: EmailAction | null; forgotten: LinkKind | null } {
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
    navigate({ search: rest && `?${rest}`, hash }, { replace: true, state: { emailLinkRead: fromLink.mode } });
  }, [fromLink, search, hash, navigate]);

  const linkRead = (state as { emailLinkRead?: LinkKind } | null)?.emailLinkRead ?? null;
  const action = fromLink ?? (linkRead ? held : null);
  return { action, forgotten: action ? null : linkRead };
}

const FORGOTTEN = 'For your safety this page forgets an emailed link once it has read it.';
const LINK_FORGOTTEN: Message = {
  severity: 'info',
  text: `${FORGOTTEN} If you still need the link, open it from the email again, or ask for a new one here.`,
};

function RequestReset({ meta, linkForgotten }: PageProps & { linkForgotten: boolean }) {
  const { formik, formRef, submit, fieldProps, message } = useResetRequest(linkForgotten ? LINK_FORGOTTEN : null);

  return (
    <FormPage meta={meta} intro="Type the email you sign in with and we will send you a link to choose a new password.">
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Reset password">
        <Stack spacing={1}>
          <FormMessage message={message} />
          <EmailField {...fieldProps('email')} autoComplete="email" />
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
  const { formik, formRef, submit, fieldProps, state } = usePasswordReset(code);

  if (state.step === 'checking') return <ScreenLoader />;
  if (state.step === 'changed') {
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
  if (state.step === 'failed') return <LinkProblem meta={meta} kind="resetPassword" error={state.error} />;
  const email = state.step === 'choosing' ? state.email : '';
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
  const session = useSession();
  const state = useAppliedAction(code, mode);
  if (state.step === 'failed') return <LinkProblem meta={meta} kind={mode} error={state.error} />;
  if (state.step !== 'applied') return <ScreenLoader />;
  const toOnboarding = continuePath?.split(/[?#]/)[0] === paths.client.onboarding.getHref();
  return (
    <FormPage meta={meta} heading="All done">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        {EMAIL_ACTION_DONE[mode]}
      </Alert>
      {/* A verified address can carry on where it was sent from; an email change or undo means signing in again. */}
      {mode === 'verifyEmail' && continuePath && state.here ? (
        // Another tab may have finished onboarding as soon as the address was confirmed: a new client's next page
        // is the dashboard, not onboarding's editor for answers they have just given. The role may reach this tab
        // only after the link is drawn, so onboarding is also told where they come from (FROM_CONFIRMATION).
        <Button
          component={RouterLink}
          state={toOnboarding ? FROM_CONFIRMATION : undefined}
          to={
            toOnboarding && session.status === 'ready' && session.role === 'client'
              ? paths.client.dashboard.getHref()
              : continuePath
          }
          variant="contained"
        >
          Continue
        </Button>
      ) : mode === 'verifyEmail' && toOnboarding ? (
        // Confirmed on another device (or browser) than the sign-up: its answers are a draft on that device only.
        <>
          <Typography sx={{ mb: 3 }}>
            To finish joining, sign in. The answers you typed when you signed up are kept only on the device you signed
            up on: go back to it and it finishes by itself, or sign in here and answer them again.
          </Typography>
          <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
            Sign in to finish joining
          </Button>
        </>
      ) : (
        <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
          Go to sign-in
        </Button>
      )}
    </FormPage>
  );
}

/** A link that cannot be used (used already, expired, made up): why, and the next step for its kind. */
function LinkProblem({ meta, kind, error }: PageProps & { kind: LinkKind; error: string }) {
  const confirmed = useConfirmedAlready(kind);
  if (confirmed === 'loading') return <ScreenLoader />;
  if (confirmed) return <ConfirmedAlready meta={meta} {...confirmed} />;
  return (
    <FormPage meta={meta} heading="This link cannot be used">
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {error}
      </Alert>
      <NextStepFor kind={kind} />
    </FormPage>
  );
}

/** Back on a page that has read (and forgotten) a link other than a reset: what to do, without a reset form. */
function LinkForgotten({ meta, kind }: PageProps & { kind: LinkKind }) {
  const confirmed = useConfirmedAlready(kind);
  if (confirmed === 'loading') return <ScreenLoader />;
  if (confirmed) return <ConfirmedAlready meta={meta} {...confirmed} />;
  return (
    <FormPage meta={meta} heading="This link has been read">
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {FORGOTTEN} If you still need it, open it from the email again.
      </Alert>
      <NextStepFor kind={kind} />
    </FormPage>
  );
}

/**
 * For a confirmation link, the signed-in account's address and role when that address is confirmed already: then
 * the link no longer matters, whatever became of it. `null` when it is not (or nobody is signed in here, so it
 * cannot be told), or for another kind of link.
 */
function useConfirmedAlready(kind: LinkKind): 'loading' | { email: string; role: Role | undefined } | null {
  const session = useSession();
  if (kind !== 'verifyEmail') return null;
  if (session.status === 'loading') return 'loading';
  const { user } = session;
  return user?.emailVerified ? { email: user.email ?? '', role: session.role } : null;
}

/** Only that the address is confirmed, and the way on: no link to ask for, no error about the old one. */
function ConfirmedAlready({ meta, email, role }: PageProps & { email: string; role: Role | undefined }) {
  return (
    <FormPage meta={meta} heading="Email address confirmed">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        Your email address, {email}, is confirmed already.
      </Alert>
      <Button component={RouterLink} to={clientLandingFor(role, '')} variant="contained">
        Continue
      </Button>
    </FormPage>
  );
}

/** What a person can do instead of a link of this kind: only ever that kind's own next step. */
function NextStepFor({ kind }: { kind: LinkKind }) {
  if (kind === 'resetPassword') {
    return (
      <Button component={RouterLink} to={paths.client.resetPassword.getHref()} variant="contained">
        Ask for a new link
      </Button>
    );
  }
  if (kind === 'verifyEmail') return <NewConfirmationLink />;
  return (
    <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
      Go to sign-in
    </Button>
  );
}

/**
 * Instead of a confirmation link that cannot be used: a new one for the account signed in here and not yet
 * confirmed (one that is confirmed is told so instead, above); else signing in, which leads on to the rest.
 */
function NewConfirmationLink() {
  const session = useSession();
  const { state, send } = useNewConfirmationLink();
  if (session.status === 'loading') return null;

  const { user } = session;
  if (!user) {
    return (
      <>
        <Typography sx={{ mb: 3 }}>
          If you have confirmed your address already, sign in to carry on. If not, sign in and carry on joining: its
          last step can send you a new link.
        </Typography>
        <Button component={RouterLink} to={paths.client.login.getHref()} variant="contained">
          Sign in
        </Button>
      </>
    );
  }
  return (
    <>
      <FormMessage message={state.message} />
      <Typography sx={{ mb: 3 }}>
        We can send a new confirmation link to <strong>{user.email}</strong>.
      </Typography>
      <Button variant="contained" onClick={() => send(user)}>
        {state.step === 'sending' ? 'Sending...' : 'Send a new link'}
      </Button>
    </>
  );
}
