import { beforeEach, describe, expect, it, vi } from 'vitest';

import { PERSONAL_STORAGE_PREFIX } from '@/lib/auth/session';

import { adoptDraft, clearDraft, type Draft, DRAFT_LIFETIME_MS, emptyOnboarding, loadDraft, saveDraft } from './draft';

const robin: Draft = {
  step: 2,
  values: {
    ...emptyOnboarding,
    name: 'Robin Wetland',
    email: 'robin@example.com',
    password: 'Wetlands2026!',
    businessName: 'Reef Keepers',
    services: ['web-design'],
  },
};
const withoutPassword = { ...robin, values: { ...robin.values, password: '' } };

const DAY = 24 * 60 * 60 * 1000;
const everythingStored = () => JSON.stringify({ ...localStorage });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});

describe('the onboarding draft', () => {
  it('should give its owner their answers back, without the password', () => {
    saveDraft({ uid: 'robin' }, robin);
    expect(loadDraft({ uid: 'robin' })).toEqual(withoutPassword);
    expect(everythingStored()).not.toContain('Wetlands2026!');
  });

  it('should never give one account the draft of another', () => {
    saveDraft({ uid: 'robin' }, robin);
    expect(loadDraft({ uid: 'someone-else' })).toBeNull();
    expect(loadDraft({ email: 'robin@example.com' })).toBeNull();
  });

  it('should give a draft saved for an address only to that address, however it is typed', () => {
    saveDraft({ email: 'Robin@Example.com ' }, robin);
    expect(loadDraft({ email: 'someone@example.com' })).toBeNull();
    expect(loadDraft({ uid: 'robin' })).toBeNull();
    expect(loadDraft({ email: 'robin@example.com' })).toEqual(withoutPassword);
  });

  it('should hand an address draft to the account the emailed link made, and keep it under the address no more', () => {
    saveDraft({ email: 'robin@example.com' }, robin);
    expect(adoptDraft({ email: 'robin@example.com' }, { uid: 'robin' })).toEqual(withoutPassword);
    expect(loadDraft({ uid: 'robin' })).toEqual(withoutPassword);
    expect(loadDraft({ email: 'robin@example.com' })).toBeNull();
    expect(adoptDraft({ email: 'nobody@example.com' }, { uid: 'other' })).toBeNull();
  });

  it('should keep a draft for up to seven days, then drop it from the device', () => {
    saveDraft({ uid: 'robin' }, robin);
    vi.setSystemTime(Date.now() + 7 * DAY - 1);
    expect(loadDraft({ uid: 'robin' })).toEqual(withoutPassword);

    vi.setSystemTime(Date.now() + 1);
    expect(loadDraft({ uid: 'robin' })).toBeNull();
    expect(everythingStored()).not.toContain('Reef Keepers');
    expect(DRAFT_LIFETIME_MS).toBe(7 * DAY);
  });

  it("should drop everyone's expired drafts whenever one is read", () => {
    saveDraft({ email: 'robin@example.com' }, robin);
    vi.setSystemTime(Date.now() + 8 * DAY);
    saveDraft({ uid: 'kim' }, { ...robin, values: { ...robin.values, name: 'Kim' } });
    expect(loadDraft({ uid: 'kim' })?.values.name).toBe('Kim');
    expect(everythingStored()).not.toContain('Robin Wetland');
  });

  it('should treat a draft without a date, or one it cannot read, as none, and remove it', () => {
    saveDraft({ uid: 'robin' }, robin);
    const [key] = Object.keys(localStorage);
    localStorage.setItem(key!, JSON.stringify(robin));
    expect(loadDraft({ uid: 'robin' })).toBeNull();
    localStorage.setItem(key!, '{not json');
    expect(loadDraft({ uid: 'robin' })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('should remove the ownerless draft that earlier versions kept for whoever came next', () => {
    localStorage.setItem('agency.onboardingDraft', JSON.stringify(robin));
    expect(loadDraft({ uid: 'anyone' })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('should be removed by clearDraft, and keep only keys that every sign-out removes', () => {
    saveDraft({ uid: 'robin' }, robin);
    saveDraft({ email: 'kim@example.com' }, robin);
    expect(Object.keys(localStorage).every((key) => key.startsWith(PERSONAL_STORAGE_PREFIX))).toBe(true);
    clearDraft({ uid: 'robin' });
    expect(loadDraft({ uid: 'robin' })).toBeNull();
    expect(loadDraft({ email: 'kim@example.com' })).not.toBeNull();
  });
});
