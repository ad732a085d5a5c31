import type { Role } from '@agency/common';

import { paths } from '@/config/paths';
import { returnPath } from '@/lib/auth/return-path';

/** Where a client-side sign-in lands: the page first asked for, onboarding to finish, or the admin area. */
export function clientLandingFor(role: Role | undefined, search: string): string {
  if (role === 'admin') return paths.admin.dashboard.getHref();
  if (role === undefined) return paths.client.onboarding.getHref();
  return returnPath(search, '/client', paths.client.dashboard.getHref());
}
