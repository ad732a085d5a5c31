import { describe, expect, it } from 'vitest';

import { type LinkEvent, linkFlow, type LinkState, sendFlow, type SendState, startWith } from './email-action-flow';

const after = (state: LinkState, ...events: LinkEvent[]) => events.reduce(linkFlow, state);
const refused = { type: 'refused', error: 'This link has expired or has been used already.' } as const;

describe('an emailed link’s flow', () => {
  it('checks a reset link’s code, then lets a new password be chosen for the address it names', () => {
    expect(startWith('resetPassword')).toEqual({ step: 'checking' });
    const choosing = after(startWith('resetPassword'), { type: 'codeChecked', email: 'alice@example.com' });
    expect(choosing).toEqual({ step: 'choosing', email: 'alice@example.com' });
    expect(after(choosing, { type: 'passwordChanged' })).toEqual({ step: 'changed' });
  });

  it('fails a reset link whose code is refused, whether on checking or on saving the password', () => {
    expect(after(startWith('resetPassword'), refused)).toEqual({ step: 'failed', error: refused.error });
    expect(after(startWith('resetPassword'), { type: 'codeChecked', email: 'a@example.com' }, refused)).toEqual({
      step: 'failed',
      error: refused.error,
    });
  });

  it('applies any other link at once, saying whether it was for the account signed in here', () => {
    expect(startWith('apply')).toEqual({ step: 'applying' });
    expect(after(startWith('apply'), { type: 'applied', here: true })).toEqual({ step: 'applied', here: true });
    expect(after(startWith('apply'), refused)).toEqual({ step: 'failed', error: refused.error });
  });

  it('ignores an answer that does not belong to where it is', () => {
    const applying = startWith('apply');
    expect(after(applying, { type: 'codeChecked', email: 'a@example.com' })).toBe(applying);
    expect(after(applying, { type: 'passwordChanged' })).toBe(applying);
    const changed = after(
      startWith('resetPassword'),
      { type: 'codeChecked', email: 'a@example.com' },
      {
        type: 'passwordChanged',
      },
    );
    expect(after(changed, refused)).toBe(changed);
    const failed = after(applying, refused);
    expect(after(failed, { type: 'applied', here: false })).toBe(failed);
  });
});

describe('sending an email from the page', () => {
  const idle: SendState = { step: 'idle', message: { severity: 'info', text: 'This page forgets a link.' } };
  const sent = { severity: 'success', text: 'We have sent a new link.' } as const;
  const failed = { severity: 'error', text: 'We could not send it.' } as const;

  it('clears the last answer on starting when asked to, or keeps it on screen while it sends', () => {
    expect(sendFlow(idle, { type: 'sendStarted', clear: true })).toEqual({ step: 'sending', message: null });
    expect(sendFlow(idle, { type: 'sendStarted', clear: false })).toEqual({ step: 'sending', message: idle.message });
  });

  it('shows the answer, success or failure, and can send again after a failure', () => {
    const sending = sendFlow(idle, { type: 'sendStarted', clear: false });
    const refusal = sendFlow(sending, { type: 'answered', message: failed });
    expect(refusal).toEqual({ step: 'idle', message: failed });
    const again = sendFlow(refusal, { type: 'sendStarted', clear: false });
    expect(sendFlow(again, { type: 'answered', message: sent })).toEqual({ step: 'idle', message: sent });
  });
});
