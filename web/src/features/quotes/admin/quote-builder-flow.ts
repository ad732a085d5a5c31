/**
 * The quote builder's flow, apart from the form's own values (Formik keeps those): editing, with what the last
 * refusal said; asking whether to send; sending. Pure, so every move is tested without a dialog.
 */
export type QuoteBuilderState =
  /** `problem`: what the functions last refused, shown on top of the form until the next attempt. */
  | { step: 'editing'; problem: string | null }
  /** Send was pressed on a valid form: the confirmation is open over it. */
  | { step: 'confirming'; problem: string | null }
  /** Confirmed: the draft is being stored, then sent. */
  | { step: 'sending' };

export type QuoteBuilderEvent =
  /** A draft save starts: the last refusal goes. */
  | { type: 'saveStarted' }
  /** A function refused the save or the send: back to the form, saying why. */
  | { type: 'refused'; problem: string }
  | { type: 'sendAsked' }
  | { type: 'sendCancelled' }
  | { type: 'sendConfirmed' }
  /** Stored and sent; or stored by a send whose draft the function refused before it was sent. */
  | { type: 'sendFinished' };

export const startEditing: QuoteBuilderState = { step: 'editing', problem: null };

export function quoteBuilderFlow(state: QuoteBuilderState, event: QuoteBuilderEvent): QuoteBuilderState {
  switch (event.type) {
    case 'saveStarted':
      return { step: 'editing', problem: null };
    case 'refused':
      return { step: 'editing', problem: event.problem };
    case 'sendAsked':
      return state.step === 'editing' ? { step: 'confirming', problem: state.problem } : state;
    case 'sendCancelled':
      // The confirmation cannot be dismissed while it sends.
      return state.step === 'confirming' ? { step: 'editing', problem: state.problem } : state;
    case 'sendConfirmed':
      return state.step === 'confirming' ? { step: 'sending' } : state;
    case 'sendFinished':
      return state.step === 'sending' ? { step: 'editing', problem: null } : state;
  }
}

/** The refusal shown on top of the form, if any. */
export const problemOf = (state: QuoteBuilderState) => (state.step === 'sending' ? null : state.problem);
