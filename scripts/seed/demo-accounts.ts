import type { Role } from '@agency/common';

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  role: Role;
}

/** The sign-ins `npm start` seeds and prints, and the tests sign in with. Emulator-only: never a real account. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@example.com',
    password: 'GreenAdmin#2026',
    displayName: 'Avery Admin',
    role: 'admin',
  },
  client: {
    email: 'client@example.com',
    password: 'GreenClient#2026',
    displayName: 'Casey Client',
    role: 'client',
  },
} as const satisfies Record<string, DemoAccount>;
