/**
 * The generic request behaviour of spec §7 and §8, shared by every call the web app makes to `/api`.
 */

/**
 * Spec §8: any non-OK answer becomes `"<status>: <body text or status text>"`. Our API answers errors as JSON
 * (`{ "error": "..." }`); its `error` sentence stands in for the raw JSON text, so a person reading a toast sees
 * "429: Too many messages..." rather than braces and quotes (docs/decisions/006-contact-api.md).
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, errorSentence(text));
}

/** A non-OK answer from the API: the message spec §8 gives it, and its status for code that must tell them apart. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly sentence: string,
  ) {
    super(`${status}: ${sentence}`);
    this.name = 'ApiError';
  }
}

function errorSentence(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : text;
  } catch {
    return text;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends `body` as JSON (with a JSON content type only when there is a body), always with credentials, and
 * rejects on any non-OK answer. `headers` adds request headers (an idempotency key, say).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}
