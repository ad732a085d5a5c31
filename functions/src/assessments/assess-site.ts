import { STATUS_CODES } from 'node:http';

import { ASSESSMENT_LIMITS, type AssessmentCheckResult } from '@agency/common';

import { type FetchedSite, pageChecks, readPage } from './page-checks';
import { safeFetch, SafeFetchError, type SafeResponse } from './safe-fetch';

/** The progress lines a run shows, in order. */
export const ASSESSMENT_PROGRESS = {
  page: 'Fetching the page',
  robots: 'Reading robots.txt and sitemap.xml',
  weight: 'Weighing what the page loads',
  scoring: 'Scoring',
} as const;

/** A run that cannot be scored, with the reason in words for the person who asked. */
export class AssessmentFailure extends Error {}

export interface SiteAssessment {
  finalUrl: string;
  checks: AssessmentCheckResult[];
}

export interface AssessOptions {
  /** One deadline for the whole run: every request below gives up when it fires. */
  signal: AbortSignal;
  onProgress: (line: string) => Promise<void> | void;
}

/** Resources sized at once. */
const CONCURRENT_SIZES = 6;
/** robots.txt and sitemap.xml are read only as far as their verdict needs. */
const SMALL_READ_BYTES = 64 * 1024;

/**
 * Assesses the page at `url`: the page itself (which must answer 2xx with HTML, else the run fails, in words), then
 * at its final origin robots.txt and sitemap.xml and, for a page on https, whether its http:// address redirects
 * there (their failures are verdicts, not the run's), then the sizes of what the page loads. Every request goes
 * through safeFetch (a reference to a private address is refused there and counted as not sized).
 */
export async function assessSite(url: string, { signal, onProgress }: AssessOptions): Promise<SiteAssessment> {
  await onProgress(ASSESSMENT_PROGRESS.page);
  const page = await safeFetch(url, {
    signal,
    maxBytes: ASSESSMENT_LIMITS.maxBytes,
    maxRedirects: ASSESSMENT_LIMITS.maxRedirects,
  });
  if (page.status < 200 || page.status > 299) {
    const text = STATUS_CODES[page.status];
    throw new AssessmentFailure(`The site answered ${page.status}${text ? ` ${text}` : ''}.`);
  }
  if (!looksLikeHtml(page)) {
    const type = page.headers['content-type']?.split(';')[0]?.trim();
    throw new AssessmentFailure(
      `That address answered with ${type ? `a file of type ${type}` : 'something'}, not a web page.`,
    );
  }
  const facts = readPage(page.body.toString('utf8'), page.url);
  const finalUrl = new URL(page.url);

  await onProgress(ASSESSMENT_PROGRESS.robots);
  const [robots, sitemap, httpRedirectsToHttps] = await Promise.all([
    attempt(async () => {
      const answer = await safeFetch(new URL('/robots.txt', finalUrl).toString(), {
        signal,
        maxBytes: SMALL_READ_BYTES,
      });
      return { status: answer.status, contentType: answer.headers['content-type'] ?? '' };
    }),
    attempt(async () => {
      const answer = await safeFetch(new URL('/sitemap.xml', finalUrl).toString(), {
        signal,
        maxBytes: SMALL_READ_BYTES,
      });
      return { status: answer.status, body: answer.body.toString('utf8') };
    }),
    finalUrl.protocol === 'https:' ? redirectsToHttps(url, finalUrl, signal) : Promise.resolve(null),
  ]);

  await onProgress(ASSESSMENT_PROGRESS.weight);
  const resources = await sizeResources(facts.resources, signal);

  await onProgress(ASSESSMENT_PROGRESS.scoring);
  const site: FetchedSite = {
    finalUrl: page.url,
    httpRedirectsToHttps,
    page: {
      headers: page.headers,
      htmlBytes: page.body.length,
      truncated: page.truncated,
      transferredBytes: page.transferredBytes,
      timeToFirstByteMs: page.timeToFirstByteMs,
    },
    facts,
    robots,
    sitemap,
    resources,
  };
  return { finalUrl: page.url, checks: pageChecks(site) };
}

/** HTML by its type, or by its first character when the server names no type. */
function looksLikeHtml(page: SafeResponse): boolean {
  const type = page.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type) return type === 'text/html' || type === 'application/xhtml+xml';
  return page.body.toString('utf8', 0, 512).trimStart().startsWith('<');
}

/** The value, or null when the request failed in any way. */
async function attempt<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch {
    return null;
  }
}

/**
 * Whether plain http reaches the https page. Shown already when the address asked for was http and ended on https;
 * otherwise the http:// form of the final address is asked (a little of its answer read) and must end on https.
 */
async function redirectsToHttps(requested: string, finalUrl: URL, signal: AbortSignal): Promise<boolean> {
  if (new URL(requested).protocol === 'http:') return true;
  const plain = new URL(finalUrl);
  plain.protocol = 'http:';
  const answer = await attempt(() =>
    safeFetch(plain.toString(), { signal, maxBytes: 1024, maxRedirects: ASSESSMENT_LIMITS.maxRedirects }),
  );
  return answer !== null && answer.url.startsWith('https:');
}

/**
 * The sizes of the first ASSESSMENT_LIMITS.maxResources resources, CONCURRENT_SIZES at a time: HEAD's
 * Content-Length, else the bytes a bounded GET transferred. A refused, failed or unanswered one, and every one past
 * the limit, is counted as not sized.
 */
export async function sizeResources(urls: readonly string[], signal: AbortSignal): Promise<FetchedSite['resources']> {
  const sized = urls.slice(0, ASSESSMENT_LIMITS.maxResources);
  let next = 0;
  let sizedBytes = 0;
  let unsized = urls.length - sized.length;
  const worker = async () => {
    while (next < sized.length) {
      const url = sized[next++]!;
      const size = signal.aborted ? null : await sizeOf(url, signal);
      if (size === null) unsized += 1;
      else sizedBytes += size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SIZES, sized.length) }, worker));
  return { count: urls.length, sizedBytes, unsized };
}

async function sizeOf(url: string, signal: AbortSignal): Promise<number | null> {
  const options = { signal, maxRedirects: ASSESSMENT_LIMITS.maxRedirects };
  let head: SafeResponse;
  try {
    head = await safeFetch(url, { ...options, method: 'HEAD' });
  } catch (error) {
    // Refused (a private address, a bad scheme), unknown or out of time: a GET would fare no better.
    if (!(error instanceof SafeFetchError) || error.problem !== 'network') return null;
    return getSize(url, options);
  }
  const length = Number(head.headers['content-length']);
  if (isOk(head) && head.headers['content-length'] !== undefined && Number.isSafeInteger(length) && length >= 0) {
    return length;
  }
  // No size given, or HEAD not supported: the bytes a bounded GET transfers. Missing (404 and the like): unsized.
  return isOk(head) || head.status === 405 || head.status === 501 ? getSize(url, options) : null;
}

async function getSize(url: string, options: { signal: AbortSignal; maxRedirects: number }): Promise<number | null> {
  if (options.signal.aborted) return null;
  const answer = await attempt(() => safeFetch(url, { ...options, maxBytes: ASSESSMENT_LIMITS.maxBytes }));
  return answer && isOk(answer) ? answer.transferredBytes : null;
}

const isOk = (answer: SafeResponse) => answer.status >= 200 && answer.status <= 299;
