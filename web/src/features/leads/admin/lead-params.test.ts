import { describe, expect, it } from 'vitest';

import { leadSearchTerms } from '@agency/common';

import type { Lead } from '@/lib/firestore/leads';

import { searchPlan } from './lead-params';

const lead = (message: string) => {
  const typed = { name: 'Rosa Fern', email: 'rosa@example.com', message };
  return { ...typed, searchTerms: leadSearchTerms(typed) } as Lead;
};

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

  it('checks the first word as the server does, among the search terms', () => {
    expect(searchPlan('ros').matches(lead('A new website.'))).toBe(true);
    expect(searchPlan('kelp').matches(lead('A new website.'))).toBe(false);
    expect(searchPlan('').matches(lead('A new website.'))).toBe(true);
  });

  it('asks for a typed email whole, which every lead stores, and counts it', () => {
    const plan = searchPlan(' Rosa@Example.com ');
    expect(plan.word).toBe('rosa@example.com');
    expect(plan.exact).toBe(true);
    expect(plan.matches(lead('A new website.'))).toBe(true);
    expect(searchPlan('other@example.com').matches(lead('A new website.'))).toBe(false);
  });
});
