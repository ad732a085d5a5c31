import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import { createUserWithEmailAndPassword, updateProfile, type User } from 'firebase/auth';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';

import type { OnboardingInput } from '@agency/common';

import { FormPage } from '@/components/form-page';
import { ScreenLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { authErrorMessage } from '@/lib/auth/auth-errors';
import { finishSignInLink, isEmailLink, sendSignInLink, storedLinkEmail } from '@/lib/auth/email-link';
import { refreshSession, useSession } from '@/lib/auth/session';
import { completeOnboarding } from '@/lib/callables';
import type { Client } from '@/lib/firestore/clients';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

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

const STEP_LABELS = ['Account', 'Business', 'Goals'];

/**
 * /client/onboarding: account, business, goals. The account is created in the browser (Firebase Auth); the
 * client role and the profile come only from the `completeOnboarding` function at the end. A client who has
 * finished opens the same page to edit their answers.
 */
export default function OnboardingPage({ meta }: PageProps) {
  const auth = useAuth();
  const session = useSession();
  const [linkEmail] = useState(() => (isEmailLink(auth) ? storedLinkEmail() : null));
  const [linkPending, setLinkPending] = useState(Boolean(linkEmail));
  const [linkError, setLinkError] = useState<string | null>(
    linkEmail === '' ? 'Please open the link on the device you asked for it on, or sign in from the login page.' : null,
  );

  // Back from the emailed link: finish signing in with the address this device sent it to.
  useEffect(() => {
    if (!linkEmail) return;
    finishSignInLink(auth, linkEmail).then(
      async ({ user }) => {
        // What they typed before asking for the link was kept under this address; it is the account's now.
        const draft = adoptDraft({ email: linkEmail }, { uid: user.uid });
        if (draft?.values.name && !user.displayName) await updateProfile(user, { displayName: draft.values.name });
        setLinkPending(false);
      },
      (error: unknown) => {
        setLinkError(authErrorMessage(error));
        setLinkPending(false);
      },
    );
  }, [auth, linkEmail]);

  if (linkPending || session.status === 'loading') return <ScreenLoader />;
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
  if (session.user && session.role === 'client') return <EditAnswers meta={meta} user={session.user} />;
  return <Onboarding meta={meta} user={session.user} notice={linkError} />;
}

/** A finished client editing their answers: the profile fills the form. */
function EditAnswers({ meta, user }: PageProps & { user: User }) {
  const { status, profile } = useOwnProfile();
  if (status === 'loading') return <ScreenLoader />;
  return <Onboarding meta={meta} user={user} profile={profile} />;
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

function Onboarding({
  meta,
  user,
  profile,
  notice,
}: PageProps & { user: User | null; profile?: Client; notice?: string | null }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const editing = Boolean(profile?.onboardedAt);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(user, profile));
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(notice ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moved, setMoved] = useState(false);

  // Signed out (here or in another tab), or another account signed in: the last person's answers leave the
  // screen with them. The one change kept is from nobody to the account this page has just created.
  const uid = user?.uid ?? null;
  const [shownFor, setShownFor] = useState(uid);
  if (uid !== shownFor) {
    setShownFor(uid);
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
        setLinkSentTo(values.email.trim());
        return;
      }
      const { user: created } = await createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
      await updateProfile(created, { displayName: values.name.trim() });
      update({ values, step: 1 });
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  };

  const finish = async (values: OnboardingValues) => {
    if (!user) return;
    const input: OnboardingInput = {
      name: values.name,
      businessName: values.businessName,
      industry: values.industry as OnboardingInput['industry'],
      website: values.website,
      location: values.location,
      services: values.services,
      budget: values.budget as OnboardingInput['budget'],
      timeline: values.timeline as OnboardingInput['timeline'],
      goals: values.goals,
    };
    try {
      const { firstTime } = await completeOnboarding(input);
      // The new role is in the next ID token: fetch it now, so the portal opens at once.
      await refreshSession(user);
      clearDraft({ uid: user.uid });
      if (firstTime) notify.success('Welcome to the portal!', 'We will be in touch about your free assessment.');
      else notify.success('Your answers are saved.');
      await navigate(paths.client.dashboard.getHref(), { replace: true });
    } catch (caught) {
      const fields =
        caught instanceof FirebaseError
          ? (caught as FirebaseError & { details?: { fields?: Record<string, string> } }).details?.fields
          : undefined;
      setError(fields ? Object.values(fields).join(' ') : authErrorMessage(caught));
    }
  };

  const stepProps = (onNext: StepProps['onNext'], last: boolean): StepProps => ({
    values: draft.values,
    onNext,
    onBack: draft.step > (user ? 1 : 0) ? back : undefined,
    nextLabel: last ? (editing ? 'Save answers' : 'Finish') : 'Next',
    busyLabel: last ? 'Saving...' : 'Please wait...',
  });

  if (linkSentTo) {
    return (
      <FormPage meta={meta} heading="Check your inbox">
        <Alert severity="success" role="status">
          We have emailed a sign-in link to <strong>{linkSentTo}</strong>. Open it on this device and you will come
          straight back here to carry on.
        </Alert>
      </FormPage>
    );
  }

  return (
    <FormPage
      meta={meta}
      maxWidth="sm"
      heading={editing ? 'Your onboarding answers' : meta.title}
      intro={
        editing
          ? 'Change anything that has moved on; we see your answers straight away.'
          : 'Three short steps to your free client portal and website assessment.'
      }
    >
      <Stepper activeStep={draft.step} alternativeLabel sx={{ mb: 3 }}>
        {STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, outline: 'none' }}>
        Step {draft.step + 1} of 3: {STEP_LABELS[draft.step]}
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
      {draft.step === 0 && <AccountStep {...stepProps(createAccount, false)} />}
      {draft.step === 1 && <BusinessStep {...stepProps(async (values) => update({ values, step: 2 }), false)} />}
      {draft.step === 2 && <GoalsStep {...stepProps(finish, true)} />}
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
