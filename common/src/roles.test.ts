import { describe, expect, it } from 'vitest';

import { roleOf, withRole } from './roles';

describe('withRole', () => {
  it('sets the role, keeping the other claims', () => {
    expect(withRole({ beta: true }, 'client')).toEqual({ beta: true, role: 'client' });
  });

  it('replaces a role already there', () => {
    expect(withRole({ role: 'client', beta: true }, 'admin')).toEqual({ role: 'admin', beta: true });
  });

  it('removes the role for null, keeping the other claims', () => {
    expect(withRole({ role: 'admin', beta: true }, null)).toEqual({ beta: true });
  });

  it('starts from no claims at all', () => {
    expect(withRole(undefined, 'client')).toEqual({ role: 'client' });
    expect(withRole(null, null)).toEqual({});
  });

  it('leaves the claims it was given unchanged', () => {
    const claims = { role: 'client', beta: true };

    withRole(claims, null);

    expect(claims).toEqual({ role: 'client', beta: true });
  });
});

describe('roleOf', () => {
  it('reads a known role and ignores anything else', () => {
    expect(roleOf({ role: 'admin' })).toBe('admin');
    expect(roleOf({ role: 'owner' })).toBeUndefined();
    expect(roleOf(undefined)).toBeUndefined();
  });
});
