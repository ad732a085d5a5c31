import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

import { ASSESSMENT_LIMITS, ASSESSMENT_USER_AGENT } from '@agency/common';

import { isAllowedAddress, isForbiddenHostname } from './address-policy';

/**
 * The only way a website assessment reaches the network (docs/decisions/020-website-assessment.md): http(s) only;
 * the host resolved once and every address it resolves to checked (address-policy.ts), the connection made to a
 * checked address (no second lookup, so DNS rebinding can't switch it); redirects followed by hand, each checked
 * the same way; the caller's one deadline; at most `maxBytes` read, counted after decompression; no cookies.
 */

export type SafeFetchProblem = 'scheme' | 'address' | 'dns' | 'timeout' | 'redirects' | 'network' | 'tls';

/**
 * Why a fetch was refused or failed, in words for the person who asked for the assessment. `siteAnswered`: the site
 * had already answered (a redirect, or headers) when it happened, so something of it was read: a run failing so is
 * not given back (docs/decisions/020-website-assessment.md).
 */
export class SafeFetchError extends Error {
  constructor(
    readonly problem: SafeFetchProblem,
    message: string,
    readonly siteAnswered = false,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD';
  /** The run's one deadline (ASSESSMENT_LIMITS.timeoutMs); the caller makes it. */
  signal: AbortSignal;
  /** Bytes kept of the body, after decompression (default ASSESSMENT_LIMITS.maxBytes). */
  maxBytes?: number;
  /** Redirects followed (default ASSESSMENT_LIMITS.maxRedirects). */
  maxRedirects?: number;
}

export interface SafeResponse {
  /** Final address after redirects. */
  url: string;
  /** Each address followed, absolute, in order (empty when none). */
  redirects: string[];
  status: number;
  /** Lower-case names; a repeated header joined with ', ', or its first value when it has one only (set-cookie ignored). */
  headers: Record<string, string>;
  /** Decompressed (gzip, deflate, br), at most maxBytes. */
  body: Buffer;
  /** Reading stopped at maxBytes (after decompression, or when the compressed stream alone passed it). */
  truncated: boolean;
  /** Bytes read off the wire before decompression. */
  transferredBytes: number;
  /** From sending the final address's request to its response headers. */
  timeToFirstByteMs: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const REQUEST_HEADERS = {
  'User-Agent': ASSESSMENT_USER_AGENT,
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};

const TLS_ERROR_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'EPROTO',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

const timeoutError = () =>
  new SafeFetchError('timeout', `The site did not answer within ${ASSESSMENT_LIMITS.timeoutMs / 1000} seconds.`);

/**
 * Fetches `url` under the rules above; throws SafeFetchError for anything refused or failed, saying whether the site
 * had answered by then (a redirect into a private address has: it is the site's doing, not a typo's).
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeResponse> {
  let answered = false;
  try {
    return await fetchFollowing(url, options, () => {
      answered = true;
    });
  } catch (error) {
    if (answered && error instanceof SafeFetchError && !error.siteAnswered) {
      throw new SafeFetchError(error.problem, error.message, true);
    }
    throw error;
  }
}

/** safeFetch's work; `onAnswer` is called at each answer's headers. */
async function fetchFollowing(url: string, options: SafeFetchOptions, onAnswer: () => void): Promise<SafeResponse> {
  const {
    signal,
    method = 'GET',
    maxBytes = ASSESSMENT_LIMITS.maxBytes,
    maxRedirects = ASSESSMENT_LIMITS.maxRedirects,
  } = options;
  const redirects: string[] = [];
  let current = parseTarget(url);
  for (;;) {
    if (signal.aborted) throw timeoutError();
    const addresses = await resolveChecked(current, signal);
    const started = performance.now();
    const { request, response } = await send(current, addresses, method, signal);
    onAnswer();
    const timeToFirstByteMs = Math.round(performance.now() - started);
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      discard(request, response);
      if (redirects.length >= maxRedirects) {
        throw new SafeFetchError('redirects', `The site redirected more than ${maxRedirects} times.`);
      }
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new SafeFetchError('network', 'The site redirected to an address that is not valid.');
      }
      next.hash = '';
      current = parseTarget(next.toString(), true);
      redirects.push(current.toString());
      continue;
    }
    const read = method === 'HEAD' ? { body: Buffer.alloc(0), truncated: false, transferredBytes: 0 } : undefined;
    const { body, truncated, transferredBytes } = read ?? (await readBody(request, response, maxBytes, signal));
    discard(request, response);
    return {
      url: current.toString(),
      redirects,
      status: response.statusCode ?? 0,
      headers: headersOf(response),
      body,
      truncated,
      transferredBytes,
      timeToFirstByteMs,
    };
  }
}

/** An http(s) address, or a refusal in words. */
function parseTarget(raw: string, redirected = false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError(
      'scheme',
      redirected ? 'The site redirected to an address that is not valid.' : 'That is not a website address.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'scheme',
      redirected
        ? 'The site redirected to an address that is not http or https, which we do not follow.'
        : 'Only http and https addresses can be assessed.',
    );
  }
  return url;
}

const privateAddressError = () =>
  new SafeFetchError('address', 'That address points into a private network, which we do not assess.');

/** Every address the URL's host stands for, each checked; refused when any one is not allowed. */
async function resolveChecked(url: URL, signal: AbortSignal): Promise<dns.LookupAddress[]> {
  // WHATWG URL has already turned 0x7f.1, 2130706433 and the like into dotted IPv4, and keeps IPv6 in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isForbiddenHostname(host)) throw privateAddressError();
  const family = isIP(host);
  let addresses: dns.LookupAddress[];
  if (family) {
    addresses = [{ address: host, family }];
  } else {
    addresses = await abortable(
      dns.promises.lookup(host, { all: true, verbatim: true }).catch((error: NodeJS.ErrnoException) => {
        throw new SafeFetchError(
          'dns',
          error.code === 'ENOTFOUND' || error.code === 'ENODATA'
            ? `We could not find ${host}: is the address right?`
            : `We could not look up ${host} just now.`,
        );
      }),
      signal,
    );
  }
  if (addresses.length === 0) throw new SafeFetchError('dns', `We could not find ${host}: is the address right?`);
  if (!addresses.every(({ address }) => isAllowedAddress(address, url))) throw privateAddressError();
  return addresses;
}

/**
 * node's `lookup` for a connection: it answers with the addresses already checked, whatever it is asked, so the
 * socket can only go to one of them (happy eyeballs asks for all, a plain connect for one).
 */
export function pinnedLookup(addresses: readonly dns.LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, [...addresses]);
    } else {
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    }
  };
}

/** Sends one request to `url` over a connection to one of `addresses`; resolves at its response headers. */
function send(
  url: URL,
  addresses: dns.LookupAddress[],
  method: 'GET' | 'HEAD',
  signal: AbortSignal,
): Promise<{ request: http.ClientRequest; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(timeoutError());
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request({
      protocol: url.protocol,
      // The name, not the address: the Host header and TLS's SNI and certificate check use it; `lookup` decides
      // where the socket goes. A literal IP host is never looked up, and it was the address checked.
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method,
      headers: REQUEST_HEADERS,
      lookup: pinnedLookup(addresses),
      // A connection of its own: a shared agent could hand back a socket opened for another check.
      agent: false,
      rejectUnauthorized: true,
    });
    const onAbort = () => request.destroy(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    request.once('response', (response) => {
      signal.removeEventListener('abort', onAbort);
      resolve({ request, response });
    });
    // `on`, not `once`: after the response a reset may still report here, and an unheard error would throw.
    request.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(signal.aborted ? timeoutError() : networkError(error));
    });
    request.end();
  });
}

function networkError(error: Error & { code?: string }): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const code = error.code ?? '';
  if (TLS_ERROR_CODES.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL')) {
    return new SafeFetchError('tls', "The site's secure connection (its certificate) could not be verified.");
  }
  if (code === 'ECONNREFUSED') return new SafeFetchError('network', 'The site refused the connection.');
  if (code === 'ENETUNREACH' || code === 'EHOSTUNREACH') {
    return new SafeFetchError('network', 'The site could not be reached from here.');
  }
  return new SafeFetchError('network', 'The connection to the site failed before it answered in full.');
}

/** A decompressor for the answer's Content-Encoding, or null when it is not compressed (or we can't read it). */
function decoderFor(encoding: string | undefined, firstByte: number): Transform | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      // Some servers send raw deflate where the standard says zlib-wrapped; a zlib header's low nibble is 8.
      return (firstByte & 0x0f) === 8 ? zlib.createInflate() : zlib.createInflateRaw();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads the body, decompressed, stopping at `maxBytes` of output or of wire bytes (a gzip bomb stops at the
 * former, a long compressed stream at the latter). Ends the connection when it stops early or the deadline passes.
 */
function readBody(
  request: http.ClientRequest,
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean; transferredBytes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let transferredBytes = 0;
    let decoder: Transform | null | undefined;
    let settled = false;

    const stop = () => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
      decoder?.destroy();
      response.destroy();
      request.destroy();
    };
    const finish = (truncated: boolean) => {
      if (settled) return;
      stop();
      resolve({ body: Buffer.concat(chunks), truncated, transferredBytes });
    };
    const fail = (error: SafeFetchError) => {
      if (settled) return;
      stop();
      reject(error);
    };
    const onAbort = () => fail(timeoutError());
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });

    const keep = (chunk: Buffer) => {
      if (settled) return;
      if (kept + chunk.length > maxBytes) {
        chunks.push(chunk.subarray(0, maxBytes - kept));
        kept = maxBytes;
        finish(true);
        return;
      }
      chunks.push(chunk);
      kept += chunk.length;
    };

    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      transferredBytes += chunk.length;
      if (decoder === undefined && chunk.length > 0) {
        decoder = decoderFor(response.headers['content-encoding'], chunk[0]!);
        decoder?.on('data', keep);
        decoder?.once('end', () => finish(false));
        decoder?.on('error', () =>
          fail(new SafeFetchError('network', 'The site sent a compressed answer we could not read.')),
        );
      }
      if (!decoder) {
        keep(chunk);
      } else if (transferredBytes > maxBytes) {
        finish(true);
      } else {
        decoder.write(chunk);
      }
    });
    response.once('end', () => {
      if (decoder) decoder.end();
      else finish(false);
    });
    const closedEarly = () => fail(signal.aborted ? timeoutError() : networkError(new Error('closed early')));
    response.on('error', closedEarly);
    response.once('aborted', closedEarly);
  });
}

/**
 * Headers that carry one value, not a list: when a server sends one twice, the first counts (node's own rule for
 * `IncomingMessage.headers`), so two `Content-Type: text/html` lines are still a web page, not `text/html, text/html`.
 */
const SINGLE_VALUED_HEADERS = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/**
 * The answer's headers as one record: lower-case names, a repeated list header joined with ', ' and a repeated
 * single-valued one kept at its first value, cookies left out.
 */
function headersOf(response: IncomingMessage): Record<string, string> {
  // No prototype: a header called `constructor` or `__proto__` is just a header.
  const headers = Object.create(null) as Record<string, string>;
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!.toLowerCase();
    if (name === 'set-cookie') continue;
    const value = raw[index + 1]!;
    if (!Object.hasOwn(headers, name)) headers[name] = value;
    else if (!SINGLE_VALUED_HEADERS.has(name)) headers[name] = `${headers[name]}, ${value}`;
  }
  return { ...headers };
}

/** Ends a response we are done with (a redirect's, or one fully read), its connection with it. */
function discard(request: http.ClientRequest, response: IncomingMessage) {
  response.on('error', () => {});
  response.resume();
  request.destroy();
}

/** `promise`, or a time-out as soon as `signal` aborts (a DNS lookup can't be cancelled, only left behind). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(timeoutError());
    const onAbort = () => reject(timeoutError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
