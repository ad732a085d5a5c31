import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clientProfile } from '@tests/factories';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { CLIENT_LIMITS, formatTime } from '@agency/common';

import type * as ClientsModule from '@/lib/firestore/clients';
import type { Client } from '@/lib/firestore/clients';
import { renderPage } from '@/test/render-page';

import { DetailsForm } from './details-form';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/toaster/notify', () => ({ notify }));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
// What the form wrote, and how the server answers it (firestore.rules, tested against the emulator, decide).
const server = vi.hoisted(() => ({ writes: [] as unknown[], refuse: false }));
vi.mock('@/lib/firestore/clients', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientsModule>()),
  updateOwnProfile: (_db: unknown, _uid: string, changes: unknown) => {
    if (server.refuse)
      return Promise.reject(new FirebaseError('permission-denied', 'Missing or insufficient permissions.'));
    server.writes.push(changes);
    return Promise.resolve();
  },
}));

const renamedAt = new Date(Date.now() - 3 * 60 * 1000);
const profile: Client = {
  uid: 'alice',
  ...clientProfile({ phone: '', website: '', location: '', onboarding: null, namesChangedAt: renamedAt }),
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the profile details form', () => {
  beforeEach(() => {
    server.writes.length = 0;
    server.refuse = false;
    notify.success.mockClear();
    notify.error.mockClear();
  });

  it('says when the name may change again when a rename comes too soon, and keeps what was typed', async () => {
    server.refuse = true;
    renderPage(<DetailsForm uid="alice" profile={profile} />);
    fireEvent.change(field('Name'), { target: { value: 'Alice Greenwood' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    const allowedAt = new Date(renamedAt.getTime() + CLIENT_LIMITS.nameChangeIntervalMs);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You changed your name a few minutes ago');
    expect(alert.textContent).toContain(`you can change it again after ${formatTime(allowedAt)}`);
    expect(field('Name').value).toBe('Alice Greenwood');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('saves other details between renames, with no word about the name', async () => {
    renderPage(<DetailsForm uid="alice" profile={profile} />);
    fireEvent.change(field('Phone'), { target: { value: '07 5550 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Profile saved.'));
    expect(server.writes).toEqual([expect.objectContaining({ phone: '07 5550 1234', name: 'Alice Green' })]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the general answer to a refusal that is not about a rename', async () => {
    server.refuse = true;
    renderPage(<DetailsForm uid="alice" profile={profile} />);
    fireEvent.change(field('Phone'), { target: { value: '07 5550 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(notify.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
