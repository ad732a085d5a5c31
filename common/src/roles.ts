/**
 * Roles live in Firebase Auth custom claims as `role` (docs/decisions/004-roles-in-custom-claims.md).
 * Only the Admin SDK (functions and the admin:grant script) sets them; nothing a browser writes can.
 */
export const ROLES = ['client', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_CLAIM = 'role';

export interface RoleClaims {
  role?: Role;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The role carried by a decoded token or `getIdTokenResult().claims`; undefined for anyone else. */
export function roleOf(claims: Readonly<Record<string, unknown>> | null | undefined): Role | undefined {
  const role = claims?.[ROLE_CLAIM];
  return isRole(role) ? role : undefined;
}

/** `claims` with the `role` claim set to `role`, or without it for null; every other claim is kept. */
export function withRole(
  claims: Readonly<Record<string, unknown>> | null | undefined,
  role: Role | null,
): Record<string, unknown> {
  const { [ROLE_CLAIM]: _previous, ...others } = claims ?? {};
  return role ? { ...others, [ROLE_CLAIM]: role } : others;
}
