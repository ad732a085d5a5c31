import { describe, expect, it } from 'vitest';

import { clientLandingFor } from './route-after-sign-in';

const next = (path: string) => `?next=${encodeURIComponent(path)}`;

describe('clientLandingFor', () => {
  it('should land a client on the portal page first asked for', () => {
    expect(clientLandingFor('client', next('/client/files?view=recent'))).toBe('/client/files?view=recent');
  });

  it('should ignore a return path outside the portal and land a client on the dashboard', () => {
    expect(clientLandingFor('client', next('//evil.example/phish'))).toBe('/client/dashboard');
    expect(clientLandingFor('client', next('/webmin1010'))).toBe('/client/dashboard');
  });

  it('should send an account that has not finished onboarding to finish it, and an admin to the admin area', () => {
    expect(clientLandingFor(undefined, next('/client/files'))).toBe('/client/onboarding');
    expect(clientLandingFor('admin', next('/client/files'))).toBe('/webmin1010');
  });
});
