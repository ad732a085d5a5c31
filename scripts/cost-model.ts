/**
 * `npm run cost:model`: the monthly Firestore bill on paper for an agency of 100, 1,000 and 10,000 clients
 * (docs/decisions/035-firestore-cost-model.md): each action's document operations, how often each happens, and
 * the bill at the Sydney list prices. Figures from scripts/lib/cost-actions.ts; arithmetic in
 * scripts/lib/cost-model.ts. Offline, instant, no emulators.
 */
import { actionsFor, agencyOf, monthlyUsageOf, SYDNEY_PRICES } from './lib/cost-actions';
import { monthlyBill, monthlyOperations } from './lib/cost-model';

const SIZES = [100, 1000, 10_000];

const count = (value: number) => Math.round(value).toLocaleString('en-AU');
const dollars = (value: number) => `$${value.toFixed(2)}`;

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

const prices = SYDNEY_PRICES;
console.log(
  `Prices: ${prices.region}, US$ per 100,000 reads ${prices.perHundredThousand.reads}, writes ${prices.perHundredThousand.writes}, deletes ${prices.perHundredThousand.deletes}`,
);
console.log(
  `  free per day: ${count(prices.freePerDay.reads)} reads, ${count(prices.freePerDay.writes)} writes, ${count(prices.freePerDay.deletes)} deletes`,
);
console.log(`  source: ${prices.source}\n`);

const agencies = SIZES.map(agencyOf);
console.log('Operations per action (at each size: listening admins and aggregations grow with it)\n');
const perSize = agencies.map((agency) => ({ agency, actions: actionsFor(agency), usage: monthlyUsageOf(agency) }));
const keys = Object.keys(perSize[0]!.actions) as (keyof (typeof perSize)[0]['actions'])[];
table(
  [
    'action',
    ...agencies.map(({ clients }) => `reads/writes (${count(clients)})`),
    ...agencies.map(({ clients }) => `a month (${count(clients)})`),
  ],
  keys.map((key) => [
    perSize[0]!.actions[key].label,
    ...perSize.map(
      ({ actions }) => `${count(actions[key].operations.reads)} / ${count(actions[key].operations.writes)}`,
    ),
    ...perSize.map(({ usage }) => count(usage[key])),
  ]),
);

console.log('\nA month\n');
table(
  ['clients', 'admins', 'reads', 'writes', 'deletes', 'reads $', 'writes $', 'deletes $', 'total US$', 'no free quota'],
  perSize.map(({ agency, actions, usage }) => {
    const operations = monthlyOperations(actions, usage);
    const bill = monthlyBill(operations, prices);
    const withoutFreeQuota = monthlyBill(operations, { ...prices, freePerDay: { reads: 0, writes: 0, deletes: 0 } });
    return [
      count(agency.clients),
      String(agency.admins),
      count(bill.operations.reads),
      count(bill.operations.writes),
      count(bill.operations.deletes),
      dollars(bill.dollars.reads),
      dollars(bill.dollars.writes),
      dollars(bill.dollars.deletes),
      dollars(bill.dollars.total),
      dollars(withoutFreeQuota.dollars.total),
    ];
  }),
);
console.log(
  '\n  Past the daily free quota, spread evenly over 30 days (the last column: every operation billed, as in a\n  project whose free quota other work uses). Storage, network, Functions and Storage operations are not included.',
);
