import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubMatchMedia } from '@/test/match-media';

import AppToaster from './app-toaster';
import { notify } from './notify';

/** Where react-hot-toast places a toast: the box around it is pinned to the top or bottom, and aligned in it. */
function placement(drawn: HTMLElement) {
  const slot = drawn.parentElement!.style;
  const edge = slot.top === '0px' ? 'top' : slot.bottom === '0px' ? 'bottom' : 'unpinned';
  const side = { center: 'center', 'flex-end': 'right', '': 'left' }[slot.justifyContent] ?? slot.justifyContent;
  return `${edge}-${side}`;
}

// react-hot-toast keeps its toasts in one store for the whole file: each test starts with none.
beforeEach(() => toast.remove());

describe('where a toast shows', () => {
  // A dialog's actions sit at its bottom right (below md, along the bottom of a full-screen dialog): a toast there
  // would cover Save, and stays while the pointer rests on it.
  it('on a wide screen, at the bottom left, away from a dialog’s actions', async () => {
    stubMatchMedia((query) => query.includes('min-width:900px'));
    render(<AppToaster />);
    act(() => notify.success('Copied into a new draft'));
    expect(placement(await screen.findByTestId('toast'))).toBe('bottom-left');
  });

  it('on a phone, at the top, away from a full-screen dialog’s actions', async () => {
    stubMatchMedia(() => false);
    render(<AppToaster />);
    act(() => notify.success('Copied into a new draft'));
    expect(placement(await screen.findByTestId('toast'))).toBe('top-center');
  });
});

describe('a dismissed toast', () => {
  beforeEach(() => {
    // A visitor who asks for reduced motion: the exit only fades the toast, leaving it where it was.
    stubMatchMedia((query) => query.includes('reduce'));
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
