import { describe, expect, it } from 'vitest';

import type { Lead } from '@/lib/firestore/leads';

import { searchPlan } from './lead-params';

const lead = (message: string) => ({ name: 'Rosa Fern', email: 'rosa@example.com', message }) as Lead;

describe('searchPlan', () => {
  it('asks Firestore for the first typed word, lower-cased, and nothing when nothing is typed', () => {
    expect(searchPlan('  Kombucha shop').word).toBe('kombucha');
    expect(searchPlan('  ').word).toBeNull();
  });

  it('keeps only leads holding every other typed word', () => {
    const { matches } = searchPlan('rosa WEBSITE bakery');
    expect(matches(lead('A new website for our bakery.'))).toBe(true);
    expect(matches(lead('A new website for our clinic.'))).toBe(false);
  });
});
