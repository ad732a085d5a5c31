import {
  type BallparkSelection,
  formatAud,
  HOSTING_PLANS,
  PACKAGES,
  type RequestQuoteRequest,
  WEB_DESIGN_PLANS,
} from '@agency/common';

/**
 * What the ballpark calculator offers and the request it sends, with no React in it, so the integration tests
 * send `requestQuote` exactly what the calculator would, for every choice it offers.
 */

export interface Choice {
  value: string;
  label: string;
}

/** The design select's choices; its placeholder, "None" (''), is a choice too. */
export const DESIGN_CHOICES: readonly Choice[] = [
  ...WEB_DESIGN_PLANS.map((plan) => ({
    value: `plan:${plan.id}`,
    label: `${plan.name} web design plan (${formatAud(plan.price)})`,
  })),
  ...PACKAGES.map((bundle) => ({
    value: `package:${bundle.id}`,
    label: `${bundle.name} package (${formatAud(bundle.price)} + ${formatAud(bundle.monthly)} a month)`,
  })),
];

/** The hosting select's choices beside a design plan or none; its placeholder, "None" (''), is a choice too. */
export const HOSTING_CHOICES: readonly Choice[] = HOSTING_PLANS.map((plan) => ({
  value: plan.id,
  label: `${plan.name} hosting (${formatAud(plan.monthly)} a month)`,
}));

/** What the hosting select reads, with no choices, beside a package. */
export const HOSTING_INCLUDED = 'Included in the package';

/** The most of one insight lab package the calculator takes. */
export const MAX_LAB_QUANTITY = 10;

/** How many of each insight lab package, by its hours. */
export type LabQuantities = Readonly<Record<number, number>>;

export const isPackageChoice = (design: string) => design.startsWith('package:');

/**
 * The selection the calculator prices and sends, from what its fields hold. A package includes its hosting, so a
 * hosting plan chosen before a package is left out. Only what was chosen is named: a key left undefined would reach
 * the function as null (the callable SDK encodes undefined so), which is not how "none" is said.
 */
export function selectionOf(design: string, hosting: string, lab: LabQuantities): BallparkSelection {
  const selection: BallparkSelection = {
    insightLab: Object.entries(lab)
      .filter(([, quantity]) => quantity > 0)
      .map(([hours, quantity]) => ({ hours: Number(hours), quantity })),
  };
  const [kind, id] = design.split(':');
  if ((kind === 'plan' || kind === 'package') && id) {
    selection.design = { kind, id } as BallparkSelection['design'];
  }
  if (hosting && !isPackageChoice(design)) {
    selection.hostingPlanId = hosting as BallparkSelection['hostingPlanId'];
  }
  return selection;
}

/** What "Send request" sends: the selection and the client's note. */
export const quoteRequestOf = (selection: BallparkSelection, note: string): RequestQuoteRequest => ({
  selection,
  note: note.trim(),
});
