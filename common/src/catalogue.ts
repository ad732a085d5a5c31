/**
 * The price catalogue and business constants of spec §9, written once. Every page, structured-data block and
 * (later) quote reads them from here; `catalogue.test.ts` checks them against the spec's figures.
 * All prices are Australian dollars; design plans and packages are quoted plus GST.
 */

export const CURRENCY = 'AUD';

export interface WebDesignPlan {
  id: 'starter' | 'standard' | 'professional';
  name: string;
  /** One-time price, AUD excluding GST. */
  price: number;
  delivery: string;
  popular: boolean;
  features: readonly string[];
  /** Hosting add-on for this plan starts from this much per month. */
  hostingFromMonthly: number;
  /** Comparison table (spec §2, /web-design). */
  coreFocus: string;
  keyBenefit: string;
  idealClient: string;
}

export const WEB_DESIGN_PLANS: readonly WebDesignPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 2250,
    delivery: '1–3 weeks',
    popular: false,
    features: [
      '1–5 pages',
      'Brand graphics pack',
      'Copywriting',
      'Mobile-responsive build',
      'Basic SEO',
      'Email setup if required',
      'Contact form with social links',
      'Mini guidebook',
      'Two-month follow-up',
    ],
    hostingFromMonthly: 50,
    coreFocus: 'A clear, credible online home',
    keyBenefit: 'Launch quickly with words and graphics done for you',
    idealClient: 'New practitioners, sole traders and small NFPs',
  },
  {
    id: 'standard',
    name: 'Standard',
    price: 3800,
    delivery: '2–4 weeks',
    popular: true,
    features: [
      'Up to 10 pages',
      'Enhanced branding',
      'Content strategy',
      'Done-for-you content edits (3 minor rounds)',
      'Analytics and search console setup',
      'Newsletter integration',
      'Advanced SEO with performance tuning',
      "Owner's handbook",
      'Two-month review',
    ],
    hostingFromMonthly: 75,
    coreFocus: 'Growth through content and search',
    keyBenefit: 'Be found by the people you serve, and keep them coming back',
    idealClient: 'Established small businesses, educators and consultants',
  },
  {
    id: 'professional',
    name: 'Professional',
    price: 7500,
    delivery: '4–6 weeks',
    popular: false,
    features: [
      'Up to 20 pages',
      'E-commerce or bookings for up to 50 products or services (card and online payment providers)',
      'Premium design system',
      'Advanced integrations',
      'Accessibility and performance work',
      'Pro-level SEO',
      'Automated lead workflows',
      'Training with a PDF guide',
      '3 months of aftercare',
    ],
    hostingFromMonthly: 120,
    coreFocus: 'Selling and booking online',
    keyBenefit: 'A site that takes orders and bookings while you do your work',
    idealClient: 'Growing organisations with products, services or programs to sell',
  },
];

/** Included in every web design plan. */
export const ALL_PLANS_INCLUDE = [
  'Mobile-responsive design',
  'Basic SEO',
  'Privacy and consent basics',
  'Two-month follow-up',
] as const;

/** Hosting and care plans start from this much per month. */
export const HOSTING_AND_CARE_FROM_MONTHLY = 50;

export type PackageId = 'launch' | 'growth' | 'digital-transformation';

export interface Package {
  id: PackageId;
  name: string;
  /** One-time price, AUD excluding GST. */
  price: number;
  /** Monthly price, AUD excluding GST. */
  monthly: number;
  includes: readonly string[];
}

/** Bundles of design, hosting, SEO and content, so their prices differ from the design plans alone. */
export const PACKAGES: readonly Package[] = [
  {
    id: 'launch',
    name: 'Launch',
    price: 2750,
    monthly: 50,
    includes: ['Starter design, 1–5 pages', 'Essential hosting', 'Starter SEO', 'Two-month follow-up'],
  },
  {
    id: 'growth',
    name: 'Growth',
    price: 4950,
    monthly: 75,
    includes: [
      'Standard design, up to 10 pages',
      'Standard hosting',
      'Growth SEO',
      'Starter content: 4 blog posts a month',
    ],
  },
  {
    id: 'digital-transformation',
    name: 'Digital Transformation',
    price: 8950,
    monthly: 120,
    includes: [
      'Professional design, up to 20 pages, with e-commerce or bookings',
      'Professional hosting with CDN',
      'Professional SEO',
      'Professional content: 12 posts a month plus newsletters and video scripts',
    ],
  },
];

export interface HostingPlan {
  id: 'essential' | 'standard' | 'professional';
  name: string;
  /** AUD per month. */
  monthly: number;
  features: readonly string[];
}

export const HOSTING_PLANS: readonly HostingPlan[] = [
  { id: 'essential', name: 'Essential', monthly: 50, features: ['10 GB storage', 'SSL certificate', 'Daily backups'] },
  {
    id: 'standard',
    name: 'Standard',
    monthly: 75,
    features: ['50 GB storage', 'SSL certificate', 'Daily backups', 'Performance monitoring'],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthly: 120,
    features: ['Generous storage for busy sites', 'SSL certificate', 'Daily backups', 'Global CDN', 'Priority support'],
  },
];

export const UPTIME_GUARANTEE_PERCENT = 99.9;

export interface InsightLabPackage {
  hours: number;
  price: number;
  popular: boolean;
  summary: string;
}

export const INSIGHT_LAB_PACKAGES: readonly InsightLabPackage[] = [
  { hours: 2, price: 295, popular: false, summary: 'Quick answers' },
  { hours: 5, price: 675, popular: true, summary: 'Comprehensive research with a full report' },
  { hours: 10, price: 1275, popular: false, summary: 'In-depth analysis with an implementation roadmap' },
];

/** AI insight lab and contact form replies arrive within this many hours. */
export const REPLY_WITHIN_HOURS = 24;

export const TERMS = {
  invoiceDueDays: 14,
  overdueInterestPercentPerMonth: 1.5,
  cancellationNoticeDays: 7,
} as const;

export const RETENTION = {
  financialRecordsYears: 7,
  /** Client records are kept for the length of the service plus this many years. */
  clientRecordsYearsAfterService: 7,
  analyticsMonths: 24,
} as const;

/** The agency donates at least this share of revenue to a sustainability not-for-profit. */
export const MIN_DONATION_PERCENT = 20;

export const EXPLAINER_VIDEO_SECONDS = { min: 60, max: 90 } as const;

export const BUILD_TIMELINE_WEEKS = {
  simpleSite: { min: 2, max: 4 },
  /** "6–10+ weeks". */
  advancedSite: { min: 6, max: 10 },
} as const;

// Made on first use: a currency formatter costs milliseconds to build, and the web's public pages import this
// module with their first scripts.
let audFormat: Intl.NumberFormat | undefined;

/** Whole-dollar prices as the spec writes them: 2750 → "$2,750". */
export function formatAud(amount: number): string {
  audFormat ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  return audFormat.format(amount);
}
