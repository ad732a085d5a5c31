/**
 * The file dialog's flows as named states: which version shows, the client's decision on a deliverable, and the
 * agency revoking a file's public links. Pure, so every move is tested without a dialog.
 */

/** Which version shows: the one the dialog was opened with (`from`), until another in its history is chosen. */
export interface ShownVersion {
  from: string | null;
  id: string | null;
}

export type ShownVersionEvent = { type: 'opened'; fileId: string | null } | { type: 'chosen'; id: string };

export function shownVersionFlow(state: ShownVersion, event: ShownVersionEvent): ShownVersion {
  switch (event.type) {
    case 'opened':
      return state.from === event.fileId ? state : { from: event.fileId, id: event.fileId };
    case 'chosen':
      return { from: state.from, id: event.id };
  }
}

export type Verdict = 'approved' | 'changes-requested';

export type DecisionState =
  /** `error`: what is wrong with the comment, shown under it. */
  { step: 'writing'; comment: string; error: string | null } | { step: 'sending'; comment: string; verdict: Verdict };

export type DecisionEvent =
  | { type: 'typed'; comment: string }
  | { type: 'commentRefused'; error: string }
  | { type: 'sendStarted'; verdict: Verdict }
  /** Saved: the comment went with it. */
  | { type: 'decided' }
  /** Not saved: the comment stays, to try again. */
  | { type: 'failed' };

export const startWriting: DecisionState = { step: 'writing', comment: '', error: null };

export function decisionFlow(state: DecisionState, event: DecisionEvent): DecisionState {
  switch (event.type) {
    case 'typed':
      return state.step === 'writing' ? { ...state, comment: event.comment } : state;
    case 'commentRefused':
      return state.step === 'writing' ? { ...state, error: event.error } : state;
    case 'sendStarted':
      return state.step === 'writing' ? { step: 'sending', comment: state.comment, verdict: event.verdict } : state;
    case 'decided':
      return state.step === 'sending' ? startWriting : state;
    case 'failed':
      return state.step === 'sending' ? { step: 'writing', comment: state.comment, error: null } : state;
  }
}

/** What a decision's comment must be, if it is not that: a change request says what to change. */
export function commentProblem(verdict: Verdict, comment: string, max: number): string | null {
  const text = comment.trim();
  if (verdict === 'changes-requested' && !text) return 'Please say what you would like changed';
  if (text.length > max) return `Please keep the comment under ${max} characters`;
  return null;
}

export type RevokeState = { step: 'idle' } | { step: 'asking' } | { step: 'revoking' };

export type RevokeEvent = { type: 'asked' } | { type: 'cancelled' } | { type: 'confirmed' } | { type: 'finished' };

export function revokeFlow(state: RevokeState, event: RevokeEvent): RevokeState {
  switch (event.type) {
    case 'asked':
      return state.step === 'idle' ? { step: 'asking' } : state;
    case 'cancelled':
      return state.step === 'asking' ? { step: 'idle' } : state;
    case 'confirmed':
      return state.step === 'asking' ? { step: 'revoking' } : state;
    // Revoked or not (a toast says which), the question closes.
    case 'finished':
      return { step: 'idle' };
  }
}
