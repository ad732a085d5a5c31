import { availableParallelism, loadavg } from 'node:os';

import type { ScreenRun, SignInRun } from './bench-browser';
import type { Screen } from './bench-screens';

/**
 * The table `npm run bench:scale` prints: each screen at the tenth and at full scale, the ratios, and the targets of
 * issue 30 beside each figure, a miss marked ✗.
 */

export const TARGETS = {
  /**
   * Data shown within this long, where the emulator's own time for the screen's reads leaves room: past it, the
   * product's share (the time shown less the emulator's own) must be within it.
   */
  shownMs: 1500,
  /** Documents delivered per list: at most this many pages. */
  pages: 2,
  /** Heap at full scale over heap at the tenth. */
  heapRatio: 1.2,
  /** Sign-in to the dashboard's first list. */
  signInMs: 1500,
} as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One scale's figures for one screen: medians of its runs. */
export interface ScreenFigures {
  shownMs: number;
  /** The emulator's own time for the reads the screen's data waits on (bench-reads.ts replayReads). */
  emulatorMs: number;
  /** How many reads that is: its own and every one the page asked before them. */
  emulatorReads: number;
  documents: Record<string, number>;
  heapBytes: number;
}

export function screenFigures(runs: ScreenRun[], emulatorMs: number[], emulatorReads: number): ScreenFigures {
  const collections = new Set(runs.flatMap((run) => Object.keys(run.documents)));
  return {
    shownMs: median(runs.map((run) => run.shownMs)),
    emulatorMs: median(emulatorMs),
    emulatorReads,
    documents: Object.fromEntries(
      [...collections].map((name) => [name, median(runs.map((run) => run.documents[name] ?? 0))]),
    ),
    heapBytes: median(runs.map((run) => run.heapBytes)),
  };
}

export interface SignInFigures {
  shownMs: number;
  scriptGzipBytes: number;
  scripts: number;
}

export const signInFigures = (runs: SignInRun[]): SignInFigures => ({
  shownMs: median(runs.map((run) => run.shownMs)),
  scriptGzipBytes: median(runs.map((run) => run.scriptGzipBytes)),
  scripts: median(runs.map((run) => run.scripts)),
});

export interface Scale {
  label: string;
  scale: number;
  screens: ScreenFigures[];
  signIns: Record<'client' | 'admin', SignInFigures>;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * A time against its target: met (✓); met by the product's share, the emulator's own time for the same reads being
 * the rest (✓ emu); or missed (✗).
 */
export function shownMark(shownMs: number, emulatorMs: number, targetMs: number): string {
  if (shownMs <= targetMs) return '✓';
  return shownMs - emulatorMs <= targetMs ? '✓ emu' : '✗';
}
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ratio = (full: number, tenth: number) => (tenth > 0 ? (full / tenth).toFixed(2) : '–');
const total = (documents: Record<string, number>) => Object.values(documents).reduce((sum, count) => sum + count, 0);

/** The lists whose documents passed their budget (two pages; one document for a collection the screen doesn't list). */
export function overBudget(screen: Screen, documents: Record<string, number>): string[] {
  return Object.entries(documents)
    .filter(([name, count]) => count > TARGETS.pages * (screen.lists[name] ?? 1) && count > 1)
    .map(([name, count]) => `${name} ${count}>${TARGETS.pages * (screen.lists[name] ?? 1)}`);
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export function printReport(screens: Screen[], tenth: Scale, full: Scale, runs: number) {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  console.log(
    `\nScreens at ${tenth.label} and ${full.label} (median of ${runs}; ${availableParallelism()} CPUs, load average ${load})`,
  );
  console.log(
    `Targets: data shown ≤ ${seconds(TARGETS.shownMs)} s, documents ≤ ${TARGETS.pages} pages per list, heap ratio ≤ ${TARGETS.heapRatio}; ✗ marks a miss.\n`,
  );
  table(
    [
      'screen',
      'shown s (tenth)',
      'shown s (full)',
      'ratio',
      'emulator ms',
      'reads',
      'product s',
      'docs (tenth)',
      'docs (full)',
      'ratio',
      'lists over 2 pages',
      'heap MB (tenth)',
      'heap MB (full)',
      'ratio',
    ],
    screens.map((screen, index) => {
      const small = tenth.screens[index]!;
      const large = full.screens[index]!;
      const over = [...new Set([...overBudget(screen, small.documents), ...overBudget(screen, large.documents)])];
      const overFull = overBudget(screen, large.documents);
      const heapRatio = large.heapBytes / small.heapBytes;
      return [
        `${screen.area} ${screen.name}`,
        `${seconds(small.shownMs)} ${shownMark(small.shownMs, small.emulatorMs, TARGETS.shownMs)}`,
        `${seconds(large.shownMs)} ${shownMark(large.shownMs, large.emulatorMs, TARGETS.shownMs)}`,
        ratio(large.shownMs, small.shownMs),
        `${small.emulatorMs.toFixed(0)} → ${large.emulatorMs.toFixed(0)}`,
        String(large.emulatorReads),
        seconds(Math.max(0, large.shownMs - large.emulatorMs)),
        String(total(small.documents)),
        String(total(large.documents)),
        ratio(total(large.documents), total(small.documents)),
        over.length ? `${overFull.length ? overFull.join(', ') : over.join(', ')} ✗` : '✓',
        mb(small.heapBytes),
        mb(large.heapBytes),
        `${heapRatio.toFixed(2)} ${mark(heapRatio <= TARGETS.heapRatio)}`,
      ];
    }),
  );
  console.log(
    '\n  shown: from asking for the address to its data on screen (as the page recorded it). emulator: the emulator’s own time, tenth → full, for the reads that data waits on there: the page’s own and every one it asked before them (the emulator answers a listen stream’s reads in turn), asked again one after another over REST as the screen’s user (rules checked), no page; reads: how many; product: shown less that, at full scale; ✓ emu: within the target but for the emulator’s own time. docs: distinct documents the app’s converters read until the screen settled.',
  );

  console.log(`\nSign-in to the dashboard's first list (item 3; median of ${runs}, a fresh browser each time)\n`);
  table(
    ['area', 'shown', `s (${tenth.label})`, `s (${full.label})`, 'emulator ms', 'JS before data (gzip KB)', 'scripts'],
    (['client', 'admin'] as const).map((area) => {
      const small = tenth.signIns[area];
      const large = full.signIns[area];
      // The dashboard's own reads, as the screen's row timed them.
      const dashboard = screens.findIndex((screen) => screen.area === area && screen.name === 'Dashboard');
      const emulatorMs = (scale: Scale) => scale.screens[dashboard]?.emulatorMs ?? 0;
      return [
        area,
        area === 'client' ? '"What needs you"' : '"Needs attention"',
        `${seconds(small.shownMs)} ${shownMark(small.shownMs, emulatorMs(tenth), TARGETS.signInMs)}`,
        `${seconds(large.shownMs)} ${shownMark(large.shownMs, emulatorMs(full), TARGETS.signInMs)}`,
        `${emulatorMs(tenth).toFixed(0)} → ${emulatorMs(full).toFixed(0)}`,
        (large.scriptGzipBytes / 1024).toFixed(1),
        String(large.scripts),
      ];
    }),
  );
  console.log(
    `\n  From pressing Sign in; the JavaScript is every script loaded from opening the login page, gzip as Hosting serves it. Target ≤ ${seconds(TARGETS.signInMs)} s.`,
  );
}
