import type { Role } from './roles';

/**
 * `revocations/{uid}`, written whenever an account's sessions are ended: tokens signed in before `validAfter`
 * (Auth's `tokensValidAfterTime`, whole seconds) count for nothing, and neither does one that no longer matches the
 * account's access as it is now (`role`, `disabled`), which also covers a token signed in within that same second.
 * The account itself may read its own (the web app signs out when it says the session has ended).
 */
export interface SessionRevocation<Time> {
  validAfter: Time;
  role: Role | null;
  disabled: boolean;
}
