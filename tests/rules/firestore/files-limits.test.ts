import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ALLOWED_CONTENT_TYPES, FILE_LIMITS, USAGE_LIMITS } from '@agency/common';

/**
 * Rules cannot import common, so firestore.rules and storage.rules each write out the accepted content types and the
 * 25 MB limit. This reads both files as text and holds them to common/src/files.ts: a type added to FILE_KINDS, or a
 * limit changed in one place, fails here instead of refusing (or letting through) uploads in production.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const RULES_FILES = ['firestore.rules', 'storage.rules'] as const;
/** The rules as they are, or a loosened copy (FIRESTORE_RULES_FILE / STORAGE_RULES_FILE, as rules-env reads them). */
const text = (file: (typeof RULES_FILES)[number]) =>
  readFileSync(
    (file === 'firestore.rules' ? process.env.FIRESTORE_RULES_FILE : process.env.STORAGE_RULES_FILE) ??
      join(ROOT, file),
    'utf8',
  );

/** The quoted strings of the list `allowedContentTypes()` returns. */
function allowedContentTypes(rules: string): string[] {
  const body = /function allowedContentTypes\(\)\s*\{\s*return\s*\[([^\]]*)\]/.exec(rules)?.[1];
  if (body === undefined) throw new Error('no allowedContentTypes() in the rules');
  return [...body.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

/** Every figure a stored file's size (a number, not a string's size()) is compared with. */
const sizeLimits = (rules: string) =>
  [...rules.matchAll(/\bsize\s*(?:<=|<)\s*(\d+)/g)].map((match) => Number(match[1]));

describe.each(RULES_FILES)('%s, beside common/src/files.ts', (file) => {
  it('should accept exactly the content types common lists, each once', () => {
    const listed = allowedContentTypes(text(file));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ALLOWED_CONTENT_TYPES].sort());
  });

  it('should limit a file to 25 MB, and to nothing else', () => {
    const limits = sizeLimits(text(file));
    expect(limits.length).toBeGreaterThan(0);
    expect(new Set(limits)).toEqual(new Set([FILE_LIMITS.maxBytes]));
    expect(FILE_LIMITS.maxBytes).toBe(25 * 1024 * 1024);
  });
});

describe('firestore.rules’ usage limits, beside common/src/usage.ts', () => {
  /** The step and the limit of each count, as the usage rule gives them: countsUp('field', step, most). */
  const countsUp = (field: string) => {
    const match = new RegExp(`countsUp\\('${field}', (\\d+), (\\d+)\\)`).exec(text('firestore.rules'));
    if (!match) throw new Error(`no countsUp('${field}', …) in firestore.rules`);
    return { step: Number(match[1]), most: Number(match[2]) };
  };

  it('should count one message and one upload a write, up to the day’s limits', () => {
    expect(countsUp('messagesToday')).toEqual({ step: 1, most: USAGE_LIMITS.messagesPerDay });
    expect(countsUp('filesToday')).toEqual({ step: 1, most: USAGE_LIMITS.filesPerDay });
  });

  it('should count at most one file’s size a write, up to the storage limit', () => {
    expect(countsUp('bytesStored')).toEqual({ step: FILE_LIMITS.maxBytes, most: USAGE_LIMITS.bytesStored });
  });
});
