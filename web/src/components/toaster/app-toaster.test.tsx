import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import AppToaster from './app-toaster';
import { notify } from './notify';

describe('a dismissed toast', () => {
  beforeEach(() => {
    // A visitor who asks for reduced motion: the exit only fades the toast, leaving it where it was.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });

  it('lets the pointer through to what lies under it, while the toast on screen takes it', async () => {
    render(<AppToaster />);
    act(() => notify.success('Draft saved'));
    const drawn = await screen.findByTestId('toast');
    const bar = () => drawn.firstElementChild as HTMLElement;
    expect(getComputedStyle(drawn).pointerEvents).not.toBe('none');
    expect(getComputedStyle(bar()).pointerEvents).not.toBe('none');

    act(() => toast.dismiss());

    await waitFor(() => expect(getComputedStyle(drawn).pointerEvents).toBe('none'));
    expect(getComputedStyle(bar()).pointerEvents).toBe('none');
    // Still in the document (TOAST.removeDelayMs), where it would otherwise take a click meant for a dialog.
    expect(drawn.isConnected).toBe(true);
  });
});
