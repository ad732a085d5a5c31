import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PERSONAL_STORAGE_PREFIX } from '@/lib/auth/session';

import { EMAIL_KEY, forgetPendingLink, pendingLinkEmail, sendSignInLink, storedLinkEmail } from './email-link';

// Only what this device keeps about a link it asked for is under test: Auth's sending always succeeds here.
vi.mock('firebase/auth', async (original) => ({
  ...(await original<object>()),
  sendSignInLinkToEmail: vi.fn(() => Promise.resolve()),
}));
vi.mock('@/lib/callables', () => ({ confirmLinkSignIn: vi.fn() }));

const auth = {} as Auth;

afterEach(() => localStorage.clear());

describe('a sign-in link waiting to be opened', () => {
  it('is pending for the page it comes back to, with the address it went to', async () => {
    await sendSignInLink(auth, 'robin@example.com', '/client/onboarding');
    expect(pendingLinkEmail('/client/onboarding')).toBe('robin@example.com');
  });

  it('is not pending for another page, nor with the query the link carries', async () => {
    await sendSignInLink(auth, 'robin@example.com', '/client/login?next=%2Fclient%2Fquotes');
    expect(pendingLinkEmail('/client/onboarding')).toBe('');
    expect(pendingLinkEmail('/client/login')).toBe('robin@example.com');
  });

  it('follows the newest link asked for', async () => {
    await sendSignInLink(auth, 'robin@example.com', '/client/onboarding');
    await sendSignInLink(auth, 'kim@example.com', '/client/onboarding');
    expect(pendingLinkEmail('/client/onboarding')).toBe('kim@example.com');
  });

  it('is not pending when an earlier version kept only the address', () => {
    localStorage.setItem(EMAIL_KEY, 'robin@example.com');
    expect(pendingLinkEmail('/client/onboarding')).toBe('');
  });

  it('is forgotten entirely, address and page, when the person asks for it to be', async () => {
    await sendSignInLink(auth, 'robin@example.com', '/client/onboarding');
    forgetPendingLink();
    expect(pendingLinkEmail('/client/onboarding')).toBe('');
    expect(storedLinkEmail()).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('keeps everything under the personal prefix, which every sign-out clears', async () => {
    await sendSignInLink(auth, 'robin@example.com', '/client/onboarding');
    expect(localStorage.length).toBeGreaterThan(0);
    expect(Object.keys(localStorage).every((key) => key.startsWith(PERSONAL_STORAGE_PREFIX))).toBe(true);
  });
});
