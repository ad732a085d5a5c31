import { describe, expect, it } from 'vitest';

import {
  commentProblem,
  decisionFlow,
  type DecisionState,
  revokeFlow,
  shownVersionFlow,
  startWriting,
} from './file-dialog-flow';

describe('the version the file dialog shows', () => {
  it('shows the one asked for, then another chosen from its history', () => {
    const opened = { from: 'v1', id: 'v1' };
    expect(shownVersionFlow(opened, { type: 'chosen', id: 'v2' })).toEqual({ from: 'v1', id: 'v2' });
  });

  it('starts again from the file asked for when the dialog opens another, and keeps its choice otherwise', () => {
    const chosen = { from: 'v1', id: 'v2' };
    expect(shownVersionFlow(chosen, { type: 'opened', fileId: 'v1' })).toBe(chosen);
    expect(shownVersionFlow(chosen, { type: 'opened', fileId: 'w1' })).toEqual({ from: 'w1', id: 'w1' });
    expect(shownVersionFlow(chosen, { type: 'opened', fileId: null })).toEqual({ from: null, id: null });
  });
});

describe('a client’s decision on a version', () => {
  const typed = decisionFlow(startWriting, { type: 'typed', comment: 'Larger logo, please' });

  it('keeps what is typed, and says what is wrong with the comment under it', () => {
    expect(typed).toEqual({ step: 'writing', comment: 'Larger logo, please', error: null });
    const refused = decisionFlow(typed, { type: 'commentRefused', error: 'Too long' });
    expect(refused).toEqual({ step: 'writing', comment: 'Larger logo, please', error: 'Too long' });
  });

  it('sends with the comment, and starts afresh once the decision is saved', () => {
    const sending = decisionFlow(typed, { type: 'sendStarted', verdict: 'changes-requested' });
    expect(sending).toEqual({ step: 'sending', comment: 'Larger logo, please', verdict: 'changes-requested' });
    expect(decisionFlow(sending, { type: 'decided' })).toEqual(startWriting);
  });

  it('keeps the comment when the decision is not saved, so it can be sent again', () => {
    const sending = decisionFlow(typed, { type: 'sendStarted', verdict: 'approved' });
    const failed = decisionFlow(sending, { type: 'failed' });
    expect(failed).toEqual({ step: 'writing', comment: 'Larger logo, please', error: null });
    expect(decisionFlow(failed, { type: 'sendStarted', verdict: 'approved' }).step).toBe('sending');
  });

  it('takes neither typing nor a second decision while one is on its way', () => {
    const sending: DecisionState = { step: 'sending', comment: 'x', verdict: 'approved' };
    expect(decisionFlow(sending, { type: 'typed', comment: 'y' })).toBe(sending);
    expect(decisionFlow(sending, { type: 'sendStarted', verdict: 'changes-requested' })).toBe(sending);
    expect(decisionFlow(sending, { type: 'commentRefused', error: 'no' })).toBe(sending);
    expect(decisionFlow(startWriting, { type: 'decided' })).toBe(startWriting);
    expect(decisionFlow(startWriting, { type: 'failed' })).toBe(startWriting);
  });

  it('asks a change request to say what to change, and any comment to be short enough', () => {
    expect(commentProblem('changes-requested', '  ', 10)).toBe('Please say what you would like changed');
    expect(commentProblem('approved', '', 10)).toBeNull();
    expect(commentProblem('approved', 'x'.repeat(11), 10)).toBe('Please keep the comment under 10 characters');
    expect(commentProblem('changes-requested', 'Bigger', 10)).toBeNull();
  });
});

describe('revoking a file’s public links', () => {
  it('asks first, revokes once confirmed, and closes the question when done', () => {
    const asking = revokeFlow({ step: 'idle' }, { type: 'asked' });
    expect(asking).toEqual({ step: 'asking' });
    expect(revokeFlow(asking, { type: 'cancelled' })).toEqual({ step: 'idle' });
    const revoking = revokeFlow(asking, { type: 'confirmed' });
    expect(revoking).toEqual({ step: 'revoking' });
    expect(revokeFlow(revoking, { type: 'finished' })).toEqual({ step: 'idle' });
  });

  it('cannot be cancelled or confirmed again while it revokes, nor revoke without asking', () => {
    const revoking = { step: 'revoking' } as const;
    expect(revokeFlow(revoking, { type: 'cancelled' })).toBe(revoking);
    expect(revokeFlow(revoking, { type: 'confirmed' })).toBe(revoking);
    expect(revokeFlow(revoking, { type: 'asked' })).toBe(revoking);
    const idle = { step: 'idle' } as const;
    expect(revokeFlow(idle, { type: 'confirmed' })).toBe(idle);
  });
});
