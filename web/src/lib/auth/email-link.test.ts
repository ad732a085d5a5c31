import { afterEach, describe, expect, it, vi } from 'vitest';

import { PERSONAL_STORAGE_PREFIX } from '@/lib/auth/session';

import { EMAIL_KEY, LEGACY_EMAIL_KEY, storedLinkEmail } from './email-link';

// Only the stored address is under test: no Firebase app, no functions.
vi.mock('@/lib/callables', () => ({ confirmLinkSignIn: vi.fn() }));

afterEach(() => localStorage.clear());

describe('the address kept for an emailed sign-in link', () => {
  it('is kept under the personal prefix, which every sign-out clears', () => {
    expect(EMAIL_KEY.startsWith(PERSONAL_STORAGE_PREFIX)).toBe(true);
  });

  it('is empty when no link was asked for on this device', () => {
    expect(storedLinkEmail()).toBe('');
  });

  it('is read from where earlier versions kept it, once, and moved under the prefix', () => {
    localStorage.setItem(LEGACY_EMAIL_KEY, 'robin@example.com');
    expect(storedLinkEmail()).toBe('robin@example.com');
    expect(localStorage.getItem(LEGACY_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(EMAIL_KEY)).toBe('robin@example.com');
  });

  it('prefers an address kept since the move over an older one', () => {
    localStorage.setItem(LEGACY_EMAIL_KEY, 'old@example.com');
    localStorage.setItem(EMAIL_KEY, 'new@example.com');
    expect(storedLinkEmail()).toBe('new@example.com');
    expect(localStorage.getItem(LEGACY_EMAIL_KEY)).toBeNull();
  });
});
