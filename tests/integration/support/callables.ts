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

/**
 * What the Firebase JS SDK's callable encoder (`encode` in @firebase/functions' serializer) makes of a value before
 * it posts it: `undefined` and `null` become null at any depth (an absent optional field arrives as null, not
 * absent, which is what a browser sends), a Date its ISO text, and a function or object each of its own keys encoded.
 * `JSON.stringify` alone drops undefined keys, so a test posting it would send what no browser sends.
 */
export function encodeLikeSdk(data: unknown): unknown {
  if (data == null) return null;
  const value = data instanceof Number ? data.valueOf() : data;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === true || value === false) return value;
  if (Object.prototype.toString.call(value) === '[object String]') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(encodeLikeSdk);
  if (typeof value === 'function' || typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).map((key) => [key, encodeLikeSdk((value as never)[key])]));
  }
  throw new Error(`Data cannot be encoded in JSON: ${String(value)}`);
}

/** Calls a callable function the way the Firebase JS SDK does: POST `{ data }`, encoded as it encodes it, with the caller's ID token. */
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
    body: JSON.stringify({ data: encodeLikeSdk(data) }),
  });
  const body = (await response.json()) as Omit<CallableAnswer<T>, 'status'>;
  return { status: response.status, ...body };
}
