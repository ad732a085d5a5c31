/**
 * The free website assessment (`assessments/{id}`): a Cloud Function fetches a site's page, `robots.txt` and
 * `sitemap.xml` safely (functions/src/assessments/safe-fetch.ts), checks what it got against the table below and
 * stores a score out of 100 with each check's verdict. Clients read their own; nobody writes through the SDKs
 * (firestore.rules). docs/decisions/020-website-assessment.md records the design.
 */
import * as yup from 'yup';

import { documentId } from './schemas/fields';

/** The groups a report shows its checks in, in this order. */
export const ASSESSMENT_THEMES = ['security', 'speed', 'search', 'experience'] as const;
export type AssessmentTheme = (typeof ASSESSMENT_THEMES)[number];

export const ASSESSMENT_THEME_LABELS: Record<AssessmentTheme, string> = {
  security: 'Security',
  speed: 'Speed',
  search: 'Search and sharing',
  experience: 'Accessibility and phones',
};

export const ASSESSMENT_CHECK_IDS = [
  'https',
  'responseTime',
  'htmlWeight',
  'pageWeight',
  'compression',
  'title',
  'metaDescription',
  'h1',
  'canonical',
  'openGraph',
  'structuredData',
  'robotsTxt',
  'sitemap',
  'lang',
  'viewport',
  'imageAlt',
  'hsts',
  'csp',
  'contentTypeOptions',
  'mixedContent',
] as const;
export type AssessmentCheckId = (typeof ASSESSMENT_CHECK_IDS)[number];

export interface AssessmentCheckDefinition {
  /** What the report calls the check. */
  label: string;
  theme: AssessmentTheme;
  /** Points out of 100: a pass earns them all, "improve" half, a fail none. The weights add up to 100. */
  weight: number;
  /** The service page (a public route) whose work fixes a check that does not pass. */
  servicePath: string;
}

/**
 * Every check, its theme, its weight and the service that addresses it: the one table the function scores by and
 * the report reads. Weights favour what visitors and search engines feel most (HTTPS, speed, a page's title and
 * its working on a phone); each theme's weights: security 22, speed 33, search 29, experience 16.
 */
export const ASSESSMENT_CHECKS: Record<AssessmentCheckId, AssessmentCheckDefinition> = {
  https: { label: 'HTTPS, with plain http sent there', theme: 'security', weight: 10, servicePath: '/hosting' },
  hsts: {
    label: 'HTTPS enforced (Strict-Transport-Security header)',
    theme: 'security',
    weight: 4,
    servicePath: '/hosting',
  },
  csp: {
    label: 'Scripts limited (Content-Security-Policy header)',
    theme: 'security',
    weight: 4,
    servicePath: '/hosting',
  },
  contentTypeOptions: {
    label: 'No file-type guessing (X-Content-Type-Options header)',
    theme: 'security',
    weight: 2,
    servicePath: '/hosting',
  },
  mixedContent: { label: 'No mixed content', theme: 'security', weight: 2, servicePath: '/web-design' },
  responseTime: { label: 'Server response time', theme: 'speed', weight: 10, servicePath: '/hosting' },
  htmlWeight: { label: 'Size of the page itself', theme: 'speed', weight: 5, servicePath: '/web-design' },
  pageWeight: {
    label: 'Total weight of what the page loads',
    theme: 'speed',
    weight: 10,
    servicePath: '/web-design',
  },
  compression: { label: 'Compression', theme: 'speed', weight: 8, servicePath: '/hosting' },
  title: { label: 'Page title', theme: 'search', weight: 6, servicePath: '/search-optimisation' },
  metaDescription: { label: 'Meta description', theme: 'search', weight: 5, servicePath: '/search-optimisation' },
  h1: { label: 'Exactly one main heading (h1)', theme: 'search', weight: 4, servicePath: '/search-optimisation' },
  canonical: { label: 'Canonical address', theme: 'search', weight: 2, servicePath: '/search-optimisation' },
  openGraph: { label: 'Open Graph tags for sharing', theme: 'search', weight: 3, servicePath: '/digital-marketing' },
  structuredData: {
    label: 'Structured data (JSON-LD)',
    theme: 'search',
    weight: 3,
    servicePath: '/search-optimisation',
  },
  robotsTxt: { label: 'robots.txt', theme: 'search', weight: 3, servicePath: '/search-optimisation' },
  sitemap: { label: 'sitemap.xml', theme: 'search', weight: 3, servicePath: '/search-optimisation' },
  lang: { label: 'Page language declared', theme: 'experience', weight: 4, servicePath: '/web-design' },
  viewport: { label: 'Set up for phones (viewport)', theme: 'experience', weight: 6, servicePath: '/web-design' },
  imageAlt: { label: 'Images described (alt text)', theme: 'experience', weight: 6, servicePath: '/content-creation' },
};

/** What a run still queued or running past ASSESSMENT_LIMITS.staleAfterMs says: its function was lost. */
export const ASSESSMENT_LOST_RUN = 'This assessment stopped before it finished; please run it again.';

/** What a service page is called where a report links to it. */
export const ASSESSMENT_SERVICE_LABELS: Record<string, string> = {
  '/hosting': 'Green managed hosting',
  '/web-design': 'Web design',
  '/search-optimisation': 'Search optimisation',
  '/digital-marketing': 'Digital marketing',
  '/content-creation': 'Content creation',
};

export const ASSESSMENT_VERDICTS = ['pass', 'improve', 'fail'] as const;
export type AssessmentVerdict = (typeof ASSESSMENT_VERDICTS)[number];

export const ASSESSMENT_VERDICT_LABELS: Record<AssessmentVerdict, string> = {
  pass: 'Pass',
  improve: 'Improve',
  fail: 'Fail',
};

/** One check's result as stored: its verdict, a one-line reason and the measured value ("412 ms", "3 of 4"). */
export interface AssessmentCheckResult {
  id: AssessmentCheckId;
  verdict: AssessmentVerdict;
  reason: string;
  value: string;
}

/** Share of a check's weight each verdict earns. */
const VERDICT_SHARE: Record<AssessmentVerdict, number> = { pass: 1, improve: 0.5, fail: 0 };

/** The score out of 100 of a set of results: each check earns its weight times its verdict's share, rounded. */
export function assessmentScore(results: readonly Pick<AssessmentCheckResult, 'id' | 'verdict'>[]): number {
  const points = results.reduce(
    (sum, result) => sum + ASSESSMENT_CHECKS[result.id].weight * VERDICT_SHARE[result.verdict],
    0,
  );
  return Math.round(points);
}

/** Points a result loses: its weight times the share its verdict does not earn. */
export const pointsLost = (result: Pick<AssessmentCheckResult, 'id' | 'verdict'>) =>
  ASSESSMENT_CHECKS[result.id].weight * (1 - VERDICT_SHARE[result.verdict]);

/**
 * What to fix first: the results that did not pass, most points lost first (table order between equals). The
 * report's "Fix these first" and the agency's mail show the first three.
 */
export function weakestChecks<Result extends Pick<AssessmentCheckResult, 'id' | 'verdict'>>(
  results: readonly Result[],
  count = 3,
): Result[] {
  return results
    .filter((result) => result.verdict !== 'pass')
    .map((result, index) => ({ result, index }))
    .sort((a, b) => pointsLost(b.result) - pointsLost(a.result) || a.index - b.index)
    .slice(0, count)
    .map(({ result }) => result);
}

/** The service pages that fix what did not pass, most points at stake first, each with the checks it covers. */
export function assessmentServices(
  results: readonly Pick<AssessmentCheckResult, 'id' | 'verdict'>[],
): { path: string; label: string; checkIds: AssessmentCheckId[]; points: number }[] {
  const services = new Map<string, { checkIds: AssessmentCheckId[]; points: number }>();
  for (const result of results) {
    if (result.verdict === 'pass') continue;
    const { servicePath } = ASSESSMENT_CHECKS[result.id];
    const service = services.get(servicePath) ?? { checkIds: [], points: 0 };
    service.checkIds.push(result.id);
    service.points += pointsLost(result);
    services.set(servicePath, service);
  }
  return [...services.entries()]
    .map(([path, service]) => ({ path, label: ASSESSMENT_SERVICE_LABELS[path] ?? path, ...service }))
    .sort((a, b) => b.points - a.points || a.path.localeCompare(b.path));
}

export const ASSESSMENT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** The bounds of one assessment (the safety rules); the function and its tests read them from here. */
export const ASSESSMENT_LIMITS = {
  /** Runs a client may start in a rolling day (administrators are not limited). */
  perDay: 3,
  /** The whole run (page, redirects, robots.txt, sitemap.xml, sizes of what the page loads) ends by then. */
  timeoutMs: 10_000,
  /** Bytes read of any one response, after decompression; a longer one is cut off there. */
  maxBytes: 2 * 1024 * 1024,
  /** Redirects followed, each checked as the first address was. */
  maxRedirects: 5,
  /** Resources the page references whose sizes are asked for (the rest are counted, not sized). */
  maxResources: 40,
  /** A run still queued or running after this long is taken as lost: another may start. */
  staleAfterMs: 2 * 60_000,
  /** Longest website address accepted. */
  maxUrlLength: 2048,
} as const;

/** The user agent every request of an assessment sends. */
export const ASSESSMENT_USER_AGENT =
  'ConsciousWebStudioAssessment/1.0 (+https://consciouswebstudio.com.au/; free website assessment)';

/**
 * `assessments/{id}`. Exactly one of `clientId` and `leadId` is set. Written only by functions: created `queued`
 * by `runAssessment`, then `running` (with `progress`), then `done` (score, checks) or `failed` (error).
 */
export interface AssessmentDocument<Time> {
  clientId: string | null;
  leadId: string | null;
  /** The address as asked for (normalised: scheme added, no fragment). */
  url: string;
  /** Where the redirects ended, once known. */
  finalUrl: string | null;
  status: AssessmentStatus;
  /** What the run is doing now, for the report's progress line (while queued or running). */
  progress: string;
  score: number | null;
  checks: AssessmentCheckResult[];
  /** Who asked: a client's uid or an administrator's. */
  requestedBy: string;
  requestedByRole: 'client' | 'admin';
  createdAt: Time;
  startedAt: Time | null;
  finishedAt: Time | null;
  /** Why a failed run failed, in words for the person who asked. */
  error: string | null;
}

/**
 * A website address as a person types it ("example.com.au", "https://example.com/about"): http(s) added when no
 * scheme is given, the fragment dropped. Returns null when it is not an http(s) address with a host name.
 * Whether the host may be fetched is the function's question (safe-fetch.ts), not this one's.
 */
export function normaliseWebsiteUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > ASSESSMENT_LIMITS.maxUrlLength) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  url.hash = '';
  return url.toString();
}

const WEBSITE_URL_MESSAGE = 'Enter a website address, such as example.com.au';

/** `runAssessment`'s input: the address, and for an administrator whose it is (one of a client or a lead). */
export const runAssessmentSchema = yup
  .object({
    url: yup
      .string()
      .trim()
      .required(WEBSITE_URL_MESSAGE)
      .max(ASSESSMENT_LIMITS.maxUrlLength, 'That address is too long')
      .test('website-url', 'Enter an http or https website address, such as example.com.au', (value) =>
        value ? normaliseWebsiteUrl(value) !== null : true,
      ),
    clientId: documentId().optional(),
    leadId: documentId().optional(),
  })
  .test('one-subject', 'Choose a client or a lead, not both', (value) => !(value.clientId && value.leadId));

export interface RunAssessmentResult {
  assessmentId: string;
}
