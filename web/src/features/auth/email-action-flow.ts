import type { Message } from './form-message';

/**
 * What the page does with an emailed link's code, as named states. A reset link's code is checked, then a new
 * password chosen for the address it names; any other link's code is applied at once. A code that cannot be used
 * (used already, expired, made up) fails either way. Pure, so every move is tested without Auth.
 */
export type LinkState =
  | { step: 'checking' }
  | { step: 'choosing'; email: string }
  | { step: 'changed' }
  | { step: 'applying' }
  /** `here`: the account the link was for is the one signed in on this device. */
  | { step: 'applied'; here: boolean }
  | { step: 'failed'; error: string };

export type LinkEvent =
  | { type: 'codeChecked'; email: string }
  | { type: 'passwordChanged' }
  | { type: 'applied'; here: boolean }
  | { type: 'refused'; error: string };

export const startWith = (mode: 'resetPassword' | 'apply'): LinkState =>
  mode === 'resetPassword' ? { step: 'checking' } : { step: 'applying' };

export function linkFlow(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'codeChecked':
      return state.step === 'checking' ? { step: 'choosing', email: event.email } : state;
    case 'passwordChanged':
      return state.step === 'choosing' ? { step: 'changed' } : state;
    case 'applied':
      return state.step === 'applying' ? { step: 'applied', here: event.here } : state;
    case 'refused':
      return state.step === 'checking' || state.step === 'choosing' || state.step === 'applying'
        ? { step: 'failed', error: event.error }
        : state;
  }
}

/**
 * Sending an email from the page (a reset link, a new confirmation link): the answer shows above until the next.
 * `message` stays on screen while sending again unless the start clears it.
 */
export type SendState = { step: 'idle'; message: Message | null } | { step: 'sending'; message: Message | null };

export type SendEvent = { type: 'sendStarted'; clear: boolean } | { type: 'answered'; message: Message };

export function sendFlow(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'sendStarted':
      return { step: 'sending', message: event.clear ? null : state.message };
    case 'answered':
      return { step: 'idle', message: event.message };
  }
}
