import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  onIdTokenChanged,
  sendEmailVerification,
  updateProfile,
  type User,
} from 'firebase/auth';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useAuth } from 'reactfire';

import { type CallableErrorDetails, EMAIL_UNVERIFIED, type OnboardingInput, onboardingSchema } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import {
  finishSignInLink,
  forgetEmailLink,
  forgetPendingLink,
  isEmailLink,
  isLinkForAnotherAddress,
  linkErrorMessage,
  pendingLinkEmail,
  sendSignInLink,
  storedLinkEmail,
} from '@/lib/auth/email-link';
import { refreshSession, type useSession } from '@/lib/auth/session';
import { completeOnboarding } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Client } from '@/lib/firestore/clients';

import { backToOnboarding } from './confirm-email-step';
import {
  adoptDraft,
  clearDraft,
  type Draft,
  emptyOnboarding,
  loadDraft,
  type OnboardingValues,
  saveDraft,
} from './draft';
import {
  arrivalFlow,
  arrivingWith,
  CONFIRM_STEP,
  onboardingFlow,
  readyToResend,
  resendFlow,
  startOnboarding,
} from './onboarding-flow';

/**
 * How the page was arrived at: back from an emailed sign-in link (finished here with the address this device sent
 * it to), or not; and whether the account was a client when it opened, which decides between the editor and the
 * dashboard once someone becomes a client while on it.
 */
export function useOnboardingArrival(session: ReturnType<typeof useSession>) {
  const auth = useAuth();
  const [linkEmail] = useState(() => (isEmailLink(auth) ? storedLinkEmail() : null));
  const [arrival, dispatch] = useReducer(arrivalFlow, linkEmail, arrivingWith);

  // A client who opens this page edits their answers. Someone who becomes a client while on it (they finished
  // here, or in another tab that heard the address was confirmed) goes on to the dashboard instead: the editor
  // would only show the answers they have just given.
  const [startedAsClient, setStartedAsClient] = useState<boolean | null>(null);
  if (startedAsClient === null && session.status === 'ready') setStartedAsClient(session.role === 'client');

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
          dispatch({ type: 'linkRestarted', email: result.email });
          return;
        }
        // What they typed before asking for the link was kept under this address; it is the account's now.
        const { user } = result.credential;
        const draft = adoptDraft({ email: linkEmail }, { uid: user.uid });
        if (draft?.values.name && !user.displayName) await updateProfile(user, { displayName: draft.values.name });
        dispatch({ type: 'linkFinished' });
      },
      (error: unknown) => {
        if (isLinkForAnotherAddress(error)) {
          dispatch({ type: 'linkForAnotherAddress' });
          return;
        }
        // The code is no use now; the answers wait for a new link (a failed check signed out, clearing them).
        forgetEmailLink();
        keepTyped();
        dispatch({ type: 'linkRefused', error: linkErrorMessage(error) });
      },
    );
  }, [auth, linkEmail]);

  return {
    linkEmail,
    arrival,
    startedAsClient,
    onNewLinkSent: () => dispatch({ type: 'newLinkSent' }),
    onFinished: () => dispatch({ type: 'answersSaved' }),
  };
}

/**
 * Sends the sign-in link to `email` again; a press while one is on its way is ignored. `onFailed` hears why a try
 * failed (the state keeps it too).
 */
export function useResendLink(email: string, onSent: () => void, onFailed?: (error: string) => void) {
  const auth = useAuth();
  const [state, dispatch] = useReducer(resendFlow, readyToResend);
  const send = async () => {
    if (state.step === 'sending') return;
    dispatch({ type: 'sendStarted' });
    try {
      await sendSignInLink(auth, email, paths.client.onboarding.getHref());
      dispatch({ type: 'sent' });
      onSent();
    } catch (caught) {
      const error = firebaseErrorMessage(caught, 'sending an email');
      dispatch({ type: 'sendFailed', error });
      onFailed?.(error);
    }
  };
  return { state, send: () => void send() };
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

export interface OnboardingFlowOptions {
  user: User | null;
  profile?: Client;
  /** The answers are in: the page moves on to the dashboard once the session carries the client role. */
  onFinished: () => void;
  /** The account has the client role already (an invitation gives it), so its address is not asked about. */
  client: boolean;
}

/**
 * The form's flow (onboarding-flow.ts): the account is created in the browser (Firebase Auth); the client role and
 * the profile come only from the `completeOnboarding` function at the end
 * (docs/decisions/012-verified-email-onboarding.md).
 */
export function useOnboardingFlow({ user, profile, onFinished, client }: OnboardingFlowOptions) {
  const auth = useAuth();
  const editing = Boolean(profile?.onboardedAt);
  // A link asked for from this page and not used yet, kept on this device (lib/auth/email-link.ts): a reload still
  // says where it went. Only a visitor waits for one; a signed-in account is past that.
  const [state, dispatch] = useReducer(onboardingFlow, null, () =>
    startOnboarding(initialDraft(user, profile), {
      uid: user?.uid ?? null,
      verified: user?.emailVerified ?? false,
      linkSentTo: user ? null : pendingLinkEmail(paths.client.onboarding.getHref()) || null,
    }),
  );
  const { draft } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const carryingOn = useRef(false);

  // Signed out (here or in another tab), or another account signed in: the last person's answers leave the
  // screen with them. The one change kept is from nobody to the account this page has just created.
  const uid = user?.uid ?? null;
  if (uid !== state.shownFor) {
    dispatch({
      type: 'accountChanged',
      uid,
      verified: user?.emailVerified ?? false,
      draft: state.shownFor !== null ? initialDraft(user, profile) : null,
    });
  }

  const update = (next: Draft) => {
    // The draft is filed under the account; before there is one, only the emailed-link branch saves (by address).
    const owner = auth.currentUser;
    if (!editing && owner) saveDraft({ uid: owner.uid }, next);
    dispatch({ type: 'moved', draft: next });
  };
  const fail = (error: string) => dispatch({ type: 'failed', error });

  // After moving between steps, keyboard and screen-reader users start at the new step's heading.
  useEffect(() => {
    if (state.moved) heading.current?.focus();
  }, [state.moved, draft.step]);

  const createAccount = async (values: OnboardingValues) => {
    try {
      if (values.method === 'emailLink') {
        await sendSignInLink(auth, values.email.trim(), paths.client.onboarding.getHref());
        saveDraft({ email: values.email }, { values, step: 1 });
        dispatch({ type: 'linkSent', values, email: values.email.trim() });
        return;
      }
      const { user: created } = await createUserWithEmailAndPassword(auth, values.email.trim(), values.password);
      await updateProfile(created, { displayName: values.name.trim() });
      // Sent now, so the link is waiting in their inbox by the last step. Should it fail, that step can resend.
      await sendEmailVerification(created, backToOnboarding()).catch(() => undefined);
      update({ values, step: 1 });
    } catch (caught) {
      fail(firebaseErrorMessage(caught));
    }
  };

  /** Asks Auth afresh: the account in memory still says what it said when it signed in. */
  const emailConfirmed = async (account: User) => {
    await account.reload();
    dispatch({ type: 'checked', verified: account.emailVerified });
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
        dispatch({ type: 'checked', verified: false });
        update({ values, step: CONFIRM_STEP });
      }
      fail(details?.fields ? Object.values(details.fields).join(' ') : firebaseErrorMessage(caught));
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
      fail(firebaseErrorMessage(caught));
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
        dispatch({ type: 'finishingStarted' });
        await submit(user, draft.values);
      } else if (asked) {
        fail(`Your address is not confirmed yet. Please open the link we emailed to ${user.email}, then try again.`);
      }
    } catch (caught) {
      if (asked) fail(firebaseErrorMessage(caught));
    } finally {
      carryingOn.current = false;
      dispatch({ type: 'finishingEnded' });
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

  /**
   * Back to the first step with the address the link went to, to change it. That link is forgotten here, with the
   * answers kept for it: after a reload only the address comes back, never the rest of what was typed (a shared
   * computer shows the next person no one else's name).
   */
  const changeAddress = (sentTo: string) => {
    forgetPendingLink();
    clearDraft({ email: sentTo });
    dispatch({ type: 'changingAddress', sentTo });
  };

  return {
    state,
    editing,
    onConfirmStep,
    heading,
    back: (values: OnboardingValues) => update({ values, step: draft.step - 1 }),
    update,
    createAccount,
    finish,
    carryOn,
    changeAddress,
    chooseMethod: (method: OnboardingValues['method']) => dispatch({ type: 'methodChosen', method }),
    clearError: () => dispatch({ type: 'errorCleared' }),
  };
}
