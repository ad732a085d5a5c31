import { describe, expect, it } from 'vitest';

import { ASSESSMENT_CHECK_IDS, type AssessmentCheckId, assessmentScore } from '@agency/common';

import { type FetchedSite, formatBytes, pageChecks, PARSED_HTML_LIMIT, readPage } from './page-checks';

const PAGE_URL = 'https://www.example.com/';

/** A page that passes every check, with `extra` added to its head and `body` as its body. */
const htmlPage = ({ head = '', body = '<h1>Welcome</h1>', lang = ' lang="en-AU"' } = {}) => `<!doctype html>
<html${lang}>
<head>
  <meta charset="utf-8">
  <title>Green Roots Naturopathy, Noosa</title>
  <meta name="description" content="Naturopathy consultations in Noosa and online: herbal medicine, nutrition and calm advice.">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="canonical" href="https://www.example.com/">
  <meta property="og:title" content="Green Roots">
  <meta property="og:description" content="Naturopathy in Noosa">
  <meta property="og:image" content="/og.png">
  <script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness"}</script>
  ${head}
</head>
<body>${body}</body>
</html>`;

/** What a well-kept https site answers; `change` alters it for one test. */
function site(change: (site: FetchedSite) => void = () => {}, html = htmlPage()): FetchedSite {
  const fetched: FetchedSite = {
    finalUrl: PAGE_URL,
    httpRedirectsToHttps: true,
    page: {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'content-security-policy': "default-src 'self'",
        'x-content-type-options': 'nosniff',
      },
      htmlBytes: 20_000,
      truncated: false,
      transferredBytes: 6000,
      timeToFirstByteMs: 120,
    },
    facts: readPage(html, PAGE_URL),
    robots: { status: 200, contentType: 'text/plain' },
    sitemap: {
      status: 200,
      body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    },
    resources: { count: 4, sizedBytes: 300_000, unsized: 0 },
  };
  change(fetched);
  return fetched;
}

const check = (fetched: FetchedSite, id: AssessmentCheckId) => pageChecks(fetched).find((result) => result.id === id)!;
const verdictOf = (fetched: FetchedSite, id: AssessmentCheckId) => check(fetched, id).verdict;
const withHtml = (html: string) => site(() => {}, html);

describe('pageChecks', () => {
  it('passes every check of a well-kept https site, in the table’s order, each with a reason and a value', () => {
    const results = pageChecks(site());
    expect(results.map((result) => result.id)).toEqual([...ASSESSMENT_CHECK_IDS]);
    for (const result of results) {
      expect(result.verdict, `${result.id}: ${result.reason}`).toBe('pass');
      expect(result.reason).toMatch(/\.$/);
      expect(result.value).not.toBe('');
    }
    expect(assessmentScore(results)).toBe(100);
  });

  it('https: passes on https with http redirected, improves without the redirect, fails on http', () => {
    expect(check(site(), 'https')).toMatchObject({ verdict: 'pass', value: 'HTTPS, http redirected' });
    expect(
      verdictOf(
        site((s) => (s.httpRedirectsToHttps = false)),
        'https',
      ),
    ).toBe('improve');
    expect(
      verdictOf(
        site((s) => (s.httpRedirectsToHttps = null)),
        'https',
      ),
    ).toBe('improve');
    const plain = site((s) => {
      s.finalUrl = 'http://www.example.com/';
      s.httpRedirectsToHttps = null;
    });
    expect(check(plain, 'https')).toMatchObject({ verdict: 'fail', reason: expect.stringMatching(/plain http/) });
  });

  it('responseTime: ≤ 600 ms passes, ≤ 1500 ms improves, slower fails', () => {
    const at = (ms: number) => site((s) => (s.page.timeToFirstByteMs = ms));
    expect(check(at(600), 'responseTime')).toMatchObject({ verdict: 'pass', value: '600 ms' });
    expect(verdictOf(at(601), 'responseTime')).toBe('improve');
    expect(verdictOf(at(1500), 'responseTime')).toBe('improve');
    expect(verdictOf(at(1501), 'responseTime')).toBe('fail');
  });

  it('htmlWeight: ≤ 100 KB passes, ≤ 500 KB improves, larger or cut off at 2 MB fails', () => {
    const sized = (bytes: number, truncated = false) =>
      site((s) => {
        s.page.htmlBytes = bytes;
        s.page.truncated = truncated;
      });
    expect(check(sized(100 * 1024), 'htmlWeight')).toMatchObject({ verdict: 'pass', value: '100 KB' });
    expect(verdictOf(sized(100 * 1024 + 1), 'htmlWeight')).toBe('improve');
    expect(verdictOf(sized(500 * 1024), 'htmlWeight')).toBe('improve');
    expect(verdictOf(sized(500 * 1024 + 1), 'htmlWeight')).toBe('fail');
    expect(check(sized(2 * 1024 * 1024, true), 'htmlWeight')).toMatchObject({
      verdict: 'fail',
      value: 'more than 2 MB',
    });
  });

  it('pageWeight: the HTML sent plus what it loads, ≤ 1.5 MB passes, ≤ 3 MB improves, heavier fails; unsized ones are said', () => {
    const weighing = (resourceBytes: number, unsized = 0) =>
      site((s) => {
        s.page.transferredBytes = 0.2 * 1024 * 1024;
        s.resources = { count: 13, sizedBytes: resourceBytes, unsized };
      });
    expect(check(weighing(1.3 * 1024 * 1024), 'pageWeight')).toMatchObject({
      verdict: 'pass',
      value: '1.5 MB in 14 files',
    });
    expect(verdictOf(weighing(1.3 * 1024 * 1024 + 1), 'pageWeight')).toBe('improve');
    expect(verdictOf(weighing(2.8 * 1024 * 1024), 'pageWeight')).toBe('improve');
    expect(verdictOf(weighing(2.8 * 1024 * 1024 + 1), 'pageWeight')).toBe('fail');
    expect(check(weighing(1024 * 1024, 3), 'pageWeight')).toMatchObject({
      value: '1.2 MB in 14 files (3 not sized)',
      reason: expect.stringContaining('could not learn the size of 3'),
    });
  });

  it('compression: gzip, br, deflate or zstd passes, none fails', () => {
    for (const encoding of ['gzip', 'br', 'deflate', 'zstd']) {
      expect(
        verdictOf(
          site((s) => (s.page.headers['content-encoding'] = encoding)),
          'compression',
        ),
      ).toBe('pass');
    }
    expect(
      check(
        site((s) => delete s.page.headers['content-encoding']),
        'compression',
      ),
    ).toMatchObject({
      verdict: 'fail',
      value: 'none',
    });
    expect(
      verdictOf(
        site((s) => (s.page.headers['content-encoding'] = 'identity')),
        'compression',
      ),
    ).toBe('fail');
  });

  it('title: 10–60 characters passes, other lengths improve, missing or empty fails', () => {
    const titled = (title: string) => withHtml(htmlPage().replace(/<title>.*<\/title>/, `<title>${title}</title>`));
    expect(check(titled('x'.repeat(10)), 'title')).toMatchObject({ verdict: 'pass', value: '10 characters' });
    expect(verdictOf(titled('x'.repeat(60)), 'title')).toBe('pass');
    expect(verdictOf(titled('x'.repeat(9)), 'title')).toBe('improve');
    expect(check(titled('x'.repeat(61)), 'title')).toMatchObject({ verdict: 'improve', reason: /cut it off/ });
    // Spaces and line breaks are collapsed as a browser shows them.
    expect(check(titled('   Green   Roots\n  Naturopathy  '), 'title').value).toBe('23 characters');
    expect(check(titled('  '), 'title')).toMatchObject({ verdict: 'fail', value: 'missing' });
    expect(verdictOf(withHtml(htmlPage().replace(/<title>.*<\/title>/, '')), 'title')).toBe('fail');
    // An SVG's title is not the page's.
    const svgOnly = htmlPage({ body: '<h1>Hi</h1><svg><title>An icon of a leaf</title></svg>' }).replace(
      /<title>.*<\/title>/,
      '',
    );
    expect(verdictOf(withHtml(svgOnly), 'title')).toBe('fail');
  });

  it('metaDescription: 50–160 characters passes, other lengths improve, missing fails', () => {
    const described = (content: string | null) =>
      withHtml(
        htmlPage().replace(
          /<meta name="description"[^>]*>/,
          content === null ? '' : `<meta name="description" content="${content}">`,
        ),
      );
    expect(verdictOf(described('x'.repeat(50)), 'metaDescription')).toBe('pass');
    expect(verdictOf(described('x'.repeat(160)), 'metaDescription')).toBe('pass');
    expect(verdictOf(described('x'.repeat(49)), 'metaDescription')).toBe('improve');
    expect(check(described('x'.repeat(161)), 'metaDescription')).toMatchObject({
      verdict: 'improve',
      value: '161 characters',
    });
    expect(verdictOf(described(''), 'metaDescription')).toBe('fail');
    expect(check(described(null), 'metaDescription')).toMatchObject({ verdict: 'fail', value: 'missing' });
  });

  it('h1: exactly one passes, several improve, none fails', () => {
    expect(verdictOf(withHtml(htmlPage({ body: '<h1>One</h1><h2>Two</h2>' })), 'h1')).toBe('pass');
    expect(check(withHtml(htmlPage({ body: '<h1>One</h1><h1>Two</h1>' })), 'h1')).toMatchObject({
      verdict: 'improve',
      value: '2',
    });
    expect(check(withHtml(htmlPage({ body: '<h2>Two</h2>' })), 'h1')).toMatchObject({ verdict: 'fail', value: '0' });
  });

  it('canonical: a valid address passes, missing or not an address improves', () => {
    const canonical = (tag: string) => withHtml(htmlPage().replace(/<link rel="canonical"[^>]*>/, tag));
    expect(check(canonical('<link rel="canonical" href="/about">'), 'canonical')).toMatchObject({
      verdict: 'pass',
      value: 'https://www.example.com/about',
    });
    expect(verdictOf(canonical(''), 'canonical')).toBe('improve');
    expect(verdictOf(canonical('<link rel="canonical" href="javascript:alert(1)">'), 'canonical')).toBe('improve');
    expect(verdictOf(canonical('<link rel="canonical" href="">'), 'canonical')).toBe('improve');
  });

  it('openGraph: all three tags pass, some improve (naming the missing), none fails', () => {
    const without = (...tags: string[]) =>
      withHtml(
        tags.reduce((html, tag) => html.replace(new RegExp(`<meta property="og:${tag}"[^>]*>`), ''), htmlPage()),
      );
    expect(check(without('image'), 'openGraph')).toMatchObject({
      verdict: 'improve',
      value: '2 of 3',
      reason: 'Shared links lack og:image.',
    });
    expect(check(without('title', 'description', 'image'), 'openGraph')).toMatchObject({
      verdict: 'fail',
      value: '0 of 3',
    });
  });

  it('structuredData: all JSON-LD blocks valid passes, none improves, any invalid fails', () => {
    const noData = htmlPage().replace(/<script type="application\/ld\+json">.*<\/script>/, '');
    expect(verdictOf(withHtml(noData), 'structuredData')).toBe('improve');
    const broken = htmlPage({ head: '<script type="application/ld+json">{"@type": "Organization",}</script>' });
    expect(check(withHtml(broken), 'structuredData')).toMatchObject({ verdict: 'fail', value: '1 of 2 valid' });
  });

  it('robotsTxt: 200 with a text type passes; missing, unreachable or a web page in its place fails', () => {
    expect(
      check(
        site((s) => (s.robots = { status: 404, contentType: 'text/html' })),
        'robotsTxt',
      ),
    ).toMatchObject({
      verdict: 'fail',
      value: 'not found (404)',
    });
    expect(
      verdictOf(
        site((s) => (s.robots = null)),
        'robotsTxt',
      ),
    ).toBe('fail');
    // A single-page app answering every address with its index.html.
    expect(
      verdictOf(
        site((s) => (s.robots = { status: 200, contentType: 'text/html' })),
        'robotsTxt',
      ),
    ).toBe('fail');
  });

  it('sitemap: 200 holding a urlset or sitemap index passes; anything else fails', () => {
    const sitemap = (status: number, body: string) => site((s) => (s.sitemap = { status, body }));
    expect(verdictOf(sitemap(200, '<sitemapindex xmlns="..."></sitemapindex>'), 'sitemap')).toBe('pass');
    expect(verdictOf(sitemap(200, '<!doctype html><html></html>'), 'sitemap')).toBe('fail');
    expect(verdictOf(sitemap(404, ''), 'sitemap')).toBe('fail');
    expect(
      verdictOf(
        site((s) => (s.sitemap = null)),
        'sitemap',
      ),
    ).toBe('fail');
  });

  it('lang: set passes, missing or empty fails', () => {
    expect(check(site(), 'lang').value).toBe('en-AU');
    expect(verdictOf(withHtml(htmlPage({ lang: '' })), 'lang')).toBe('fail');
    expect(verdictOf(withHtml(htmlPage({ lang: ' lang=" "' })), 'lang')).toBe('fail');
  });

  it('viewport: width=device-width passes, another viewport improves, none fails', () => {
    const viewport = (tag: string) => withHtml(htmlPage().replace(/<meta name="viewport"[^>]*>/, tag));
    expect(verdictOf(viewport('<meta name="viewport" content="initial-scale=1,width=device-width">'), 'viewport')).toBe(
      'pass',
    );
    expect(verdictOf(viewport('<meta name="viewport" content="width=1024">'), 'viewport')).toBe('improve');
    expect(verdictOf(viewport(''), 'viewport')).toBe('fail');
  });

  it('imageAlt: no images or all described passes, at least 80% improves, fewer fails (empty alt counts)', () => {
    const images = (withAlt: number, without: number) =>
      withHtml(
        htmlPage({
          body: `<h1>Hi</h1>${'<img src="/a.png" alt="">'.repeat(withAlt)}${'<img src="/b.png">'.repeat(without)}`,
        }),
      );
    expect(check(images(0, 0), 'imageAlt')).toMatchObject({ verdict: 'pass', value: 'no images' });
    expect(check(images(3, 0), 'imageAlt')).toMatchObject({ verdict: 'pass', value: '3 of 3 (100%)' });
    expect(check(images(4, 1), 'imageAlt')).toMatchObject({ verdict: 'improve', value: '4 of 5 (80%)' });
    expect(check(images(7, 2), 'imageAlt')).toMatchObject({
      verdict: 'fail',
      value: '7 of 9 (77%)',
      reason: '2 images have no alt text, so screen readers cannot describe them.',
    });
  });

  it('hsts: max-age of 180 days on https passes, shorter improves, missing or on http fails', () => {
    const hsts = (header: string | undefined) =>
      site((s) => {
        if (header === undefined) delete s.page.headers['strict-transport-security'];
        else s.page.headers['strict-transport-security'] = header;
      });
    expect(check(hsts('max-age=15552000'), 'hsts')).toMatchObject({ verdict: 'pass', value: 'max-age 15552000' });
    expect(verdictOf(hsts('max-age=15551999; includeSubDomains'), 'hsts')).toBe('improve');
    expect(verdictOf(hsts(undefined), 'hsts')).toBe('fail');
    const onHttp = site((s) => (s.finalUrl = 'http://www.example.com/'));
    expect(check(onHttp, 'hsts')).toMatchObject({ verdict: 'fail', value: 'ignored on http' });
  });

  it('csp: a policy (header or meta) passes, report-only improves, none fails', () => {
    const withoutCsp = (s: FetchedSite) => delete s.page.headers['content-security-policy'];
    expect(
      verdictOf(
        site(
          withoutCsp,
          htmlPage({ head: '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">' }),
        ),
        'csp',
      ),
    ).toBe('pass');
    expect(
      verdictOf(
        site((s) => {
          withoutCsp(s);
          s.page.headers['content-security-policy-report-only'] = "default-src 'self'";
        }),
        'csp',
      ),
    ).toBe('improve');
    expect(check(site(withoutCsp), 'csp')).toMatchObject({ verdict: 'fail', value: 'missing' });
  });

  it('contentTypeOptions: nosniff passes, anything else fails', () => {
    expect(
      verdictOf(
        site((s) => (s.page.headers['x-content-type-options'] = 'NoSniff')),
        'contentTypeOptions',
      ),
    ).toBe('pass');
    expect(
      verdictOf(
        site((s) => delete s.page.headers['x-content-type-options']),
        'contentTypeOptions',
      ),
    ).toBe('fail');
    // Sent twice, safeFetch joins it; browsers read the first value (Fetch, "determine nosniff").
    const twice = (header: string) => site((s) => (s.page.headers['x-content-type-options'] = header));
    expect(verdictOf(twice('nosniff, nosniff'), 'contentTypeOptions')).toBe('pass');
    expect(check(twice('sniff, nosniff'), 'contentTypeOptions')).toMatchObject({
      verdict: 'fail',
      value: 'sniff, nosniff',
    });
  });

  it('mixedContent: an https page loading only https passes, any http:// subresource fails (counted), a page on http improves', () => {
    const mixed = htmlPage({
      body: '<h1>Hi</h1><img src="http://cdn.example.com/a.png" alt="a"><script src="http://cdn.example.com/a.js"></script><iframe src="http://maps.example.com/"></iframe><a href="http://other.example.com/">a link is fine</a>',
    });
    expect(check(withHtml(mixed), 'mixedContent')).toMatchObject({
      verdict: 'fail',
      value: '3 insecure',
      reason: expect.stringContaining('loads 3 files over plain http://'),
    });
    const onHttp = site((s) => (s.finalUrl = 'http://www.example.com/'));
    expect(check(onHttp, 'mixedContent')).toMatchObject({
      verdict: 'improve',
      reason: expect.stringContaining('The page itself is not on HTTPS'),
    });
  });
});

describe('check values', () => {
  it('keep the site’s own text to one line of at most 100 characters, so a page can’t bloat the report or the mail', () => {
    // Both in the page, under readPage's 1 MB.
    const long = 'x'.repeat(450 * 1024);
    const fetched = site(
      (s) => {
        s.page.headers['x-content-type-options'] = `sniff\tplease ${long}`;
        s.robots = { status: 200, contentType: `application/${long}` };
      },
      htmlPage({ lang: ` lang="en\n${long}"` }).replace(
        '<link rel="canonical" href="https://www.example.com/">',
        `<link rel="canonical" href="https://www.example.com/?q=${long}">`,
      ),
    );
    const checks = pageChecks(fetched);
    for (const { value } of checks) {
      expect([...value].length).toBeLessThanOrEqual(101);
      expect(value).not.toMatch(/[\n\t]/);
    }
    expect(check(fetched, 'lang').value).toBe(`en ${'x'.repeat(97)}…`);
    expect(check(fetched, 'canonical').value).toBe(`https://www.example.com/?q=${'x'.repeat(73)}…`);
    expect(check(fetched, 'contentTypeOptions').value).toBe(`sniff please ${'x'.repeat(87)}…`);
    expect(check(fetched, 'robotsTxt').value).toMatch(/^found, but application\/x+…$/);
    expect(JSON.stringify(checks).length).toBeLessThan(10_000);
    // A cut never leaves half an emoji behind.
    const emoji = site((s) => (s.page.headers['x-content-type-options'] = '😀'.repeat(150)));
    expect(check(emoji, 'contentTypeOptions').value).toBe(`${'😀'.repeat(100)}…`);
  });
});

describe('readPage', () => {
  it('lists what the page loads once each, resolved against its address or <base>, leaving links, data: and empty ones out', () => {
    const facts = readPage(
      `<!doctype html><html><head>
        <base href="https://static.example.com/v2/">
        <link rel="stylesheet" href="site.css"><link rel="Shortcut Icon" href="/favicon.ico">
        <link rel="preload" href="font.woff2" as="font"><link rel="alternate" href="/feed.xml">
        <script src="app.js"></script><script>inline()</script>
      </head><body>
        <img src="a.png#top" alt="A"><img src="a.png" alt="A again"><img src="data:image/png;base64,AAAA"><img src="">
        <video src="clip.mp4" poster="poster.jpg"><source src="clip.webm"></video><audio src="//cdn.example.com/s.mp3"></audio>
        <a href="/contact">Contact</a>
      </body></html>`,
      'https://www.example.com/page',
    );
    expect(facts.resources).toEqual([
      'https://static.example.com/v2/site.css',
      'https://static.example.com/favicon.ico',
      'https://static.example.com/v2/font.woff2',
      'https://static.example.com/v2/app.js',
      'https://static.example.com/v2/a.png',
      'https://static.example.com/v2/clip.mp4',
      'https://static.example.com/v2/poster.jpg',
      'https://static.example.com/v2/clip.webm',
      'https://cdn.example.com/s.mp3',
    ]);
    expect(facts.images).toEqual({ total: 4, withAlt: 2 });
    expect(facts.insecureReferences).toBe(0);
  });

  it('parses only the first megabyte of a huge page, and htmlWeight says the other checks saw only that much', () => {
    const padding = `<!-- ${'x'.repeat(PARSED_HTML_LIMIT)} -->`;
    const huge = `<html lang="en"><title>Huge page here</title>${padding}<h1>Too far down</h1><img src="/late.png">`;
    const facts = readPage(huge, PAGE_URL);
    expect(facts).toMatchObject({ title: 'Huge page here', h1Count: 0, resources: [], partial: true });
    expect(readPage(htmlPage(), PAGE_URL).partial).toBe(false);

    const fetched = site((s) => {
      s.page.htmlBytes = huge.length;
      s.facts = facts;
    });
    expect(check(fetched, 'htmlWeight')).toMatchObject({
      verdict: 'fail',
      reason: 'The page’s HTML is very heavy, which slows every visit. The other checks read only its first 1 MB.',
    });
    expect(check(site(), 'htmlWeight').reason).not.toContain('first 1 MB');
  });

  it('reads a page of tens of thousands of unclosed elements without running out of stack, in document order', () => {
    const deep = `<html lang="en"><title>Deep</title><body>${'<div>'.repeat(20_000)}<h1>Bottom</h1><img src="/deep.png">`;
    const facts = readPage(deep, PAGE_URL);
    expect(facts).toMatchObject({
      lang: 'en',
      title: 'Deep',
      h1Count: 1,
      resources: ['https://www.example.com/deep.png'],
    });
    const nested = readPage(
      `${'<span><b><i>'.repeat(10_000)}<script src="/a.js"></script><img src="/b.png">`,
      PAGE_URL,
    );
    expect(nested.resources).toEqual(['https://www.example.com/a.js', 'https://www.example.com/b.png']);
  });
});

describe('formatBytes', () => {
  it('says bytes, KB or MB with one decimal', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(12_700)).toBe('12.4 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
