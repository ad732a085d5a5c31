import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ASSESSMENT_LIMITS, type AssessmentCheckId } from '@agency/common';

import { ASSESSMENT_PROGRESS, AssessmentFailure, assessSite, type SiteAssessment } from './assess-site';
import type * as safeFetchModule from './safe-fetch';
import { safeFetch, SafeFetchError, type SafeFetchOptions, type SafeResponse } from './safe-fetch';

vi.mock('./safe-fetch', async (importOriginal) => ({
  ...(await importOriginal<typeof safeFetchModule>()),
  safeFetch: vi.fn(),
}));

/** What each address answers: by `HEAD url` or `GET url` first, else by the url for both methods. */
type Answer = Partial<SafeResponse> | SafeFetchError;
let answers: Record<string, Answer>;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  answers = {};
  vi.mocked(safeFetch).mockImplementation(async (url: string, options: SafeFetchOptions) => {
    const method = options.method ?? 'GET';
    asked.push(`${method} ${url}`);
    const answer = answers[`${method} ${url}`] ?? answers[url];
    if (!answer) return response(url, { status: 404, headers: { 'content-type': 'text/html' } });
    if (answer instanceof SafeFetchError) throw answer;
    return response(url, answer);
  });
});

function response(url: string, answer: Partial<SafeResponse>): SafeResponse {
  const body = answer.body ?? Buffer.alloc(0);
  return {
    url,
    redirects: [],
    status: 200,
    headers: {},
    truncated: false,
    transferredBytes: body.length,
    timeToFirstByteMs: 80,
    ...answer,
    body,
  };
}

const PAGE = `<!doctype html><html lang="en"><head><title>Green Roots Naturopathy</title>
<link rel="stylesheet" href="/site.css"><script src="/app.js"></script></head>
<body><h1>Hi</h1><img src="/a.png" alt="A"><img src="/missing.png" alt="B"><img src="http://10.0.0.1/t.gif" alt=""></body></html>`;

const html = (body = PAGE): Partial<SafeResponse> => ({
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
  body: Buffer.from(body),
  transferredBytes: 400,
});

const verdictOf = (result: SiteAssessment, id: AssessmentCheckId) => result.checks.find((check) => check.id === id)!;

async function assess(url: string) {
  const progress: string[] = [];
  const result = await assessSite(url, {
    signal: new AbortController().signal,
    onProgress: (line) => void progress.push(line),
  });
  return { result, progress };
}

describe('assessSite', () => {
  it('reads the page, robots.txt, sitemap.xml and the http:// redirect, sizes what the page loads and scores it all', async () => {
    answers = {
      'https://example.com/': { ...html(), url: 'https://www.example.com/', redirects: ['https://www.example.com/'] },
      'https://www.example.com/robots.txt': {
        headers: { 'content-type': 'text/plain' },
        body: Buffer.from('User-agent: *'),
      },
      'https://www.example.com/sitemap.xml': {
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from('<urlset></urlset>'),
      },
      'http://www.example.com/': { url: 'https://www.example.com/', status: 200 },
      // Sized by HEAD; by a GET when HEAD gives no length; a missing one and a refused one are not sized.
      'HEAD https://www.example.com/site.css': { headers: { 'content-length': '12000' } },
      'HEAD https://www.example.com/app.js': { headers: {} },
      'GET https://www.example.com/app.js': { transferredBytes: 30_000 },
      'HEAD https://www.example.com/a.png': { headers: { 'content-length': '200000' } },
      'HEAD https://www.example.com/missing.png': { status: 404, headers: { 'content-length': '120' } },
      'http://10.0.0.1/t.gif': new SafeFetchError('address', 'That address is on a private network.'),
    };

    const { result, progress } = await assess('https://example.com/');

    expect(progress).toEqual(Object.values(ASSESSMENT_PROGRESS));
    expect(result.finalUrl).toBe('https://www.example.com/');
    expect(verdictOf(result, 'https')).toMatchObject({ verdict: 'pass' });
    expect(verdictOf(result, 'robotsTxt').verdict).toBe('pass');
    expect(verdictOf(result, 'sitemap').verdict).toBe('pass');
    expect(verdictOf(result, 'compression').value).toBe('gzip');
    // 400 + 12000 + 30000 + 200000 bytes.
    expect(verdictOf(result, 'pageWeight').value).toBe('236.7 KB in 6 files (2 not sized)');
    // A missing file is not fetched again, nor a refused address asked twice.
    expect(asked.filter((line) => line.endsWith('/missing.png'))).toEqual(['HEAD https://www.example.com/missing.png']);
    expect(asked.filter((line) => line.includes('10.0.0.1'))).toEqual(['HEAD http://10.0.0.1/t.gif']);
    expect(verdictOf(result, 'mixedContent')).toMatchObject({ verdict: 'fail', value: '1 insecure' });
  });

  it('marks an https page whose http:// address does not redirect, and does not ask when the address asked for was http', async () => {
    answers = { 'https://example.com/': html(), 'http://example.com/': { url: 'http://example.com/', ...html() } };
    expect(verdictOf((await assess('https://example.com/')).result, 'https').verdict).toBe('improve');

    asked.length = 0;
    answers = {
      'http://example.com/': { ...html(), url: 'https://example.com/', redirects: ['https://example.com/'] },
    };
    const { result } = await assess('http://example.com/');
    expect(verdictOf(result, 'https').verdict).toBe('pass');
    expect(asked.filter((line) => line === 'GET http://example.com/')).toHaveLength(1);
  });

  it('takes robots.txt and sitemap.xml that cannot be fetched as failed checks, not a failed run', async () => {
    answers = {
      'http://example.com/': html(),
      'http://example.com/robots.txt': new SafeFetchError('network', 'The connection was reset.'),
      'http://example.com/sitemap.xml': new SafeFetchError('timeout', 'The site did not answer within 10 seconds.'),
    };
    const { result } = await assess('http://example.com/');
    expect(verdictOf(result, 'robotsTxt')).toMatchObject({ verdict: 'fail', value: 'not reachable' });
    expect(verdictOf(result, 'sitemap')).toMatchObject({ verdict: 'fail', value: 'not reachable' });
  });

  it('sizes at most ASSESSMENT_LIMITS.maxResources resources and counts the rest as not sized', async () => {
    const images = Array.from(
      { length: ASSESSMENT_LIMITS.maxResources + 5 },
      (_, i) => `<img src="/i${i}.png" alt="">`,
    );
    answers = { 'http://example.com/': html(`<html><body>${images.join('')}</body></html>`) };
    for (let i = 0; i < images.length; i++)
      answers[`HEAD http://example.com/i${i}.png`] = { headers: { 'content-length': '10' } };

    const { result } = await assess('http://example.com/');

    expect(asked.filter((line) => line.startsWith('HEAD'))).toHaveLength(ASSESSMENT_LIMITS.maxResources);
    expect(verdictOf(result, 'pageWeight').value).toBe(`800 bytes in ${images.length + 1} files (5 not sized)`);
  });

  it('fails the run, in words, when the page answers an error or is not a web page', async () => {
    answers = { 'http://example.com/': { status: 404 } };
    await expect(assess('http://example.com/')).rejects.toThrow(
      new AssessmentFailure('The site answered 404 Not Found.'),
    );
    answers = { 'http://example.com/': { status: 200, headers: { 'content-type': 'application/pdf' } } };
    await expect(assess('http://example.com/')).rejects.toThrow(
      'That address answered with a file of type application/pdf, not a web page.',
    );
  });

  it('passes on the page’s own fetch error (refused, timed out) with its words', async () => {
    answers = { 'http://10.0.0.1/': new SafeFetchError('address', 'That address is on a private network.') };
    await expect(assess('http://10.0.0.1/')).rejects.toThrow('That address is on a private network.');
    expect(asked).toEqual(['GET http://10.0.0.1/']);
  });
});
