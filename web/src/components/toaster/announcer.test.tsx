import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import Dialog from '@mui/material/Dialog';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubMatchMedia } from '@/test/match-media';

import AppToaster from './app-toaster';
import { notify } from './notify';

/** The live regions exactly as every page's HTML carries them (web/index.html, the prerenderer's template). */
const pageHtml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');

function addAnnouncerFromPageHtml(): HTMLElement {
  const announcer = new DOMParser().parseFromString(pageHtml, 'text/html').getElementById('announcer');
  if (!announcer) throw new Error('web/index.html has no #announcer');
  document.body.append(document.importNode(announcer, true));
  return document.getElementById('announcer')!;
}

const region = (politeness: 'polite' | 'assertive') =>
  document.querySelector<HTMLElement>(`#announcer [aria-live="${politeness}"]`)!;

let announcer: HTMLElement;
beforeEach(() => {
  // react-hot-toast asks for the visitor's motion preference, which jsdom cannot answer.
  stubMatchMedia(() => false);
  document.getElementById('announcer')?.remove();
  announcer = addAnnouncerFromPageHtml();
});

describe('toasts are announced from live regions that are in the page from the start', () => {
  it('has an empty polite and an empty assertive region in the HTML, seen by nobody', () => {
    expect(region('polite').textContent).toBe('');
    expect(region('polite').getAttribute('aria-atomic')).toBe('true');
    expect(region('assertive').textContent).toBe('');
    expect(announcer.getAttribute('style')).toContain('clip: rect(0 0 0 0)');
  });

  it('puts a toast in the polite region, an error in the assertive one, and keeps the drawn toast from being read twice', async () => {
    render(<AppToaster />);

    act(() => notify.success('Project saved', 'Website rebuild'));
    await waitFor(() => expect(region('polite').textContent).toBe('Project savedWebsite rebuild'));
    expect(region('assertive').textContent).toBe('');
    const drawn = screen.getAllByTestId('toast').find((toast) => toast.textContent?.includes('Project saved'));
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');

    act(() => notify.error('Could not save', 'Try again'));
    await waitFor(() => expect(region('assertive').textContent).toBe('Could not saveTry again'));
    // One toast at a time: the earlier one went, and with it its text.
    await waitFor(() => expect(region('polite').textContent).toBe(''));
  });

  it('stays readable while a dialog hides the rest of the page', async () => {
    render(<AppToaster />);
    render(
      <Dialog open aria-label="Edit project">
        <button>Save</button>
      </Dialog>,
    );
    // The dialog hid everything else in <body> from assistive technology; the announcer is given back.
    await waitFor(() => expect(announcer.hasAttribute('aria-hidden')).toBe(false));

    act(() => notify.success('Project archived'));
    await waitFor(() => expect(region('polite').textContent).toBe('Project archived'));
    expect(announcer.hasAttribute('aria-hidden')).toBe(false);
  });
});
