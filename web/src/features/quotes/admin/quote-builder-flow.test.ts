import { describe, expect, it } from 'vitest';

import {
  problemOf,
  type QuoteBuilderEvent,
  quoteBuilderFlow,
  type QuoteBuilderState,
  startEditing,
} from './quote-builder-flow';

const after = (state: QuoteBuilderState, ...events: QuoteBuilderEvent[]) => events.reduce(quoteBuilderFlow, state);
const refused = { type: 'refused', problem: 'Line 1: choose a one-off entry.' } as const;

describe('the quote builder flow', () => {
  it('starts editing with nothing refused', () => {
    expect(startEditing).toEqual({ step: 'editing', problem: null });
  });

  it('clears the last refusal when a draft save starts, and shows the next one', () => {
    const state = after(startEditing, refused, { type: 'saveStarted' });
    expect(state).toEqual({ step: 'editing', problem: null });
    expect(after(state, refused)).toEqual({ step: 'editing', problem: refused.problem });
  });

  it('asks before sending, keeping the refusal on the form behind the question', () => {
    const asking = after(startEditing, refused, { type: 'sendAsked' });
    expect(asking).toEqual({ step: 'confirming', problem: refused.problem });
    expect(after(asking, { type: 'sendCancelled' })).toEqual({ step: 'editing', problem: refused.problem });
  });

  it('sends once confirmed, hiding the old refusal, and is back to editing after', () => {
    const sending = after(startEditing, refused, { type: 'sendAsked' }, { type: 'sendConfirmed' });
    expect(sending).toEqual({ step: 'sending' });
    expect(problemOf(sending)).toBeNull();
    expect(after(sending, { type: 'sendFinished' })).toEqual({ step: 'editing', problem: null });
  });

  it('closes the question with the reason when the save or the send is refused, and can send again', () => {
    const sending = after(startEditing, { type: 'sendAsked' }, { type: 'sendConfirmed' });
    const back = after(sending, refused, { type: 'sendFinished' });
    expect(back).toEqual({ step: 'editing', problem: refused.problem });
    expect(after(back, { type: 'sendAsked' }, { type: 'sendConfirmed' })).toEqual({ step: 'sending' });
  });

  it('cannot be cancelled while it sends, nor send without asking', () => {
    const sending = after(startEditing, { type: 'sendAsked' }, { type: 'sendConfirmed' });
    expect(after(sending, { type: 'sendCancelled' })).toBe(sending);
    expect(after(sending, { type: 'sendAsked' })).toBe(sending);
    expect(after(startEditing, { type: 'sendConfirmed' })).toBe(startEditing);
    expect(after(startEditing, { type: 'sendFinished' })).toBe(startEditing);
  });
});
