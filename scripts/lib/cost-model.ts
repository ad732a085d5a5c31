/**
 * The monthly Firestore bill on paper (docs/decisions/035-firestore-cost-model.md): what each common action reads,
 * writes and deletes, how often an agency of a given size does each, and the prices. Pure figures: the counts are
 * measured (screens, by `npm run bench:scale`) or counted from the code (writes, in the decision), and the prices
 * are a parameter, so a new price list or a changed screen is one edit and `npm run cost:model` prints the table.
 */

/** Billed document operations. */
export interface Operations {
  reads: number;
  writes: number;
  deletes: number;
}

/** A price list: US dollars per 100,000 operations, and the free quota per day (the default database's). */
export interface Prices {
  region: string;
  /** Where the figures come from, and when they were read. */
  source: string;
  perHundredThousand: Operations;
  freePerDay: Operations;
}

/** One action's operations, everything it sets off included (triggers, mails, rules, live listeners). */
export interface Action {
  label: string;
  operations: Operations;
}

/** How many times a month an agency does each action. */
export type MonthlyUsage<Key extends string> = Record<Key, number>;

export interface Bill {
  operations: Operations;
  /** Past the free quota. */
  billable: Operations;
  /** US dollars, per kind and in all. */
  dollars: Operations & { total: number };
}

const KINDS = ['reads', 'writes', 'deletes'] as const;
const none = (): Operations => ({ reads: 0, writes: 0, deletes: 0 });

/** Adds operations up: `times` of each action. */
export function monthlyOperations<Key extends string>(
  actions: Record<Key, Action>,
  usage: MonthlyUsage<Key>,
): Operations {
  const total = none();
  for (const key of Object.keys(usage) as Key[]) {
    const action = actions[key];
    if (!action) throw new Error(`No counts for the action "${key}"`);
    for (const kind of KINDS) total[kind] += action.operations[kind] * usage[key];
  }
  return total;
}

/**
 * What a month of `operations` costs at `prices`, spread evenly over `days` (the free quota is daily, so a month
 * frees `days` times it).
 */
export function monthlyBill(operations: Operations, prices: Prices, days = 30): Bill {
  const billable = none();
  const dollars = { ...none(), total: 0 };
  for (const kind of KINDS) {
    billable[kind] = Math.max(0, operations[kind] - prices.freePerDay[kind] * days);
    dollars[kind] = (billable[kind] / 100_000) * prices.perHundredThousand[kind];
    dollars.total += dollars[kind];
  }
  return { operations, billable, dollars };
}

/** Reads an aggregation query (count, sum) is billed: one per batch of up to 1,000 index entries it matches. */
export const aggregationReads = (entriesMatched: number) => Math.max(1, Math.ceil(entriesMatched / 1000));
