import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { file } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as FilePartsModule from '@/features/files/shared/file-parts';
import type * as FilesModule from '@/lib/firestore/files';
import type { SharedFile } from '@/lib/firestore/files';
import { renderPage } from '@/test/render-page';

// The dialog's data as the test sets it: the version shown (by id) and its group's versions.
const data = vi.hoisted(() => ({
  files: new Map<string, unknown>(),
  versions: [] as unknown[],
  /** How many versions each render of the history asked for. */
  asked: [] as number[],
  storage: 'unavailable' as 'available' | 'unavailable',
}));
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firebase-storage', () => ({ useStorage: () => ({}) }));
vi.mock('@/lib/firestore/files', async (importOriginal) => ({
  ...(await importOriginal<typeof FilesModule>()),
  useFileVersions: (_clientId: string, _group: string, max: number) => {
    data.asked.push(max);
    return { status: 'ready', data: data.versions.slice(0, max) };
  },
  useFile: (id: string | null) => (id ? { status: 'ready', data: data.files.get(id) } : { status: 'missing' }),
}));
vi.mock('@/lib/storage/availability', () => ({ useStorageState: () => data.storage, STORAGE_UNAVAILABLE: 'Off.' }));
// The preview's address, which a test can make arrive late.
const preview = vi.hoisted(() => ({ url: 'blob:preview' as string | null, changed: new Set<() => void>() }));
vi.mock('./file-parts', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (onChange: () => void) => {
    preview.changed.add(onChange);
    return () => preview.changed.delete(onChange);
  };
  return {
    ...(await importOriginal<typeof FilePartsModule>()),
    useFileUrl: () => ({ url: useSyncExternalStore(subscribe, () => preview.url), error: false }),
  };
});
vi.mock('@/lib/storage/uploads', () => ({
  useUploads: () => ({ uploads: [], start: vi.fn(), cancel: vi.fn(), clearFinished: vi.fn() }),
}));
// Which files the agency asked to revoke the links of (the function itself is tested against the emulators).
const revoked = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/callables', () => ({
  decideDeliverable: vi.fn(),
  revokeFileLinks: (input: unknown) => {
    revoked.push(input);
    return Promise.resolve({ revoked: 1 });
  },
}));

const { FileDialog } = await import('./file-dialog');

// Sam, one of the agency, shared each version of the deliverable for approval (each the newest in its turn).
const version = (id: string, number: number, name: string, latest = false): SharedFile => ({
  id,
  ...file(id, {
    clientId: 'client-1',
    name,
    title: 'Homepage design.pdf',
    size: 2048,
    uploadedBy: 'admin-1',
    uploaderName: 'Sam',
    versionGroup: 'v1',
    version: number,
    deliverable: true,
    latest,
  }),
});

beforeEach(() => {
  const first = version('v1', 1, 'Homepage design.pdf');
  const second = version('v2', 2, 'homepage, larger logo.pdf', true);
  data.files = new Map([
    ['v1', first],
    ['v2', second],
  ]);
  data.versions = [second, first];
  data.asked = [];
  data.storage = 'unavailable';
  preview.url = 'blob:preview';
  revoked.length = 0;
});

describe('FileDialog', () => {
  it('keeps the deliverable’s title, and names each version’s own file', () => {
    renderPage(<FileDialog fileId="v2" readerUid="client-1" isAgency={false} onClose={() => {}} />);
    // By selector: role and label queries over a whole dialog take seconds in jsdom.
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Homepage design.pdf');
    expect(dialog.textContent).toContain('Version 2 · homepage, larger logo.pdf · 2.0 KB');
    const history = dialog.querySelector('[aria-label="Version history"]')!;
    expect(history.querySelector('[aria-label="Version 2"]')?.textContent).toContain(
      'homepage, larger logo.pdf · uploaded by Sam (agency)',
    );
    expect(history.querySelector('[aria-label="Version 1"]')?.textContent).toContain(
      'Homepage design.pdf · uploaded by Sam (agency)',
    );
  });

  it('labels the comment on a decision in a word, with when it is needed said below', () => {
    renderPage(<FileDialog fileId="v2" readerUid="client-1" isAgency={false} onClose={() => {}} />);
    const comment = screen.getByLabelText('Comment');
    expect(comment.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Needed when you ask for changes',
    );
  });

  it('asks before the agency revokes a file’s public links, and revokes only once confirmed', async () => {
    renderPage(<FileDialog fileId="v2" readerUid="admin-1" isAgency onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke public links' }));
    const asked = await screen.findByRole('dialog', { name: 'Revoke the public links of homepage, larger logo.pdf?' });
    expect(revoked).toEqual([]);

    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Revoke the public links/ })).toBeNull());
    expect(revoked).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke public links' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke links' }));
    await waitFor(() => expect(revoked).toEqual([{ fileId: 'v2' }]));
  });

  it('gives the focus back when the PDF viewer takes it by itself, and lets a Tab go into it', () => {
    data.storage = 'available';
    renderPage(<FileDialog fileId="v2" readerUid="client-1" isAgency={false} onClose={() => {}} />);
    const download = screen.getByRole('button', { name: 'Download' });
    const viewer = document.querySelector('iframe')!;
    download.focus();

    // Chromium's viewer, once loaded, moves the focus into itself; the dialog (and its Escape) keeps it.
    act(() => viewer.focus());
    expect(document.activeElement).toBe(download);

    // A keyboard user who Tabs into the viewer is let in.
    fireEvent.keyDown(download, { key: 'Tab' });
    act(() => viewer.focus());
    expect(document.activeElement).toBe(viewer);
  });

  it('keeps the preview’s place while its address is on its way, so the buttons below it stay put', () => {
    data.storage = 'available';
    preview.url = null;
    renderPage(<FileDialog fileId="v2" readerUid="admin-1" isAgency onClose={() => {}} />);
    const stage = screen.getByLabelText('Loading the preview').closest<HTMLElement>('[data-testid="preview-stage"]');
    expect(stage).not.toBeNull();
    const loadingHeight = getComputedStyle(stage!).height;

    act(() => {
      preview.url = 'blob:preview';
      for (const changed of preview.changed) changed();
    });
    const viewer = screen.getByTitle('Preview of homepage, larger logo.pdf');
    // The viewer fills the place the spinner held, which had its size already.
    expect(viewer.closest('[data-testid="preview-stage"]')).toBe(stage);
    expect(getComputedStyle(viewer).height).toBe('100%');
    expect(getComputedStyle(stage!).height).toBe(loadingHeight);
    expect(loadingHeight).toBe('45vh');
  });

  it('lists the newest ten versions, and the older ones on Show older versions', () => {
    data.versions = Array.from({ length: 12 }, (_, index) =>
      version(`v${12 - index}`, 12 - index, `design-${12 - index}.pdf`),
    );
    data.files = new Map(data.versions.map((row) => [(row as SharedFile).id, row]));
    renderPage(<FileDialog fileId="v12" readerUid="client-1" isAgency={false} onClose={() => {}} />);
    const listed = () => document.querySelectorAll('[aria-label="Version history"] li').length;
    expect(new Set(data.asked)).toEqual(new Set([10]));
    expect(listed()).toBe(10);

    // By selector: role queries over a whole dialog take seconds in jsdom.
    const showOlder = () =>
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Show older versions');
    fireEvent.click(showOlder()!);
    expect(data.asked.at(-1)).toBe(20);
    expect(listed()).toBe(12);
    expect(showOlder()).toBeUndefined();
  });
});
