import type { Draft, OnboardingValues } from './draft';

/**
 * Onboarding's flows as named states, pure so that every move is tested without Auth or a browser. The page first
 * finishes an emailed sign-in link it was opened with (`arrivalFlow`); then the form moves through its steps
 * (`onboardingFlow`); a link sent from the page can be sent again (`resendFlow`).
 */

/** The extra step a password sign-up takes: confirming the address before becoming a client. */
export const CONFIRM_STEP = 3;

export type ArrivalState =
  /** Back from an emailed sign-in link: signing in with it. */
  | { step: 'finishingLink' }
  | { step: 'ready' }
  /** The link went to another address than the one this device asked for: the login page asks which. */
  | { step: 'askAddress' }
  /** The link could not sign them in: say why and offer a new one. */
  | { step: 'linkFailed'; error: string }
  /** The account was started afresh: a new link is on its way to this address. */
  | { step: 'restarted'; email: string }
  /** The answers are in: waiting for the session to carry the client role. */
  | { step: 'finished' };

export type ArrivalEvent =
  | { type: 'linkFinished' }
  | { type: 'linkRestarted'; email: string }
  | { type: 'linkForAnotherAddress' }
  | { type: 'linkRefused'; error: string }
  /** A new link went out after a failed one: the page waits for it as after any other request. */
  | { type: 'newLinkSent' }
  | { type: 'answersSaved' };

export const arrivingWith = (linkEmail: string | null): ArrivalState =>
  linkEmail ? { step: 'finishingLink' } : { step: 'ready' };

export function arrivalFlow(state: ArrivalState, event: ArrivalEvent): ArrivalState {
  switch (event.type) {
    case 'linkFinished':
      return state.step === 'finishingLink' ? { step: 'ready' } : state;
    case 'linkRestarted':
      return state.step === 'finishingLink' ? { step: 'restarted', email: event.email } : state;
    case 'linkForAnotherAddress':
      return state.step === 'finishingLink' ? { step: 'askAddress' } : state;
    case 'linkRefused':
      return state.step === 'finishingLink' ? { step: 'linkFailed', error: event.error } : state;
    case 'newLinkSent':
      return state.step === 'linkFailed' ? { step: 'ready' } : state;
    case 'answersSaved':
      return { step: 'finished' };
  }
}

type Method = OnboardingValues['method'];

/** Where the form is, with what it holds whatever the phase. */
export type OnboardingState = {
  /** The answers and the step shown (0 account, 1 business, 2 goals, 3 confirm), as kept on the device. */
  draft: Draft;
  /** Chosen on the first step: a password sign-up has the confirm step ahead of it; an emailed link does not. */
  method: Method;
  /** What Auth last said of the account's address. */
  verified: boolean;
  error: string | null;
  /** Moved between steps at least once: from then on the new step's heading takes the focus. */
  moved: boolean;
  /** Came back to change the address a link went to: the keyboard starts at the email field. */
  changingAddress: boolean;
  /** The account whose answers are on screen (null before there is one). */
  shownFor: string | null;
} & (
  | { phase: 'answering' }
  /** A sign-in link was emailed from the first step and waits unused. */
  | { phase: 'linkSent'; email: string }
  /** Confirmed from the confirm step: the answers are on their way. */
  | { phase: 'finishing' }
);

export type OnboardingEvent =
  /** To another step (or the same one with new answers); the last message goes. */
  | { type: 'moved'; draft: Draft }
  | { type: 'methodChosen'; method: Method }
  | { type: 'linkSent'; values: OnboardingValues; email: string }
  /** Back to the first step from a link sent, to change the address it went to. */
  | { type: 'changingAddress'; sentTo: string }
  | { type: 'failed'; error: string }
  | { type: 'errorCleared' }
  | { type: 'checked'; verified: boolean }
  | { type: 'finishingStarted' }
  | { type: 'finishingEnded' }
  /** Signed out, or another account signed in; `draft` is what the new one starts from, when it does not go on. */
  | { type: 'accountChanged'; uid: string | null; verified: boolean; draft: Draft | null };

export function startOnboarding(
  draft: Draft,
  { uid, verified, linkSentTo }: { uid: string | null; verified: boolean; linkSentTo: string | null },
): OnboardingState {
  const held = {
    draft,
    method: draft.values.method,
    verified,
    error: null,
    moved: false,
    changingAddress: false,
    shownFor: uid,
  };
  return linkSentTo ? { ...held, phase: 'linkSent', email: linkSentTo } : { ...held, phase: 'answering' };
}

export function onboardingFlow(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'moved':
      return { ...state, draft: event.draft, error: null, moved: true };
    case 'methodChosen':
      return { ...state, method: event.method };
    case 'linkSent':
      // The first step is what "Use a different email address" comes back to.
      return { ...state, draft: { values: event.values, step: 0 }, phase: 'linkSent', email: event.email };
    case 'changingAddress': {
      const values: OnboardingValues = { ...state.draft.values, email: event.sentTo, method: 'emailLink' };
      return { ...state, draft: { values, step: 0 }, method: 'emailLink', changingAddress: true, phase: 'answering' };
    }
    case 'failed':
      return { ...state, error: event.error };
    case 'errorCleared':
      return { ...state, error: null };
    case 'checked':
      return { ...state, verified: event.verified };
    case 'finishingStarted':
      return state.phase === 'answering' ? { ...state, phase: 'finishing' } : state;
    case 'finishingEnded':
      return state.phase === 'finishing' ? { ...state, phase: 'answering' } : state;
    case 'accountChanged':
      return { ...state, shownFor: event.uid, verified: event.verified, draft: event.draft ?? state.draft };
  }
}

/** Sending a sign-in link again; `error` is why the last try failed, shown where the page shows it. */
export type ResendState = { step: 'idle'; error: string | null } | { step: 'sending'; error: string | null };

export type ResendEvent = { type: 'sendStarted' } | { type: 'sent' } | { type: 'sendFailed'; error: string };

export const readyToResend: ResendState = { step: 'idle', error: null };

export function resendFlow(state: ResendState, event: ResendEvent): ResendState {
  switch (event.type) {
    case 'sendStarted':
      return state.step === 'idle' ? { step: 'sending', error: state.error } : state;
    case 'sent':
      return { step: 'idle', error: null };
    case 'sendFailed':
      return { step: 'idle', error: event.error };
  }
}
