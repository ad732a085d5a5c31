import { HOSTING_PLANS, INSIGHT_LAB_PACKAGES, PACKAGES, WEB_DESIGN_PLANS } from './catalogue';
import type { ServiceInterest } from './onboarding';
import type { Recurrence } from './pricing';

/**
 * The catalogue as lines the agency can put on a quote: each web design plan, each package (its one-time price and
 * its monthly price as two lines), each hosting plan (monthly) and each AI insight lab hour package. The
 * catalogueIds and descriptions are the ballpark calculator's (pricing.ts), so a quote built from the calculator's
 * selection names the same entries the client saw priced.
 */
export interface QuoteCatalogueChoice {
  catalogueId: string;
  /** What the line says on the quote. */
  description: string;
  /** Price of one unit in cents, excluding GST (catalogue prices are whole dollars). */
  unitPriceCents: number;
  recurrence: Recurrence;
  /** The group a picker shows it under. */
  group: 'Web design plans' | 'Packages' | 'Hosting plans' | 'AI insight lab';
}

const cents = (dollars: number) => dollars * 100;

export const QUOTE_CATALOGUE: readonly QuoteCatalogueChoice[] = [
  ...WEB_DESIGN_PLANS.map((plan): QuoteCatalogueChoice => ({
    catalogueId: `web-design-plan/${plan.id}`,
    description: `${plan.name} web design plan`,
    unitPriceCents: cents(plan.price),
    recurrence: 'one-time',
    group: 'Web design plans',
  })),
  ...PACKAGES.flatMap((item): QuoteCatalogueChoice[] => [
    {
      catalogueId: `package/${item.id}`,
      description: `${item.name} package`,
      unitPriceCents: cents(item.price),
      recurrence: 'one-time',
      group: 'Packages',
    },
    {
      catalogueId: `package/${item.id}/monthly`,
      description: `${item.name} package, per month`,
      unitPriceCents: cents(item.monthly),
      recurrence: 'monthly',
      group: 'Packages',
    },
  ]),
  ...HOSTING_PLANS.map((plan): QuoteCatalogueChoice => ({
    catalogueId: `hosting-plan/${plan.id}`,
    description: `${plan.name} hosting, per month`,
    unitPriceCents: cents(plan.monthly),
    recurrence: 'monthly',
    group: 'Hosting plans',
  })),
  ...INSIGHT_LAB_PACKAGES.map((item): QuoteCatalogueChoice => ({
    catalogueId: `insight-lab/${item.hours}-hours`,
    description: `AI insight lab, ${item.hours} hours`,
    unitPriceCents: cents(item.price),
    recurrence: 'one-time',
    group: 'AI insight lab',
  })),
];

/** The catalogue line with this id, or undefined (a custom line, or an entry since taken out of the catalogue). */
export const quoteCatalogueChoice = (catalogueId: string) =>
  QUOTE_CATALOGUE.find((choice) => choice.catalogueId === catalogueId);

/**
 * A quote is charged once, on one invoice. A monthly entry belongs to a subscription, never to the one-off invoice
 * (PORTAL.md, a line's `interval`), so until subscriptions exist no quote line may name one.
 */
export const MONTHLY_LINE_PROBLEM = 'A monthly fee cannot go on a quote: a quote is charged once';

/** What is wrong with a quote line naming this catalogue entry, or null (a custom line, or one charged once). */
export const catalogueLineProblem = (catalogueId: string | null | undefined): string | null =>
  catalogueId && quoteCatalogueChoice(catalogueId)?.recurrence === 'monthly' ? MONTHLY_LINE_PROBLEM : null;

/** The entries a quote builder offers: those charged once. */
export const ONE_OFF_QUOTE_CATALOGUE: readonly QuoteCatalogueChoice[] = QUOTE_CATALOGUE.filter(
  (choice) => catalogueLineProblem(choice.catalogueId) === null,
);

/** The service each catalogue group is: a package is a website with its hosting and search work, led by the site. */
const SERVICE_OF_GROUP: Record<QuoteCatalogueChoice['group'], ServiceInterest> = {
  'Web design plans': 'web-design',
  Packages: 'web-design',
  'Hosting plans': 'hosting',
  'AI insight lab': 'ai-insight-lab',
};

/**
 * The service a quote's lines suggest (the builder's default for its `service`): that of its first catalogue line,
 * or null when no line comes from the catalogue.
 */
export function serviceOfLines(lines: readonly { catalogueId: string | null }[]): ServiceInterest | null {
  return servicesOfLines(lines)[0] ?? null;
}

/** Every service a quote's catalogue lines come from, each once, in the order of their first line. */
export function servicesOfLines(lines: readonly { catalogueId: string | null }[]): ServiceInterest[] {
  const services = lines.flatMap((line) => {
    const choice = line.catalogueId ? quoteCatalogueChoice(line.catalogueId) : undefined;
    return choice ? [SERVICE_OF_GROUP[choice.group]] : [];
  });
  return [...new Set(services)];
}

/** A quote's service, or for one saved before quotes named their service, the one its lines suggest. */
export const serviceOfQuote = (quote: {
  service?: ServiceInterest | null;
  lineItems: readonly { catalogueId: string | null }[];
}): ServiceInterest | null => quote.service ?? serviceOfLines(quote.lineItems);

/**
 * The services of a quote's catalogue lines other than the quote's own: work a project made from the quote's
 * template alone would have no milestones for, ticked at first among `createProjectFromQuote`'s `alsoServices`.
 */
export const otherServicesOfQuote = (quote: {
  service?: ServiceInterest | null;
  lineItems: readonly { catalogueId: string | null }[];
}): ServiceInterest[] => {
  const own = serviceOfQuote(quote);
  return servicesOfLines(quote.lineItems).filter((service) => service !== own);
};
