import { afterEach, describe, it, vi } from 'vitest';

import { expectTheSharedEmailBox } from '@/test/email-box-checks';
import { renderPage } from '@/test/render-page';

import AdminLoginPage from './admin-login-page';
import ClientLoginPage from './client-login-page';
import EmailActionPage from './email-action-page';

// Signed out, as anyone reaching these forms is; nothing here talks to Firebase before a form is sent.
vi.mock('reactfire', () => ({ useAuth: () => ({}) }));
vi.mock('@/lib/firebase-functions', () => ({ functions: {} }));
vi.mock('@/lib/auth/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: () => ({ status: 'ready', user: null, role: undefined, signedOutOnPurpose: false }),
}));

const meta = { title: 'Sign in', description: 'Sign in.' };

/** The page as opened at `path`: the emailed-link form reads the address bar, as Firebase does. */
function openAt(path: string, page: React.ReactElement) {
  return () => {
    window.history.replaceState(null, '', path);
    return renderPage(page, path);
  };
}

afterEach(() => window.history.replaceState(null, '', '/'));

// Each form in which someone types their email address to get in; each drawn twice, which takes a few seconds on a
// busy machine.
describe('the email box of', { timeout: 20_000 }, () => {
  it('the client login', () =>
    expectTheSharedEmailBox(openAt('/client/login', <ClientLoginPage meta={meta} />), 'Sign in', 'Sign in'));

  it('the admin login', () =>
    expectTheSharedEmailBox(openAt('/webmin1010/login', <AdminLoginPage meta={meta} />), 'Sign in', 'Sign in'));

  it('the forgotten-password form', () =>
    expectTheSharedEmailBox(
      openAt('/client/reset-password', <EmailActionPage meta={meta} />),
      'Reset password',
      'Send reset link',
    ));

  // Shown on any device without the address kept: a made-up code is enough to show it.
  it('the emailed sign-in link form', () =>
    expectTheSharedEmailBox(
      openAt('/client/login?apiKey=demo-api-key&mode=signIn&oobCode=made-up-code', <ClientLoginPage meta={meta} />),
      'Finish signing in',
      'Sign in',
    ));
});
