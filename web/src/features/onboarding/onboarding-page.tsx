import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  updateProfile,
  type User,
} from 'firebase/auth';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useAuth } from 'reactfire';

import { type CallableErrorDetails, EMAIL_UNVERIFIED, type OnboardingInput, onboardingSchema } from '@agency/common';

import { FormPage } from '@/components/form-page';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { type FROM_CONFIRMATION } from '@/lib/auth/arrival';
import {
  finishSignInLink,
  forgetEmailLink,
  forgetPendingLink,
  isEmailLink,
  isLinkForAnotherAddress,
  linkErrorMessage,
  pendingLinkEmail,
  sendSignInLink,
  startedAfreshMessage,
  storedLinkEmail,
} from '@/lib/auth/email-link';
import { refreshSession, useSession } from '@/lib/auth/session';
import { completeOnboarding } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Client } from '@/lib/firestore/clients';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { backToOnboarding, ConfirmEmailStep } from './confirm-email-step';
import {
  adoptDraft,
  clearDraft,
  type Draft,
  emptyOnboarding,
  loadDraft,
  type OnboardingValues,
  saveDraft,
} from './draft';
import { AccountStep, BusinessStep, GoalsStep, type StepProps } from './steps';

/** The last label is the extra step a password sign-up takes: confirming the address before becoming a client. */
const STEP_LABELS = ['Account', 'Business', 'Goals', 'Confirm your email'];
const CONFIRM_STEP = 3;

/**
 * /client/onboarding: account, business, goals. The account is created in the browser (Firebase Auth); the
 * client role and the profile come only from the `completeOnboarding` function at the end. A client who has
 * finished opens the same page to edit their answers.
 */
export default function OnboardingPage({ meta }: PageProps) {
  const auth = useAuth();
  const session = useSession();
  const { search, state: arrival } = useLocation();
  const [linkEmail] = useState(() => (isEmailLink(auth) ? storedLinkEmail() : null));
  const [linkPending, setLinkPending] = useState(Boolean(linkEmail));
  const [linkError, setLinkError] = useState<string | null>(null);
  const [restartedFor, setRestartedFor] = useState<string | null>(null);
  // The link went to another address than the one this device last asked for a link with (the address was changed
  // since): the login page asks which, as it does on another device.
  const [askAddress, setAskAddress] = useState(false);

  // A client who opens this page edits their answers. Someone who becomes a client while on it (they finished
  // here, or in another tab that heard the address was confirmed) goes on to the dashboard instead: the editor
  // would only show the answers they have just given.
  const [startedAsClient, setStartedAsClient] = useState<boolean | null>(null);
  if (startedAsClient === null && session.status === 'ready') setStartedAsClient(session.role === 'client');
  const [finished, setFinished] = useState(false);

  // Back from the emailed link: finish signing in with the address this device sent it to.
  useEffect(() => {
    if (!linkEmail) return;
    // Read first: should the account be started afresh, signing out clears every draft, and the new link comes
    // back to this one.
    const typed = loadDraft({ email: linkEmail });
    const keepTyped = () => {
      if (typed) saveDraft({ email: linkEmail }, typed);
    };
    finishSignInLink(auth, linkEmail).then(
      async (result) => {
        if (result.status === 'restarted') {
          keepTyped();
          setRestartedFor(result.email);
        } else {
          // What they typed before asking for the link was kept under this address; it is the account's now.
          const { user } = result.credential;
          const draft = adoptDraft({ email: linkEmail }, { uid: user.uid });
          if (draft?.values.name && !user.displayName) await updateProfile(user, { displayName: draft.values.name });
        }
        setLinkPending(false);
      },
      (error: unknown) => {
        if (isLinkForAnotherAddress(error)) {
          setAskAddress(true);
          return;
        }
        // The code is no use now; the answers wait for a new link (a failed check signed out, clearing them).
        forgetEmailLink();
        keepTyped();
        setLinkError(linkErrorMessage(error));
        setLinkPending(false);
      },
    );
  }, [auth, linkEmail]);

  // A sign-in link opened on another device than the one it was asked for on: the login page asks which address
  // it went to and finishes it, then comes back here (the answers typed are on the first device).
  if (linkEmail === '' || askAddress) return <Navigate to={`${paths.client.login.getHref()}${search}`} replace />;
  if (linkPending || session.status === 'loading') return <ScreenLoader />;
  // Sent on by the confirmation page: they finished (or another tab did for them), never came to edit.
  const confirmedJustNow = (arrival as typeof FROM_CONFIRMATION | null)?.fromConfirmation === true;
  if (session.user && session.role === 'client' && (finished || startedAsClient === false || confirmedJustNow)) {
    return <Navigate to={paths.client.dashboard.getHref()} replace />;
  }
  // Finished, and waiting for the session to carry the new role, which the portal's screens ask for.
  if (finished) return <ScreenLoader />;
  if (linkEmail && linkError) {
    // Once a new link is sent, the page waits for it as after any other request (Onboarding, below).
    return <LinkFailed meta={meta} email={linkEmail} error={linkError} onSent={() => setLinkError(null)} />;
  }
  if (restartedFor) {
    return (
      <FormPage meta={meta} heading="Check your inbox">
        <Alert severity="info" role="status">
          {startedAfreshMessage(restartedFor)}
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
  const onFinished = () => setFinished(true);
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
  const auth = useAuth();
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    if (sending) return;
    setSending(true);
    try {
      await sendSignInLink(auth, email, paths.client.onboarding.getHref());
      notify.success(
        'We have sent the link again',
        `To ${email}. It can take a minute to arrive; check your spam or junk folder too.`,
      );
    } catch (error) {
      notify.error('We could not send the link again', firebaseErrorMessage(error, 'sending an email'));
    } finally {
      setSending(false);
    }
  };
  return (
    <FormPage meta={meta} heading="Check your inbox">
      <Alert severity="success" role="status" sx={{ mb: 3 }}>
        We have emailed a sign-in link to <strong>{email}</strong>. Open it on this device and you will come straight
        back here to carry on.
      </Alert>
      {/* Enabled while sending (a press is ignored instead), so keyboard focus stays on the button pressed. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" onClick={() => void sendAgain()}>
          {sending ? 'Sending...' : 'Send the link again'}
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
  const auth = useAuth();
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendAgain = async () => {
    if (sending) return;
    setSending(true);
    try {
      await sendSignInLink(auth, email, paths.client.onboarding.getHref());
      onSent();
    } catch (caught) {
      setSendError(firebaseErrorMessage(caught, 'sending an email'));
      setSending(false);
    }
  };
  return (
    <FormPage meta={meta} heading="This link cannot be used">
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {sendError ?? error}
      </Alert>
      <Typography sx={{ mb: 3 }}>
        We can email a new sign-in link to <strong>{email}</strong>. Anything you typed on this device before asking for
        the link is kept for it.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => void sendAgain()}>
          {sending ? 'Sending...' : 'Email me a new link'}
        </Button>
        <Button component={RouterLink} to={paths.client.login.getHref()}>
          Sign in instead
        </Button>
      </Stack>
    </FormPage>
  );
}

function valuesFrom(profile: Client | undefined, user: User | null): OnboardingValues {
  const answers = profile?.onboarding;
  return {
    ...emptyOnboarding,
    name: profile?.name || user?.displayName || '',
    email: user?.email ?? '',
    businessName: profile?.businessName ?? '',
    industry: profile?.industry ?? '',
    website: profile?.website ?? '',
    location: profile?.location ?? '',
    ...answers,
  };
}

/**
 * Where onboarding starts: a finished client's profile; else the draft this account saved on this device; else
 * the account's own name and email. A visitor who is not signed in starts empty: a draft saved on this device
 * belongs to whoever typed it, not to the next person at the keyboard.
 */
function initialDraft(user: User | null, profile: Client | undefined): Draft {
  const fromProfile = valuesFrom(profile, user);
  if (!user) return { values: fromProfile, step: 0 };
  const saved = profile?.onboardedAt ? null : loadDraft({ uid: user.uid });
  if (!saved) return { values: fromProfile, step: 1 };
  // A signed-in account has its account step behind it.
  return { values: { ...saved.values, email: user.email ?? saved.values.email }, step: Math.max(saved.step, 1) };
}

/**
 * What `completeOnboarding` takes, from the form's values: the schema's own cast keeps only its fields (not the
 * email, method or password) and applies its transforms, as the function will again.
 */
const toInput = (values: OnboardingValues): OnboardingInput => onboardingSchema.cast(values, { stripUnknown: true });

type CallableError = FirebaseError & { details?: CallableErrorDetails };
const detailsOf = (error: unknown) => (error instanceof FirebaseError ? (error as CallableError).details : undefined);

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
  const auth = useAuth();
  const editing = Boolean(profile?.onboardedAt);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(user, profile));
  // Chosen on the first step: a password sign-up has the confirm step ahead of it; an emailed link does not.
  const [method, setMethod] = useState(draft.values.method);
  const [verified, setVerified] = useState(user?.emailVerified ?? false);
  const [finishing, setFinishing] = useState(false);
  // A link asked for from this page and not used yet, kept on this device (lib/auth/email-link.ts): a reload still
  // says where it went. Only a visitor waits for one; a signed-in account is past that.
  const [linkSentTo, setLinkSentTo] = useState(() =>
    user ? null : pendingLinkEmail(paths.client.onboarding.getHref()) || null,
  );
  const [changingAddress, setChangingAddress] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);
  const carryingOn = useRef(false);

  // Signed out (here or in another tab), or another account signed in: the last person's answers leave the
  // screen with them. The one change kept is from nobody to the account this page has just created.
  const uid = user?.uid ?? null;
  const [shownFor, setShownFor] = useState(uid);
  if (uid !== shownFor) {
    setShownFor(uid);
    setVerified(user?.emailVerified ?? false);
    if (shownFor !== null) setDraft(initialDraft(user, profile));
  }

  const update = (next: Draft) => {
    setDraft(next);
    // The draft is filed under the account; before there is one, only the emailed-link branch saves (by address).
    const owner = auth.currentUser;
    if (!editing && owner) saveDraft({ uid: owner.uid }, next);
    setError(null);
    setMoved(true);
  };

  // After moving between steps, keyboard and screen-reader users start at the new step's heading.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, draft.step]);

  const back = (values: OnboardingValues) => update({ values, step: draft.step - 1 });

  const createAccount = async (values: OnboardingValues) => {
    try {
      if (values.method === 'emailLink') {
        await sendSignInLink(auth, values.email.trim(), paths.client.onboarding.getHref());
        saveDraft({ email: values.email }, { values, step: 1 });
        // What "Use a different email address" comes back to.
        setDraft({ values, step: 0 });
        setLinkSentTo(values.email.trim());
        return;
      }
      const { user: created } = await createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
      await updateProfile(created, { displayName: values.name.trim() });
      // Sent now, so the link is waiting in their inbox by the last step. Should it fail, that step can resend.
      await sendEmailVerification(created, backToOnboarding()).catch(() => undefined);
      update({ values, step: 1 });
    } catch (caught) {
      setError(firebaseErrorMessage(caught));
    }
  };

  /** Asks Auth afresh: the account in memory still says what it said when it signed in. */
  const emailConfirmed = async (account: User) => {
    await account.reload();
    setVerified(account.emailVerified);
    return account.emailVerified;
  };

  /** Sends the answers; the function makes the account a client (docs/decisions/012-verified-email-onboarding.md). */
  const submit = async (account: User, values: OnboardingValues) => {
    try {
      // A new client's token should carry the confirmed address, as the function's own check reads it from Auth.
      if (!client) await account.getIdToken(true);
      const { firstTime } = await completeOnboarding(toInput(values));
      // The new role is in the next ID token: fetch it now, so the portal opens at once.
      await refreshSession(account);
      clearDraft({ uid: account.uid });
      if (firstTime)
        notify.success('Welcome to the portal!', 'Your free website assessment is ready to run from your dashboard.');
      else notify.success('Your answers are saved.');
      // Not straight to the dashboard: its guard may still see the session without the role, and send them back
      // here, to the editor. The page goes once the session has caught up.
      onFinished();
    } catch (caught) {
      const details = detailsOf(caught);
      if (details?.reason === EMAIL_UNVERIFIED) {
        setVerified(false);
        update({ values, step: CONFIRM_STEP });
      }
      setError(details?.fields ? Object.values(details.fields).join(' ') : firebaseErrorMessage(caught));
    }
  };

  /** Finish: an account whose address is not confirmed yet keeps its answers and waits at the confirm step. */
  const finish = async (values: OnboardingValues) => {
    if (!user) return;
    try {
      if (!client && !(await emailConfirmed(user))) {
        update({ values, step: CONFIRM_STEP });
        return;
      }
    } catch (caught) {
      setError(firebaseErrorMessage(caught));
      return;
    }
    await submit(user, values);
  };

  /**
   * From the confirm step: carries on once Auth says the address is confirmed. `asked` is "I have confirmed it";
   * the page's own checks (on coming back to the tab) stay quiet when the answer is "not yet".
   */
  const carryOn = async (asked: boolean) => {
    if (!user || carryingOn.current) return;
    carryingOn.current = true;
    try {
      if (await emailConfirmed(user)) {
        setFinishing(true);
        await submit(user, draft.values);
      } else if (asked) {
        setError(
          `Your address is not confirmed yet. Please open the link we emailed to ${user.email}, then try again.`,
        );
      }
    } catch (caught) {
      if (asked) setError(firebaseErrorMessage(caught));
    } finally {
      carryingOn.current = false;
      setFinishing(false);
    }
  };

  // Whoever opens the link in another tab, or on their phone, comes back to this one: check again then. A link
  // opened in another tab of this browser also refreshes the shared session, which this tab hears about.
  const onConfirmStep = draft.step === CONFIRM_STEP && !client;
  const carryOnQuietly = useEffectEvent(() => void carryOn(false));
  useEffect(() => {
    if (!onConfirmStep) return;
    const whenBack = () => {
      if (document.visibilityState === 'visible') carryOnQuietly();
    };
    window.addEventListener('focus', whenBack);
    document.addEventListener('visibilitychange', whenBack);
    // Also called at once with the account as it stands: Auth reloads a remembered account when the app starts, so
    // someone who confirmed on their phone and comes back later carries straight on. (Only when it says confirmed:
    // carrying on reloads the account, which calls this again.)
    const stopListening = onIdTokenChanged(auth, (current) => {
      if (current?.emailVerified) carryOnQuietly();
    });
    return () => {
      window.removeEventListener('focus', whenBack);
      document.removeEventListener('visibilitychange', whenBack);
      stopListening();
    };
  }, [auth, onConfirmStep]);

  const stepProps = (onNext: StepProps['onNext'], last: boolean): StepProps => ({
    values: draft.values,
    onNext,
    onBack: draft.step > (user ? 1 : 0) ? back : undefined,
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

  /**
   * Back to the first step with the address the link went to, to change it. That link is forgotten here, with the
   * answers kept for it: after a reload only the address comes back, never the rest of what was typed (a shared
   * computer shows the next person no one else's name).
   */
  const changeAddress = (sentTo: string) => {
    forgetPendingLink();
    clearDraft({ email: sentTo });
    setDraft(({ values }) => ({ values: { ...values, email: sentTo, method: 'emailLink' }, step: 0 }));
    setMethod('emailLink');
    setLinkSentTo(null);
    setChangingAddress(true);
  };

  if (linkSentTo) {
    return <LinkSent meta={meta} email={linkSentTo} onChangeAddress={() => changeAddress(linkSentTo)} />;
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
        <AccountStep {...stepProps(createAccount, false)} onMethodChange={setMethod} focusEmail={changingAddress} />
      )}
      {draft.step === 1 && (
        <BusinessStep {...stepProps(async (values) => update({ values, step: 2 }), false)} askName={askName} />
      )}
      {draft.step === 2 && <GoalsStep {...stepProps(finish, true)} />}
      {user && onConfirmStep && (
        <ConfirmEmailStep
          user={user}
          finishing={finishing}
          onConfirmed={() => carryOn(true)}
          onResent={() => setError(null)}
          onBack={() => update({ values: draft.values, step: 2 })}
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
