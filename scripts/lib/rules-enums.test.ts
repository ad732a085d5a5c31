import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  APPROVAL_STATUSES,
  CLIENT_LIMITS,
  INDUSTRY_VALUES,
  LEAD_STATUSES,
  LEAD_VALUE_MAX_DOLLARS,
  NOTIFICATION_PREFERENCES,
  QUOTE_STATUSES,
  ROLES,
  SENDER_ROLES,
  UPLOADER_ROLES,
} from '@agency/common';

import { ROOT } from './paths';

/**
 * Rules cannot import common, so firestore.rules writes out the statuses, roles and options it checks. This reads
 * the rules as text and holds every such literal to common's constant: a status added to LEAD_STATUSES (or to the
 * rules' list alone) fails here, not as a save the rules refuse in production. Content types and size limits have
 * their own test beside the files rules (tests/rules/firestore/files-limits.test.ts).
 */
const RULES = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');

/**
 * Each `in [...]` list of literals, named by its collection and field, and the constant it mirrors. A list in the
 * rules not named here fails the test: say which constant it mirrors.
 */
const LISTS: Record<string, readonly string[]> = {
  // '' is the profile's "not said" (onboarding asks; the profile form may leave it empty).
  'clients.industry': ['', ...INDUSTRY_VALUES],
  'clients.notificationPreference': NOTIFICATION_PREFERENCES,
  'leads.status': LEAD_STATUSES,
};

/** Single literals the rules compare with a field or pass as a role, and the constant each must belong to. */
const LITERALS: { pattern: RegExp; values: readonly string[] }[] = [
  { pattern: /hasRole\('([^']*)'\)/g, values: ROLES },
  { pattern: /validNewMessage\('([^']*)'\)/g, values: SENDER_ROLES },
  { pattern: /\.uploaderRole\s*[!=]=\s*'([^']*)'/g, values: UPLOADER_ROLES },
  { pattern: /approval\s*==\s*\{\s*'status':\s*'([^']*)'/g, values: APPROVAL_STATUSES },
  { pattern: /\/quotes\/[\s\S]*?\.status\s*[!=]=\s*'([^']*)'/g, values: QUOTE_STATUSES },
];

/** The rules without their comments (a comment may quote a status in prose). */
const code = RULES.replace(/\/\/.*$/gm, '');

/** The top-level collection whose `match` block holds `offset`. */
function collectionAt(offset: number): string {
  const stack: (string | null)[] = [];
  const opener = /match\s+\/([A-Za-z]+)\/\{[^}]*\}[^{]*\{|\{|\}/g;
  for (const token of code.slice(0, offset).matchAll(opener)) {
    if (token[0] === '}') stack.pop();
    else stack.push(token[1] ?? null);
  }
  const found = stack.findLast((name) => name !== null);
  if (!found) throw new Error(`no collection around offset ${offset}`);
  return found;
}

/** Every `field in ['a', 'b']` list of literals in the rules, as `collection.field` and its values. */
function literalLists(): { name: string; values: string[] }[] {
  return [...code.matchAll(/([\w.]+)\s+in\s+\[([^\]]*)\]/g)]
    .filter((match) => /^\s*'[^']*'(\s*,\s*'[^']*')*\s*$/.test(match[2]!))
    .map((match) => ({
      name: `${collectionAt(match.index)}.${match[1]!.split('.').pop()}`,
      values: [...match[2]!.matchAll(/'([^']*)'/g)].map((value) => value[1]!),
    }));
}

describe('firestore.rules, beside common’s constants', () => {
  it.each(Object.entries(LISTS))('should list exactly the values of %s, each once', (name, expected) => {
    const lists = literalLists().filter((list) => list.name === name);
    expect(lists.length).toBeGreaterThan(0);
    for (const { values } of lists) {
      expect(new Set(values).size).toBe(values.length);
      expect([...values].sort()).toEqual([...expected].sort());
    }
  });

  it('should name the constant every list of literals mirrors', () => {
    const lists = literalLists();
    expect(lists.length).toBeGreaterThan(0);
    for (const { name } of lists) expect(Object.keys(LISTS)).toContain(name);
  });

  it.each(LITERALS)('should compare only with values of common’s constant: $pattern', ({ pattern, values }) => {
    const found = [...code.matchAll(pattern)].map((match) => match[1]!);
    expect(found.length).toBeGreaterThan(0);
    for (const value of found) expect(values).toContain(value);
  });
});

describe('firestore.rules’ intervals, beside common’s constants', () => {
  /** The seconds a rules function returns as `duration.value(n, 's')`. */
  const secondsOf = (name: string) => {
    const match = new RegExp(`function ${name}\\(\\)\\s*\\{\\s*return duration\\.value\\((\\d+), 's'\\);`).exec(code);
    if (!match) throw new Error(`no ${name}() returning a duration in seconds in firestore.rules`);
    return Number(match[1]);
  };

  it('should space a client’s renames by CLIENT_LIMITS.nameChangeIntervalMs', () => {
    expect(secondsOf('nameChangeInterval') * 1000).toBe(CLIENT_LIMITS.nameChangeIntervalMs);
  });
});

describe('firestore.rules’ limits, beside common’s constants', () => {
  it('should cap a lead’s estimated value at LEAD_VALUE_MAX_DOLLARS, in cents', () => {
    const match = /function isLeadValueOrNull\(value\)\s*\{[^}]*value <= (\d+)/.exec(code);
    if (!match) throw new Error('no isLeadValueOrNull(value) with an upper bound in firestore.rules');
    expect(Number(match[1])).toBe(LEAD_VALUE_MAX_DOLLARS * 100);
  });
});
