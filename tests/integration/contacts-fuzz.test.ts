import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { clearContactBuckets, clearContactState, countDocs, countLeadMail } from '../support/firestore-admin';

import { postContact, validContact } from './support/contacts-api';

/**
 * At least 200 malformed or hostile request bodies, made deterministically (a seeded generator, so a failure
 * can be replayed): every one must be refused with a 4xx, none with a 5xx, and no lead or email may be stored.
 * Bodies our code sees get our JSON error; text that is not a JSON object or array is refused by the Cloud
 * Functions runtime's own (strict) JSON parser with a 400 before our code runs (docs/decisions/006-contact-api.md).
 */

/** mulberry32: a tiny seeded generator, so the same bodies are sent on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    int: (max: number) => Math.floor(next() * max),
  };
}

const FIELDS = ['name', 'email', 'industry', 'message'] as const;
const WRONG_TYPES: unknown[] = [0, 42, -1.5, true, false, null, [], ['Ada'], {}, { first: 'Ada' }, { $gt: '' }];
const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  '{{7*7}}',
  '${process.env}',
  '\u202Egnp.exe',
  '\u0000\u0000',
  '\u200B\u200B\u200B',
  '🙂',
  '𝕬',
  '../../etc/passwd',
  'javascript:alert(1)',
  '\r\nBcc: everyone@example.com',
];
const BAD_EMAILS = [
  '',
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada example.com',
  '<ada@example.com>',
  'ada@@example.com',
];
const BAD_INDUSTRIES = ['', 'astrology', 'NUTRITION', 'natural health', '__proto__', 'constructor', '<b>other</b>'];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

type Case = { label: string; body: unknown; raw?: string };

function makeCases(): Case[] {
  const random = generator(20261121);
  const cases: Case[] = [];

  for (const field of FIELDS) {
    for (const value of WRONG_TYPES)
      cases.push({ label: `${field} as ${JSON.stringify(value)}`, body: { ...validContact, [field]: value } });
  }
  for (let mask = 1; mask < 16; mask += 1) {
    const body: Record<string, unknown> = { ...validContact };
    FIELDS.forEach((field, bit) => mask & (1 << bit) && delete body[field]);
    cases.push({ label: `missing fields (mask ${mask})`, body });
  }
  for (const [field, size] of [
    ['name', 101],
    ['name', 9000],
    ['email', 300],
    ['message', 5001],
    ['message', 9000],
    ['industry', 5000],
  ] as const) {
    cases.push({ label: `${field} of ${size} characters`, body: { ...validContact, [field]: 'x'.repeat(size) } });
  }
  cases.push({ label: 'body over 10 KB of unknown fields', body: { ...validContact, blob: '🙂'.repeat(4000) } });
  for (const email of BAD_EMAILS)
    cases.push({ label: `email ${JSON.stringify(email)}`, body: { ...validContact, email } });
  for (const industry of BAD_INDUSTRIES) {
    cases.push({ label: `industry ${JSON.stringify(industry)}`, body: { ...validContact, industry } });
  }
  for (const key of POLLUTION_KEYS) {
    for (const field of FIELDS) {
      // Written as raw JSON: an object literal's __proto__ would set the prototype, not a key.
      const body = { ...validContact, [field]: 'x' };
      const raw = JSON.stringify(body).replace(/^\{/, `{"${key}":{"status":"won","isAdmin":true},`);
      cases.push({ label: `${key} key with a bad ${field}`, body: null, raw });
    }
  }
  for (let i = 0; i < 110; i += 1) {
    // A valid body with hostile text somewhere, and at least one field made invalid.
    const body: Record<string, unknown> = { ...validContact };
    body[random.pick(['name', 'message'] as const)] =
      `${random.pick(HOSTILE_TEXT)} ${random.pick(HOSTILE_TEXT)} padding`;
    const broken = random.pick(FIELDS);
    body[broken] =
      broken === 'email'
        ? // The space keeps it invalid: some hostile text ({{7*7}}) is legal in an address's local part.
          `${random.pick(HOSTILE_TEXT)} ${random.pick(BAD_EMAILS)}`
        : broken === 'industry'
          ? random.pick([...BAD_INDUSTRIES, ...HOSTILE_TEXT])
          : random.pick([
              random.pick(HOSTILE_TEXT).slice(0, 1),
              random.pick(WRONG_TYPES),
              'x'.repeat(6000 + random.int(3000)),
            ]);
    cases.push({ label: `random #${i}: bad ${broken}`, body });
  }
  for (const raw of ['{', '{"name":', '{"name": "Ada",}', "{'name': 'Ada'}", '{"a":1}}', 'NaN', '<xml/>', '']) {
    cases.push({ label: `malformed JSON ${JSON.stringify(raw)}`, body: null, raw });
  }
  for (const raw of ['null', '[]', '"a string"', '123', 'true', JSON.stringify([validContact])]) {
    cases.push({ label: `JSON that is not an object: ${raw.slice(0, 20)}`, body: null, raw });
  }
  return cases;
}

const cases = makeCases();

beforeAll(() => clearContactState());
afterAll(() => clearContactBuckets());

describe('POST /api/contacts refuses malformed and hostile bodies', () => {
  it(`has at least 200 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
  });

  it(
    'answers every one with a 4xx and a JSON error, never a 5xx, and stores nothing',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const { label, body, raw } of cases) {
        const response = await postContact(raw ?? body);
        const text = await response.text();
        const malformed = raw !== undefined && !isJsonObjectOrArray(raw);
        if (response.status < 400 || response.status >= 500) failures.push(`${label}: status ${response.status}`);
        else if (!malformed && !isJsonError(text)) failures.push(`${label}: not a JSON error: ${text.slice(0, 80)}`);
        else if (malformed && response.status !== 400)
          failures.push(`${label}: malformed JSON answered ${response.status}`);
      }

      expect(failures).toEqual([]);
      expect(await countDocs(COLLECTIONS.leads)).toBe(0);
      expect(await countLeadMail()).toBe(0);
    },
  );
});

function isJsonObjectOrArray(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

function isJsonError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' && body.error.length > 0;
  } catch {
    return false;
  }
}
