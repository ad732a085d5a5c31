import { type DefaultTreeAdapterTypes, html as parse5Html, parse } from 'parse5';

import {
  ASSESSMENT_CHECK_IDS,
  ASSESSMENT_LIMITS,
  type AssessmentCheckId,
  type AssessmentCheckResult,
  type AssessmentVerdict,
} from '@agency/common';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/**
 * What the page's HTML says, read once with parse5 (as a browser would parse it, so broken markup reads the same
 * way). `resources` are what the page makes a browser load; their sizes are asked for separately.
 */
export interface PageFacts {
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  h1Count: number;
  /** The canonical link's href as written, or null. */
  canonical: string | null;
  openGraph: { title: boolean; description: boolean; image: boolean };
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
  viewport: string | null;
  images: { total: number; withAlt: number };
  /** The CSP of a `<meta http-equiv="Content-Security-Policy">`, or null. */
  metaCsp: string | null;
  /**
   * Absolute http(s) addresses of what the page loads (img, script, stylesheet, icon and preload links, video,
   * audio, source), resolved against the page (or its `<base>`), each once.
   */
  resources: string[];
  /** How many of the page's subresources (the above and iframes) are plain http:// addresses. */
  insecureReferences: number;
  /** Whether the HTML was longer than PARSED_HTML_LIMIT, so only its beginning was read for these facts. */
  partial: boolean;
}

/**
 * How much of the page's HTML (in characters) readPage parses. parse5 builds a tree many times the size of the
 * markup (a megabyte of hostile tags costs well over 100 MB), so the facts come from the first megabyte; the weight
 * checks still count everything read (up to ASSESSMENT_LIMITS.maxBytes), and htmlWeight says what was left unread.
 */
export const PARSED_HTML_LIMIT = 1024 * 1024;

/** Everything the checks look at: what was fetched, measured as it arrived. */
export interface FetchedSite {
  /** Where the redirects ended. */
  finalUrl: string;
  /** For a page on https: whether the http:// form of its address redirects to https (null when not asked). */
  httpRedirectsToHttps: boolean | null;
  page: {
    headers: Record<string, string>;
    /** Size of the HTML after decompression (at most ASSESSMENT_LIMITS.maxBytes). */
    htmlBytes: number;
    /** Whether the HTML was cut off at ASSESSMENT_LIMITS.maxBytes. */
    truncated: boolean;
    /** Bytes that came over the network for the HTML (compressed, when it was). */
    transferredBytes: number;
    timeToFirstByteMs: number;
  };
  facts: PageFacts;
  /** null when it could not be fetched at all. */
  robots: { status: number; contentType: string } | null;
  sitemap: { status: number; body: string } | null;
  resources: {
    /** Every resource the page references. */
    count: number;
    /** Sum of the sizes the servers gave (or the bytes a bounded GET read). */
    sizedBytes: number;
    /** Resources whose size could not be learned (refused, failed, past the limit of ASSESSMENT_LIMITS.maxResources). */
    unsized: number;
  };
}

const KB = 1024;
const MB = 1024 * 1024;

/**
 * The thresholds, one row per check (pass / improve / fail). Sizes are in binary units (1 KB = 1024 bytes).
 *
 * | check              | pass                                        | improve                          | fail                            |
 * |--------------------|---------------------------------------------|----------------------------------|---------------------------------|
 * | https              | page on https and http:// redirects to it   | on https, http:// not redirected | page on http                    |
 * | responseTime       | first byte ≤ 600 ms                         | ≤ 1500 ms                        | slower                          |
 * | htmlWeight         | HTML ≤ 100 KB (decompressed)                | ≤ 500 KB                         | larger, or cut off at 2 MB      |
 * | pageWeight         | HTML sent + resources ≤ 1.5 MB              | ≤ 3 MB                           | heavier                         |
 * | compression        | HTML sent gzip, br, deflate or zstd         | —                                | sent as is                      |
 * | title              | 10–60 characters                            | other length                     | missing or empty                |
 * | metaDescription    | 50–160 characters                           | other length                     | missing or empty                |
 * | h1                 | exactly one                                 | several                          | none                            |
 * | canonical          | present, a valid http(s) address            | missing or not an address        | —                               |
 * | openGraph          | og:title, og:description and og:image       | some of them                     | none                            |
 * | structuredData     | every JSON-LD block valid JSON              | none                             | any block not valid JSON        |
 * | robotsTxt          | 200 with a text type                        | —                                | anything else                   |
 * | sitemap            | 200 holding <urlset or <sitemapindex        | —                                | anything else                   |
 * | lang               | <html lang> set                             | —                                | missing                         |
 * | viewport           | has width=device-width                      | present without it               | missing                         |
 * | imageAlt           | no images, or all have alt                  | ≥ 80% have alt                   | fewer                           |
 * | hsts               | max-age ≥ 15552000 (180 days) on https      | shorter                          | missing, or the page on http    |
 * | csp                | header (or meta http-equiv) present         | only Report-Only                 | missing                         |
 * | contentTypeOptions | X-Content-Type-Options: nosniff             | —                                | anything else                   |
 * | mixedContent       | https page, no http:// subresources         | the page itself on http          | any http:// subresource         |
 */
export const THRESHOLDS = {
  responseTimeMs: { pass: 600, improve: 1500 },
  htmlBytes: { pass: 100 * KB, improve: 500 * KB },
  pageBytes: { pass: 1.5 * MB, improve: 3 * MB },
  title: { min: 10, max: 60 },
  metaDescription: { min: 50, max: 160 },
  imageAltImprove: 0.8,
  hstsMaxAge: 15_552_000,
} as const;

const COMPRESSIONS = new Set(['gzip', 'br', 'deflate', 'zstd', 'x-gzip']);

/**
 * Reads what the checks need from the page's HTML (its first PARSED_HTML_LIMIT characters), with addresses
 * resolved against `pageUrl`.
 */
export function readPage(html: string, pageUrl: string): PageFacts {
  const partial = html.length > PARSED_HTML_LIMIT;
  const document = parse(partial ? html.slice(0, PARSED_HTML_LIMIT) : html);
  const elements = elementsOf(document);
  // HTML elements only: an SVG's <title> or <script> is not the page's.
  const named = (tag: string) =>
    elements.filter((element) => element.tagName === tag && element.namespaceURI === parse5Html.NS.HTML);
  const metaContent = (match: (element: Element) => boolean) => {
    const meta = named('meta').find(match);
    const content = meta ? attribute(meta, 'content')?.trim() : undefined;
    return content ? content : null;
  };
  const metaNamed = (name: string) => (element: Element) =>
    attribute(element, 'name')?.trim().toLowerCase() === name ||
    attribute(element, 'property')?.trim().toLowerCase() === name;

  const baseHref = named('base')
    .map((element) => attribute(element, 'href'))
    .find((href) => href);
  const base = resolve(baseHref ?? '', pageUrl) ?? pageUrl;

  const titleElement = named('title')[0];
  const title = titleElement ? collapse(textOf(titleElement)) : null;

  const canonical = named('link').find((element) => relTokens(element).includes('canonical'));

  const references: string[] = [];
  const iframes: string[] = [];
  for (const element of elements) {
    const tag = element.tagName;
    if (['img', 'script', 'video', 'audio', 'source'].includes(tag)) {
      const src = attribute(element, 'src');
      if (src) references.push(src);
      if (tag === 'video') {
        const poster = attribute(element, 'poster');
        if (poster) references.push(poster);
      }
    } else if (tag === 'link') {
      const rel = relTokens(element);
      const href = attribute(element, 'href');
      if (href && rel.some((token) => LOADED_LINKS.has(token))) references.push(href);
    } else if (tag === 'iframe') {
      const src = attribute(element, 'src');
      if (src) iframes.push(src);
    }
  }
  const resolved = (list: string[]) => [
    ...new Set(list.map((href) => resolve(href, base)).filter((url): url is string => url !== null)),
  ];
  const resources = resolved(references);
  const subresources = [...new Set([...resources, ...resolved(iframes)])];

  const images = named('img');
  const html5 = named('html')[0];
  const lang = html5 ? attribute(html5, 'lang')?.trim() : undefined;

  return {
    lang: lang ? lang : null,
    title: title ? title : null,
    metaDescription: metaContent(metaNamed('description')),
    h1Count: named('h1').length,
    canonical: canonical ? (attribute(canonical, 'href')?.trim() ?? '') : null,
    openGraph: {
      title: metaContent(metaNamed('og:title')) !== null,
      description: metaContent(metaNamed('og:description')) !== null,
      image: metaContent(metaNamed('og:image')) !== null,
    },
    jsonLd: named('script')
      .filter((element) => attribute(element, 'type')?.trim().toLowerCase() === 'application/ld+json')
      .map((element) => textOf(element)),
    viewport: metaContent(metaNamed('viewport')),
    images: { total: images.length, withAlt: images.filter((image) => attribute(image, 'alt') !== undefined).length },
    metaCsp: metaContent(
      (element) => attribute(element, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy',
    ),
    resources,
    insecureReferences: subresources.filter((url) => url.startsWith('http:')).length,
    partial,
  };
}

/** `<link rel>` values whose target a browser loads with the page. */
const LOADED_LINKS = new Set(['stylesheet', 'icon', 'apple-touch-icon', 'preload', 'modulepreload']);

/** Every check's result, in ASSESSMENT_CHECK_IDS order. */
export function pageChecks(site: FetchedSite): AssessmentCheckResult[] {
  const results: Record<AssessmentCheckId, Omit<AssessmentCheckResult, 'id'>> = {
    https: httpsCheck(site),
    responseTime: responseTimeCheck(site.page.timeToFirstByteMs),
    htmlWeight: htmlWeightCheck(site.page, site.facts.partial),
    pageWeight: pageWeightCheck(site),
    compression: compressionCheck(site.page.headers),
    title: lengthCheck(site.facts.title, THRESHOLDS.title, 'title'),
    metaDescription: lengthCheck(site.facts.metaDescription, THRESHOLDS.metaDescription, 'description'),
    h1: h1Check(site.facts.h1Count),
    canonical: canonicalCheck(site.facts.canonical, site.finalUrl),
    openGraph: openGraphCheck(site.facts.openGraph),
    structuredData: structuredDataCheck(site.facts.jsonLd),
    robotsTxt: robotsCheck(site.robots),
    sitemap: sitemapCheck(site.sitemap),
    lang: langCheck(site.facts.lang),
    viewport: viewportCheck(site.facts.viewport),
    imageAlt: imageAltCheck(site.facts.images),
    hsts: hstsCheck(site),
    csp: cspCheck(site.page.headers, site.facts.metaCsp),
    contentTypeOptions: contentTypeOptionsCheck(site.page.headers),
    mixedContent: mixedContentCheck(site),
  };
  return ASSESSMENT_CHECK_IDS.map((id) => ({ id, ...results[id] }));
}

type Result = Omit<AssessmentCheckResult, 'id'>;

/** The longest value a check keeps, in characters; a longer one is cut and ends in "…". */
export const MAX_VALUE_LENGTH = 100;

/**
 * One check's result. A value may be the site's own text (its lang, canonical address, viewport, a header), which
 * the report and the agency's mail show: it is kept to one line of MAX_VALUE_LENGTH characters, so a page can't
 * write paragraphs into the mail or grow the run's document past Firestore's 1 MiB. Reasons are our own words
 * (with counts and names from our own lists), never the site's.
 */
const result = (verdict: AssessmentVerdict, reason: string, value: string): Result => ({
  verdict,
  reason,
  value: oneShortLine(value),
});

function oneShortLine(text: string): string {
  const line = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  // Code points, not UTF-16 units, so the cut never splits an emoji's surrogate pair; 2 units hold at least one.
  const characters = [...line.slice(0, 2 * (MAX_VALUE_LENGTH + 1))];
  return characters.length > MAX_VALUE_LENGTH ? `${characters.slice(0, MAX_VALUE_LENGTH).join('')}…` : line;
}

const onHttps = (site: FetchedSite) => site.finalUrl.startsWith('https:');

function httpsCheck(site: FetchedSite): Result {
  if (!onHttps(site)) {
    return result(
      'fail',
      'The page is served over plain http, so visitors see “Not secure” and nothing is encrypted.',
      'http only',
    );
  }
  if (site.httpRedirectsToHttps) {
    return result(
      'pass',
      'The page is served over HTTPS, and the plain http:// address sends visitors there.',
      'HTTPS, http redirected',
    );
  }
  return result(
    'improve',
    'The page is on HTTPS, but its plain http:// address does not send visitors to it.',
    'HTTPS, http not redirected',
  );
}

function responseTimeCheck(ms: number): Result {
  const value = `${Math.round(ms)} ms`;
  if (ms <= THRESHOLDS.responseTimeMs.pass) return result('pass', 'The server starts answering quickly.', value);
  if (ms <= THRESHOLDS.responseTimeMs.improve) {
    return result('improve', 'The server takes a while to start answering; under 600 ms feels instant.', value);
  }
  return result('fail', 'The server is slow to start answering, and visitors wait before anything appears.', value);
}

function htmlWeightCheck(page: FetchedSite['page'], partial: boolean): Result {
  // Past PARSED_HTML_LIMIT the other checks saw only the beginning: a heading or title further down went unseen.
  const unread = partial ? ` The other checks read only its first ${formatBytes(PARSED_HTML_LIMIT)}.` : '';
  if (page.truncated) {
    return result(
      'fail',
      `The page’s HTML is enormous; we stopped reading it at ${formatBytes(ASSESSMENT_LIMITS.maxBytes)}.${unread}`,
      `more than ${formatBytes(ASSESSMENT_LIMITS.maxBytes)}`,
    );
  }
  const value = formatBytes(page.htmlBytes);
  if (page.htmlBytes <= THRESHOLDS.htmlBytes.pass) return result('pass', 'The page’s HTML is lean.', value);
  if (page.htmlBytes <= THRESHOLDS.htmlBytes.improve) {
    return result('improve', 'The page’s HTML is on the heavy side; under 100 KB loads faster.', value);
  }
  return result('fail', `The page’s HTML is very heavy, which slows every visit.${unread}`, value);
}

function pageWeightCheck(site: FetchedSite): Result {
  const { count, sizedBytes, unsized } = site.resources;
  const total = site.page.transferredBytes + sizedBytes;
  const files = count + 1;
  const value = `${formatBytes(total)} in ${files} file${files === 1 ? '' : 's'}${unsized ? ` (${unsized} not sized)` : ''}`;
  const unsizedNote = unsized ? ` We could not learn the size of ${unsized}, so it may be more.` : '';
  if (total <= THRESHOLDS.pageBytes.pass) {
    return result('pass', `The page and what it loads are light.${unsizedNote}`, value);
  }
  if (total <= THRESHOLDS.pageBytes.improve) {
    return result(
      'improve',
      `The page and what it loads are heavy for a phone; under 1.5 MB is better.${unsizedNote}`,
      value,
    );
  }
  return result(
    'fail',
    `The page and what it loads are very heavy, slow on phones and mobile data.${unsizedNote}`,
    value,
  );
}

function compressionCheck(headers: Record<string, string>): Result {
  const encodings = (headers['content-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .map((encoding) => encoding.trim())
    .filter((encoding) => encoding && encoding !== 'identity');
  const used = encodings.find((encoding) => COMPRESSIONS.has(encoding));
  if (used) return result('pass', 'The server compresses the page, so it travels faster.', used);
  return result(
    'fail',
    'The server sends the page uncompressed; gzip or Brotli would make it several times smaller.',
    'none',
  );
}

function lengthCheck(text: string | null, range: { min: number; max: number }, what: 'title' | 'description'): Result {
  const label = what === 'title' ? 'title' : 'meta description';
  if (text === null) {
    return result(
      'fail',
      what === 'title'
        ? 'The page has no title, which search results and browser tabs show.'
        : 'The page has no meta description, so search engines pick some text of their own to show.',
      'missing',
    );
  }
  const length = [...text].length;
  const value = `${length} character${length === 1 ? '' : 's'}`;
  if (length < range.min) {
    return result(
      'improve',
      `The ${label} is short; ${range.min}–${range.max} characters says more in search results.`,
      value,
    );
  }
  if (length > range.max) {
    return result(
      'improve',
      `The ${label} is long; search results cut it off after about ${range.max} characters.`,
      value,
    );
  }
  return result('pass', `The ${label} is a good length for search results.`, value);
}

function h1Check(count: number): Result {
  const value = `${count}`;
  if (count === 1) return result('pass', 'The page has one main heading, which says what it is about.', value);
  if (count > 1)
    return result('improve', 'The page has several main headings; one says more clearly what it is about.', value);
  return result('fail', 'The page has no main heading (h1) saying what it is about.', value);
}

function canonicalCheck(href: string | null, pageUrl: string): Result {
  if (href === null) {
    return result(
      'improve',
      'No canonical address, so search engines may split the page’s ranking between its addresses.',
      'missing',
    );
  }
  const url = resolve(href, pageUrl);
  if (!url) return result('improve', 'The canonical link is not a valid web address.', href || 'empty');
  return result('pass', 'The page names its canonical address for search engines.', url);
}

function openGraphCheck(tags: PageFacts['openGraph']): Result {
  const present = (['title', 'description', 'image'] as const).filter((tag) => tags[tag]);
  const value = `${present.length} of 3`;
  if (present.length === 3) return result('pass', 'Shared links show a title, a description and a picture.', value);
  if (present.length) {
    const missing = (['title', 'description', 'image'] as const).filter((tag) => !tags[tag]).map((tag) => `og:${tag}`);
    return result('improve', `Shared links lack ${missing.join(' and ')}.`, value);
  }
  return result('fail', 'No Open Graph tags, so links shared on social media look bare.', value);
}

function structuredDataCheck(blocks: string[]): Result {
  if (!blocks.length) {
    return result('improve', 'No structured data (JSON-LD), which helps search engines show rich results.', 'none');
  }
  const invalid = blocks.filter((block) => {
    try {
      JSON.parse(block);
      return false;
    } catch {
      return true;
    }
  }).length;
  const value = `${blocks.length - invalid} of ${blocks.length} valid`;
  if (invalid) {
    return result(
      'fail',
      blocks.length === 1
        ? 'The page’s structured data is not valid JSON, so search engines ignore it.'
        : `${invalid} of the page’s ${blocks.length} structured data blocks ${invalid === 1 ? 'is' : 'are'} not valid JSON, so search engines ignore ${invalid === 1 ? 'it' : 'them'}.`,
      value,
    );
  }
  return result('pass', 'The page describes itself to search engines with valid structured data.', value);
}

/** A file's absence in words, with the server's answer for those who know the codes: "not found (404)". */
const answered = (status: number) =>
  status === 404 || status === 410 ? `not found (${status})` : `answered ${status}`;

function robotsCheck(robots: FetchedSite['robots']): Result {
  if (!robots) return result('fail', 'robots.txt could not be fetched.', 'not reachable');
  const type = robots.contentType.split(';')[0]!.trim().toLowerCase();
  if (robots.status === 200 && type.startsWith('text/') && type !== 'text/html') {
    return result('pass', 'robots.txt tells search engines what to crawl.', 'found');
  }
  if (robots.status === 200) {
    return result(
      'fail',
      'The robots.txt address answers with something other than a robots.txt file.',
      type ? `found, but ${type}` : 'found, of no type',
    );
  }
  return result('fail', 'There is no robots.txt telling search engines what to crawl.', answered(robots.status));
}

function sitemapCheck(sitemap: FetchedSite['sitemap']): Result {
  if (!sitemap) return result('fail', 'sitemap.xml could not be fetched.', 'not reachable');
  if (sitemap.status !== 200) {
    return result(
      'fail',
      'There is no sitemap.xml listing the site’s pages for search engines.',
      answered(sitemap.status),
    );
  }
  if (/<(?:[\w-]+:)?(?:urlset|sitemapindex)\b/.test(sitemap.body)) {
    return result('pass', 'sitemap.xml lists the site’s pages for search engines.', 'found');
  }
  return result('fail', 'The sitemap.xml address does not hold a sitemap.', 'found, but not a sitemap');
}

function langCheck(lang: string | null): Result {
  if (lang) return result('pass', 'The page says which language it is in, for screen readers and translation.', lang);
  return result(
    'fail',
    'The page does not say which language it is in; screen readers may read it wrongly.',
    'missing',
  );
}

function viewportCheck(viewport: string | null): Result {
  if (viewport === null) {
    return result('fail', 'No viewport setting, so phones show the page shrunk to a desktop width.', 'missing');
  }
  if (/(?:^|[,;\s])width\s*=\s*device-width\b/i.test(viewport)) {
    return result('pass', 'The page fits the width of a phone’s screen.', viewport);
  }
  return result(
    'improve',
    'The viewport setting does not use width=device-width, so phones may not fit the page.',
    viewport,
  );
}

function imageAltCheck({ total, withAlt }: PageFacts['images']): Result {
  if (total === 0) return result('pass', 'The page has no images needing a description.', 'no images');
  const share = withAlt / total;
  const value = `${withAlt} of ${total} (${Math.floor(share * 100)}%)`;
  if (withAlt === total) return result('pass', 'Every image has alt text for people using screen readers.', value);
  const missing = total - withAlt;
  const reason = `${missing} image${missing === 1 ? ' has' : 's have'} no alt text, so screen readers cannot describe ${missing === 1 ? 'it' : 'them'}.`;
  return result(share >= THRESHOLDS.imageAltImprove ? 'improve' : 'fail', reason, value);
}

function hstsCheck(site: FetchedSite): Result {
  const header = site.page.headers['strict-transport-security'];
  if (!onHttps(site)) {
    return result(
      'fail',
      'The page is not on HTTPS, so browsers cannot be told to always use a secure connection.',
      header ? 'ignored on http' : 'missing',
    );
  }
  if (!header) {
    return result(
      'fail',
      'No Strict-Transport-Security header, so browsers may still try plain http first.',
      'missing',
    );
  }
  const maxAge = Number(/max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1] ?? 0);
  const value = `max-age ${maxAge}`;
  if (maxAge >= THRESHOLDS.hstsMaxAge)
    return result('pass', 'Browsers are told to always use HTTPS for this site.', value);
  return result(
    'improve',
    'Strict-Transport-Security is set for a short time; 180 days or more protects returning visitors.',
    value,
  );
}

function cspCheck(headers: Record<string, string>, metaCsp: string | null): Result {
  if (headers['content-security-policy']) {
    return result(
      'pass',
      'A Content-Security-Policy limits what the page may load, which blunts injected scripts.',
      'set',
    );
  }
  if (metaCsp) {
    return result('pass', 'A Content-Security-Policy, set in the page, limits what it may load.', 'set in the page');
  }
  if (headers['content-security-policy-report-only']) {
    return result(
      'improve',
      'The Content-Security-Policy only reports problems; enforcing it would block injected scripts.',
      'report only',
    );
  }
  return result('fail', 'No Content-Security-Policy, so nothing limits what scripts the page may run.', 'missing');
}

function contentTypeOptionsCheck(headers: Record<string, string>): Result {
  const value = headers['x-content-type-options']?.trim().toLowerCase();
  // A header sent twice arrives joined; browsers go by its first value (Fetch, "determine nosniff").
  if (value?.split(',')[0]!.trim() === 'nosniff') {
    return result('pass', 'Browsers are told not to guess file types.', 'nosniff');
  }
  return result(
    'fail',
    'Without X-Content-Type-Options: nosniff, browsers may guess a file’s type and run it.',
    value || 'missing',
  );
}

function mixedContentCheck(site: FetchedSite): Result {
  const insecure = site.facts.insecureReferences;
  if (!onHttps(site)) {
    return result(
      'improve',
      'The page itself is not on HTTPS, so everything it loads travels unencrypted.',
      'page on http',
    );
  }
  if (insecure) {
    return result(
      'fail',
      `The secure page loads ${insecure} file${insecure === 1 ? '' : 's'} over plain http://, which browsers block or flag.`,
      `${insecure} insecure`,
    );
  }
  return result('pass', 'Everything the page loads comes over HTTPS.', 'none');
}

/** "812 bytes", "12.4 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < MB) return `${round1(bytes / KB)} KB`;
  return `${round1(bytes / MB)} MB`;
}

const round1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** `href` as an absolute http(s) address against `base`, without its fragment; null otherwise. */
function resolve(href: string, base: string): string | null {
  const trimmed = href.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

/**
 * Every element under `root`, in document order. With a stack of our own, not recursion: parse5 nests unclosed
 * elements as deep as a page likes, and a few thousand `<div>`s would overflow the call stack.
 */
function elementsOf(root: ParentNode): Element[] {
  const elements: Element[] = [];
  const pending: ParentNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node !== root) elements.push(node as Element);
    // Reversed, so the first child comes off the stack first.
    for (let index = node.childNodes.length - 1; index >= 0; index -= 1) {
      const child = node.childNodes[index]!;
      if ('tagName' in child) pending.push(child);
    }
  }
  return elements;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

const relTokens = (element: Element) => (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
