import { calendarDayOf, startOfCalendarDay } from './calendar-days';
import type { HostingPlan, PackageId, WebDesignPlan } from './catalogue';
import { HOSTING_PLANS, INSIGHT_LAB_PACKAGES, PACKAGES, TERMS, WEB_DESIGN_PLANS } from './catalogue';

/**
 * The one piece of arithmetic the ballpark calculator, quotes and invoices share, so the figure a client sees in
 * the calculator, on the quote they accept and on the invoice they pay is made the same way.
 *
 * Money is integer cents (AUD) everywhere; the catalogue's whole-dollar prices become cents here.
 *
 * **GST rule, the only one used:** GST is 10 % of each line's amount excluding GST (quantity × unit price), rounded
 * to the cent half up (exactly half a cent goes up), once per line; the GST total is the sum of the lines' GST. The
 * ATO lets a supplier round GST either per line (per taxable supply) or once on the invoice total; we round per
 * line because a tax invoice shows each item with its GST, and these shown amounts must add up to the GST total to
 * the cent, which rounding the total separately cannot promise. A line is never rounded per unit: 3 × $33.33 is
 * $99.99 ex-GST with $10.00 GST (9.999 rounded), not 3 × $3.33.
 *
 * An agency that is not registered for GST charges none: every line's GST is 0 and the total is the ex-GST amount.
 */

export const GST_PERCENT = 10;

/** A line may hold at most this many units (hours, pages, months): more is a typing slip, not a sale. */
export const MAX_LINE_QUANTITY = 10_000;

export interface PricedLine {
  /** Whole units, 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  /** Price of one unit in cents excluding GST, a non-negative integer. */
  unitPriceCents: number;
  /** A GST-free supply: no GST on this line even when the agency is registered. */
  gstFree?: boolean;
}

export interface Amounts {
  exGstCents: number;
  gstCents: number;
  totalCents: number;
}

export interface PricingOptions {
  /** Whether the agency is registered for GST (a configuration switch); the spec's prices are plus GST. */
  gstRegistered?: boolean;
}

/** What is wrong with a line, in words a person can act on. Null when fine. */
export function lineProblem(line: PricedLine): string | null {
  const { quantity, unitPriceCents } = line;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    return `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-AU')}`;
  }
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0) {
    return 'Unit price must be a whole number of cents, zero or more';
  }
  if (!Number.isSafeInteger(quantity * unitPriceCents)) return 'This line is too large to price';
  return null;
}

/** `numerator / denominator` rounded half up, for non-negative integers (BigInt, so no float ever rounds first). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** GST on one line's ex-GST amount, by the rule above. */
export function gstOnCents(exGstCents: number, options: PricingOptions = {}): number {
  if (options.gstRegistered === false) return 0;
  return Number(divideHalfUp(BigInt(exGstCents) * BigInt(GST_PERCENT), 100n));
}

/**
 * Each line's amounts and the totals. Lines keep whatever else they carry (description, catalogue id).
 * Throws a RangeError naming the line when a line has a problem (`lineProblem`): check lines first where a person
 * typed them, so they see the message rather than an error.
 */
export function lineTotals<Line extends PricedLine>(
  lines: readonly Line[],
  options: PricingOptions = {},
): { lines: (Line & Amounts)[]; subtotalCents: number; gstCents: number; totalCents: number } {
  let subtotalCents = 0;
  let gstCents = 0;
  const priced = lines.map((line, index) => {
    const problem = lineProblem(line);
    if (problem) throw new RangeError(`Line ${index + 1}: ${problem}`);
    const exGstCents = line.quantity * line.unitPriceCents;
    const lineGstCents = line.gstFree ? 0 : gstOnCents(exGstCents, options);
    subtotalCents += exGstCents;
    gstCents += lineGstCents;
    return { ...line, exGstCents, gstCents: lineGstCents, totalCents: exGstCents + lineGstCents };
  });
  const totalCents = subtotalCents + gstCents;
  if (!Number.isSafeInteger(totalCents)) throw new RangeError('These lines are too large to price');
  return { lines: priced, subtotalCents, gstCents, totalCents };
}

/** Catalogue prices are whole dollars. */
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * What a person picks in the ballpark calculator. A design plan or a package (or neither, for hosting or insight
 * lab hours alone); a hosting plan only with a design plan or alone, because a package already includes its hosting
 * and its monthly price pays for it: a second hosting plan beside a package is refused, not silently dropped, so
 * nobody believes they are paying for one. Content has no price in the catalogue (spec §9 prices content only
 * inside the Growth and Digital Transformation packages), so it is not a choice here.
 */
export interface BallparkSelection {
  design?: { kind: 'plan'; id: WebDesignPlan['id'] } | { kind: 'package'; id: PackageId };
  hostingPlanId?: HostingPlan['id'];
  /** AI insight lab hour packages, by their hours (2, 5 or 10), each at most once with a quantity. */
  insightLab?: readonly { hours: number; quantity: number }[];
}

export type Recurrence = 'one-time' | 'monthly';

export interface BallparkLine extends PricedLine {
  description: string;
  /** Which catalogue entry the line prices: `web-design-plan/standard`, `package/growth`, `hosting-plan/essential`, `insight-lab/5-hours`. */
  catalogueId: string;
  recurrence: Recurrence;
}

export interface Ballpark {
  oneTime: Amounts;
  monthly: Amounts;
  lines: (BallparkLine & Amounts)[];
}

/** What is wrong with a calculator selection (it may arrive from a request). Null when fine. */
export function ballparkProblem(selection: BallparkSelection): string | null {
  const { design, hostingPlanId, insightLab = [] } = selection;
  if (design?.kind === 'plan' && !WEB_DESIGN_PLANS.some((plan) => plan.id === design.id)) {
    return 'Choose one of the web design plans';
  }
  if (design?.kind === 'package' && !PACKAGES.some((item) => item.id === design.id)) {
    return 'Choose one of the packages';
  }
  if (design && design.kind !== 'plan' && design.kind !== 'package') return 'Choose a design plan or a package';
  if (hostingPlanId !== undefined && !HOSTING_PLANS.some((plan) => plan.id === hostingPlanId)) {
    return 'Choose one of the hosting plans';
  }
  if (hostingPlanId !== undefined && design?.kind === 'package') {
    return 'A package already includes its hosting; choose a hosting plan only with a design plan';
  }
  const hoursChosen = new Set<number>();
  for (const { hours, quantity } of insightLab) {
    if (!INSIGHT_LAB_PACKAGES.some((item) => item.hours === hours)) return 'Choose one of the insight lab packages';
    if (hoursChosen.has(hours)) return 'Choose each insight lab package once, with how many you want';
    hoursChosen.add(hours);
    const problem = lineProblem({ quantity, unitPriceCents: 0 });
    if (problem) return problem;
  }
  return null;
}

/** The calculator's lines from the catalogue, split into what is paid once and what is paid each month. */
function ballparkLines(selection: BallparkSelection): BallparkLine[] {
  const lines: BallparkLine[] = [];
  const { design, hostingPlanId, insightLab = [] } = selection;
  if (design?.kind === 'plan') {
    const plan = WEB_DESIGN_PLANS.find((item) => item.id === design.id)!;
    lines.push({
      description: `${plan.name} web design plan`,
      catalogueId: `web-design-plan/${plan.id}`,
      recurrence: 'one-time',
      quantity: 1,
      unitPriceCents: cents(plan.price),
    });
  }
  if (design?.kind === 'package') {
    const item = PACKAGES.find((candidate) => candidate.id === design.id)!;
    lines.push(
      {
        description: `${item.name} package`,
        catalogueId: `package/${item.id}`,
        recurrence: 'one-time',
        quantity: 1,
        unitPriceCents: cents(item.price),
      },
      {
        description: `${item.name} package, per month`,
        catalogueId: `package/${item.id}/monthly`,
        recurrence: 'monthly',
        quantity: 1,
        unitPriceCents: cents(item.monthly),
      },
    );
  }
  if (hostingPlanId !== undefined) {
    const plan = HOSTING_PLANS.find((item) => item.id === hostingPlanId)!;
    lines.push({
      description: `${plan.name} hosting, per month`,
      catalogueId: `hosting-plan/${plan.id}`,
      recurrence: 'monthly',
      quantity: 1,
      unitPriceCents: cents(plan.monthly),
    });
  }
  for (const { hours, quantity } of insightLab) {
    const item = INSIGHT_LAB_PACKAGES.find((candidate) => candidate.hours === hours)!;
    lines.push({
      description: `AI insight lab, ${item.hours} hours`,
      catalogueId: `insight-lab/${item.hours}-hours`,
      recurrence: 'one-time',
      quantity,
      unitPriceCents: cents(item.price),
    });
  }
  return lines;
}

/**
 * The ballpark for a selection: one-time and monthly amounts, each excluding GST, the GST and the total, and the
 * lines they come from. Throws a RangeError with `ballparkProblem`'s words for a selection the catalogue cannot price.
 */
export function ballpark(selection: BallparkSelection, options: PricingOptions = {}): Ballpark {
  const problem = ballparkProblem(selection);
  if (problem) throw new RangeError(problem);
  const lines = ballparkLines(selection);
  const totalsOf = (recurrence: Recurrence) => {
    const { subtotalCents, gstCents, totalCents } = lineTotals(
      lines.filter((line) => line.recurrence === recurrence),
      options,
    );
    return { exGstCents: subtotalCents, gstCents, totalCents };
  };
  return { oneTime: totalsOf('one-time'), monthly: totalsOf('monthly'), lines: lineTotals(lines, options).lines };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Interest owed on an overdue amount as of `asOf` (spec §9: 1.5 % per month). Simple interest, never compounded,
 * accruing per whole Queensland day after the due date: the due date itself is still on time, the next day is one
 * day overdue. A month is not a fixed number of days, so the monthly rate is spread evenly over the year:
 * 1.5 % × 12 / 365 per day (18 % a year), the same every day of every month. Rounded to the cent half up once, on
 * the whole amount. 0 when not overdue.
 */
export function overdueInterestCents(amountCents: number, dueAt: Date, asOf: Date): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError('The overdue amount must be a whole number of cents, zero or more');
  }
  const daysOverdue = Math.round(
    (startOfCalendarDay(calendarDayOf(asOf)).getTime() - startOfCalendarDay(calendarDayOf(dueAt)).getTime()) / DAY_MS,
  );
  if (daysOverdue <= 0) return 0;
  // Hundredths of a percent per month (150 for 1.5 %), so the arithmetic stays in integers.
  const basisPointsPerMonth = BigInt(Math.round(TERMS.overdueInterestPercentPerMonth * 100));
  return Number(divideHalfUp(BigInt(amountCents) * basisPointsPerMonth * 12n * BigInt(daysOverdue), 10_000n * 365n));
}

const centsFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Cents as dollars and cents: `formatCents(492250)` is "$4,922.50" (quotes, invoices, mails, the calculator). */
export function formatCents(amountCents: number): string {
  return centsFormat.format(amountCents / 100);
}
