import { describe, expect, it } from 'vitest';

import { type Draft, emptyOnboarding } from './draft';
import {
  type ArrivalEvent,
  arrivalFlow,
  type ArrivalState,
  arrivingWith,
  CONFIRM_STEP,
  type OnboardingEvent,
  onboardingFlow,
  type OnboardingState,
  readyToResend,
  resendFlow,
  startOnboarding,
} from './onboarding-flow';

describe('arriving at onboarding', () => {
  const arrive = (state: ArrivalState, ...events: ArrivalEvent[]) => events.reduce(arrivalFlow, state);

  it('finishes an emailed sign-in link first, or is ready at once without one', () => {
    expect(arrivingWith('alice@example.com')).toEqual({ step: 'finishingLink' });
    expect(arrivingWith(null)).toEqual({ step: 'ready' });
    expect(arrive(arrivingWith('alice@example.com'), { type: 'linkFinished' })).toEqual({ step: 'ready' });
  });

  it('says a new link is on its way when the account was started afresh', () => {
    expect(arrive(arrivingWith('a@example.com'), { type: 'linkRestarted', email: 'a@example.com' })).toEqual({
      step: 'restarted',
      email: 'a@example.com',
    });
  });

  it('sends a link for another address to the login page to ask which', () => {
    expect(arrive(arrivingWith('a@example.com'), { type: 'linkForAnotherAddress' })).toEqual({ step: 'askAddress' });
  });

  it('says why a link failed, and waits for the new one once it is sent (the retry)', () => {
    const failed = arrive(arrivingWith('a@example.com'), { type: 'linkRefused', error: 'Used already.' });
    expect(failed).toEqual({ step: 'linkFailed', error: 'Used already.' });
    expect(arrive(failed, { type: 'newLinkSent' })).toEqual({ step: 'ready' });
  });

  it('finishes once the answers are saved, and takes no late answer about a link it is past', () => {
    const finished = arrive(arrivingWith(null), { type: 'answersSaved' });
    expect(finished).toEqual({ step: 'finished' });
    expect(arrive(finished, { type: 'linkRefused', error: 'x' }, { type: 'newLinkSent' })).toBe(finished);
    const ready = arrivingWith(null);
    expect(arrive(ready, { type: 'linkFinished' }, { type: 'linkForAnotherAddress' })).toBe(ready);
  });
});

describe('the onboarding form', () => {
  const values = { ...emptyOnboarding, name: 'Alice', email: 'alice@example.com' };
  const atStart: Draft = { values, step: 0 };
  const visitor = startOnboarding(atStart, { uid: null, verified: false, linkSentTo: null });
  const flow = (state: OnboardingState, ...events: OnboardingEvent[]) => events.reduce(onboardingFlow, state);

  it('starts answering with the draft’s method, or at the link sent when one waits unused', () => {
    expect(visitor).toMatchObject({ phase: 'answering', draft: atStart, method: 'password', moved: false });
    const waiting = startOnboarding(atStart, { uid: null, verified: false, linkSentTo: 'alice@example.com' });
    expect(waiting).toMatchObject({ phase: 'linkSent', email: 'alice@example.com' });
  });

  it('moves between steps, clearing the last message and sending the focus to the new step', () => {
    const failed = flow(visitor, { type: 'failed', error: 'That email is in use.' });
    expect(failed.error).toBe('That email is in use.');
    const moved = flow(failed, { type: 'moved', draft: { values, step: 1 } });
    expect(moved).toMatchObject({ draft: { step: 1 }, error: null, moved: true });
  });

  it('waits at the link sent with the first step behind it, and goes back there to change the address', () => {
    const sent = flow(visitor, { type: 'linkSent', values, email: 'alice@example.com' });
    expect(sent).toMatchObject({ phase: 'linkSent', email: 'alice@example.com', draft: { values, step: 0 } });
    const changing = flow(sent, { type: 'changingAddress', sentTo: 'alice@example.com' });
    expect(changing).toMatchObject({
      phase: 'answering',
      method: 'emailLink',
      changingAddress: true,
      draft: { step: 0, values: { email: 'alice@example.com', method: 'emailLink', name: 'Alice' } },
    });
  });

  it('counts the confirm step by the method chosen', () => {
    expect(flow(visitor, { type: 'methodChosen', method: 'emailLink' }).method).toBe('emailLink');
  });

  it('finishes from the confirm step, and is back to answering after, whether it worked or not (to try again)', () => {
    const confirm = flow(visitor, { type: 'moved', draft: { values, step: CONFIRM_STEP } });
    const finishing = flow(confirm, { type: 'checked', verified: true }, { type: 'finishingStarted' });
    expect(finishing).toMatchObject({ phase: 'finishing', verified: true });
    const refused = flow(finishing, { type: 'failed', error: 'Not saved.' }, { type: 'finishingEnded' });
    expect(refused).toMatchObject({ phase: 'answering', error: 'Not saved.' });
    expect(flow(refused, { type: 'finishingStarted' }).phase).toBe('finishing');
  });

  it('clears a message when a new confirmation link goes out', () => {
    expect(flow(visitor, { type: 'failed', error: 'x' }, { type: 'errorCleared' }).error).toBeNull();
  });

  it('does not start finishing from a link sent, nor end what has not started', () => {
    const sent = flow(visitor, { type: 'linkSent', values, email: 'a@example.com' });
    expect(flow(sent, { type: 'finishingStarted' })).toBe(sent);
    expect(flow(visitor, { type: 'finishingEnded' })).toBe(visitor);
  });

  it('keeps the answers for the account just made, and replaces them for another account', () => {
    const made = flow(visitor, { type: 'accountChanged', uid: 'alice', verified: false, draft: null });
    expect(made).toMatchObject({ shownFor: 'alice', draft: atStart });
    const bobs: Draft = { values: emptyOnboarding, step: 1 };
    const other = flow(made, { type: 'accountChanged', uid: 'bob', verified: true, draft: bobs });
    expect(other).toMatchObject({ shownFor: 'bob', verified: true, draft: bobs });
  });
});

describe('sending a sign-in link again', () => {
  it('ignores a second press while sending, and keeps why the last try failed until one works', () => {
    const sending = resendFlow(readyToResend, { type: 'sendStarted' });
    expect(sending).toEqual({ step: 'sending', error: null });
    expect(resendFlow(sending, { type: 'sendStarted' })).toBe(sending);
    const failed = resendFlow(sending, { type: 'sendFailed', error: 'Offline.' });
    expect(failed).toEqual({ step: 'idle', error: 'Offline.' });
    const retrying = resendFlow(failed, { type: 'sendStarted' });
    expect(retrying).toEqual({ step: 'sending', error: 'Offline.' });
    expect(resendFlow(retrying, { type: 'sent' })).toEqual(readyToResend);
  });
});
