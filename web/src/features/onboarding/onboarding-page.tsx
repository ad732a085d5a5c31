import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type User } from 'firebase/auth';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';

import { FormPage } from '@/components/form-page';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { type FROM_CONFIRMATION } from '@/lib/auth/arrival';
import { startedAfreshMessage } from '@/lib/auth/email-link';
import { useSession } from '@/lib/auth/session';
import type { Client } from '@/lib/firestore/clients';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { ConfirmEmailStep } from './confirm-email-step';
import { CONFIRM_STEP } from './onboarding-flow';
import { AccountStep, BusinessStep, GoalsStep, type StepProps } from './steps';
import { useOnboardingArrival, useOnboardingFlow, useResendLink } from './use-onboarding-flow';

/** The last label is the extra step a password sign-up takes: confirming the address before becoming a client. */
const STEP_LABELS = ['Account', 'Business', 'Goals', 'Confirm your email'];

/**
 * /client/onboarding: account, business, goals. The account is created in the browser (Firebase Auth); the
 * client role and the profile come only from the `completeOnboarding` function at the end. A client who has
 * finished opens the same page to edit their answers.
 */
export default function OnboardingPage({ meta }: PageProps) {
  const session = useSession();
  const { search, state: arrivalState } = useLocation();
  const { linkEmail, arrival, startedAsClient, onNewLinkSent, onFinished } = useOnboardingArrival(session);
  const finished = arrival.step === 'finished';

  // A sign-in link opened on another device than the one it was asked for on: the login page asks which address
  // it went to and finishes it, then comes back here (the answers typed are on the first device).
  if (linkEmail === '' || arrival.step === 'askAddress')
    return <Navigate to={`${paths.client.login.getHref()}${search}`} replace />;
  if (arrival.step === 'finishingLink' || session.status === 'loading') return <ScreenLoader />;
  // Sent on by the confirmation page: they finished (or another tab did for them), never came to edit.
  const confirmedJustNow = (arrivalState as typeof FROM_CONFIRMATION | null)?.fromConfirmation === true;
  if (session.user && session.role === 'client' && (finished || startedAsClient === false || confirmedJustNow)) {
    return <Navigate to={paths.client.dashboard.getHref()} replace />;
  }
  // Finished, and waiting for the session to carry the new role, which the portal's screens ask for.
  if (finished) return <ScreenLoader />;
  if (linkEmail && arrival.step === 'linkFailed') {
    // Once a new link is sent, the page waits for it as after any other request (Onboarding, below).
    return <LinkFailed meta={meta} email={linkEmail} error={arrival.error} onSent={onNewLinkSent} />;
  }
  if (arrival.step === 'restarted') {
    return (
      <FormPage meta={meta} heading="Check your inbox">
        <Alert severity="info" role="status">
          {startedAfreshMessage(arrival.email)}
        </Alert>
      </FormPage>
    );
  }
  if (session.user && session.role === 'admin') {
    return (
      <FormPage meta={meta}>
        <Alert severity="info">Administrator accounts do not need onboarding.</Alert>
        <Button component={RouterLink} to={paths.admin.dashboard.getHref()} sx={{ mt: 2 }}>
          Go to the admin area
        </Button>
      </FormPage>
    );
  }
  if (session.user && session.role === 'client') {
    return <EditAnswers meta={meta} user={session.user} onFinished={onFinished} />;
  }
  return <Onboarding meta={meta} user={session.user} onFinished={onFinished} />;
}

/** A finished client editing their answers: the profile fills the form. */
function EditAnswers({ meta, user, onFinished }: PageProps & { user: User; onFinished: () => void }) {
  const { status, profile } = useOwnProfile();
  if (status === 'loading') return <ScreenLoader />;
  return <Onboarding meta={meta} user={user} profile={profile} onFinished={onFinished} client />;
}

/**
 * After asking for an emailed link: where it went, and that it brings them back here; the link can be sent again,
 * or asked for with another address. Shown again after a reload, for as long as the link waits unused.
 */
function LinkSent({ meta, email, onChangeAddress }: PageProps & { email: string; onChangeAddress: () => void }) {
  const { state, send } = useResendLink(
    email,
    () =>
      notify.success(
        'We have sent the link again',
        `To ${email}. It can take a minute to arrive; check your spam or junk folder too.`,
      ),
    (error) => notify.error('We could not send the link again', error),
  );
  return (
    <FormPage meta={meta} heading="Check your inbox">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        We have emailed a sign-in link to <strong>{email}</strong>. Open it on this device and you will come straight
        back here to carry on.
      </Alert>
      {/* Enabled while sending (a press is ignored instead), so keyboard focus stays on the button pressed. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={send}>
          {state.step === 'sending' ? 'Sending...' : 'Send the link again'}
        </Button>
        <Button onClick={onChangeAddress}>Use a different email address</Button>
      </Stack>
    </FormPage>
  );
}

/**
 * The emailed link could not sign them in (used already, expired, or the account check failed): say so, and offer
 * what such a link is for, a new one to the same address, which finds the answers typed for it on this device.
 */
function LinkFailed({ meta, email, error, onSent }: PageProps & { email: string; error: string; onSent: () => void }) {
  const { state, send } = useResendLink(email, onSent);
  return (
    <FormPage meta={meta} heading="This link cannot be used">
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {state.error ?? error}
      </Alert>
      <Typography sx={{ mb: 3 }}>
        We can email a new sign-in link to <strong>{email}</strong>. Anything you typed on this device before asking for
        the link is kept for it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={send}>
          {state.step === 'sending' ? 'Sending...' : 'Email me a new link'}
        </Button>
        <Button component={RouterLink} to={paths.client.login.getHref()}>
          Sign in instead
        </Button>
      </Stack>
    </FormPage>
  );
}

function Onboarding({
  meta,
  user,
  profile,
  onFinished,
  client = false,
}: PageProps & {
  user: User | null;
  profile?: Client;
  /** The answers are in: the page moves on to the dashboard once the session carries the client role. */
  onFinished: () => void;
  /** The account has the client role already (an invitation gives it), so its address is not asked about. */
  client?: boolean;
}) {
  const flow = useOnboardingFlow({ user, profile, onFinished, client });
  const { state, editing, onConfirmStep, heading } = flow;
  const { draft, method, verified, error } = state;

  const stepProps = (onNext: StepProps['onNext'], last: boolean): StepProps => ({
    values: draft.values,
    onNext,
    onBack: draft.step > (user ? 1 : 0) ? flow.back : undefined,
    nextLabel: last ? (editing ? 'Save answers' : 'Finish') : 'Next',
    busyLabel: last ? 'Saving...' : 'Please wait...',
  });

  // The confirm step shows only for an account that needs it: a password sign-up not confirmed yet (before the
  // account exists, one about to be made with a password). The function asks the same only of accounts without a
  // role. Every count on the page follows these labels.
  const confirming = user === null ? method === 'password' : !client && (!verified || onConfirmStep);
  const labels = confirming ? STEP_LABELS : STEP_LABELS.slice(0, CONFIRM_STEP);
  // An account made by an emailed link on another device has no name: the first step, which asks it, is behind it.
  const askName = user !== null && !client && !user.displayName;

  if (state.phase === 'linkSent') {
    const sentTo = state.email;
    return <LinkSent meta={meta} email={sentTo} onChangeAddress={() => flow.changeAddress(sentTo)} />;
  }

  return (
    <FormPage
      meta={meta}
      maxWidth="sm"
      heading={editing ? 'Your onboarding answers' : meta.title}
      intro={
        editing
          ? 'Change anything that has moved on; we see your answers straight away.'
          : confirming
            ? 'Four short steps to your free client portal and website assessment: your account, your business, your goals, then confirming your email.'
            : 'Three short steps to your free client portal and website assessment.'
      }
    >
      <Stepper activeStep={draft.step} alternativeLabel sx={{ mb: 3 }}>
        {labels.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, outline: 'none' }}>
        Step {draft.step + 1} of {labels.length}: {labels[draft.step]}
      </Typography>
      {user && draft.step > 0 && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          Signed in as {user.email}.
        </Typography>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {draft.step === 0 && (
        <AccountStep
          {...stepProps(flow.createAccount, false)}
          onMethodChange={flow.chooseMethod}
          focusEmail={state.changingAddress}
        />
      )}
      {draft.step === 1 && (
        <BusinessStep {...stepProps(async (values) => flow.update({ values, step: 2 }), false)} askName={askName} />
      )}
      {draft.step === 2 && <GoalsStep {...stepProps(flow.finish, true)} />}
      {user && onConfirmStep && (
        <ConfirmEmailStep
          user={user}
          finishing={state.phase === 'finishing'}
          onConfirmed={() => flow.carryOn(true)}
          onResent={flow.clearError}
          onBack={() => flow.update({ values: draft.values, step: 2 })}
        />
      )}
      {!user && (
        <Typography sx={{ mt: 3 }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.client.login.getHref()}>
            Sign in
          </Link>
        </Typography>
      )}
    </FormPage>
  );
}
