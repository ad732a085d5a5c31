import { type CallableErrorDetails, FUNCTIONS_REGION } from '@agency/common';

import { APP_PROJECT_ID, emulatorAddress } from '../../support/emulator-hosts';

const callableUrl = (name: string) =>
  `${emulatorAddress('functions').origin}/${APP_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;

/** A callable's answer: `result` on success, `error` (with the canonical status name) otherwise. */
interface CallableAnswer<T = unknown> {
  status: number;
  result?: T;
  error?: { message: string; status: string; details?: CallableErrorDetails };
}

/** Calls a callable function the way the Firebase JS SDK does: POST `{ data }` with the caller's ID token. */
export async function callCallable<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<CallableAnswer<T>> {
  const response = await fetch(callableUrl(name), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallableAnswer<T>, 'status'>;
  return { status: response.status, ...body };
}
