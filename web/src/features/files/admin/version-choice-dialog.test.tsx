import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { SharedFile } from '@/lib/firestore/files';
import { renderPage } from '@/test/render-page';

import { VersionChoiceDialog } from './version-choice-dialog';

/** The newest version of a client's file, as the page found it by name. */
const newest = (title: string, version: number, deliverable = true) =>
  ({ id: `${title}-v${version}`, title, name: title, version, deliverable }) as SharedFile;

const chosen = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('VersionChoiceDialog', () => {
  it('offers a matching file as the next version, chosen already, and uploads it so', () => {
    const onUpload = vi.fn();
    const design = chosen('Homepage design.pdf');
    const brief = chosen('brief.pdf');
    renderPage(
      <VersionChoiceDialog
        question={{
          files: [design, brief],
          matches: new Map([['Homepage design.pdf', newest('Homepage design.pdf', 2)]]),
        }}
        onUpload={onUpload}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Upload as a new version?' });
    expect(dialog.textContent).toContain('This client already has a file of this name.');
    // One question, for the file that matches; the other simply goes.
    const choice = within(dialog).getByRole('radiogroup', { name: 'Homepage design.pdf' });
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(1);
    const asVersion = within(choice).getByRole('radio', {
      name: 'Version 3 of “Homepage design.pdf”, for the client to approve',
    });
    expect((asVersion as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith([
      { file: design, versionOf: expect.objectContaining({ id: 'Homepage design.pdf-v2' }) },
      { file: brief, versionOf: null },
    ]);
  });

  it('uploads a file as a separate one when asked, and nothing on Cancel', () => {
    const onUpload = vi.fn();
    const onCancel = vi.fn();
    const logo = chosen('logo.png');
    renderPage(
      <VersionChoiceDialog
        question={{ files: [logo], matches: new Map([['logo.png', newest('Logo.png', 1, false)]]) }}
        onUpload={onUpload}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Version 2 of “Logo.png”' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A separate file' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(onUpload).toHaveBeenCalledWith([{ file: logo, versionOf: null }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('asks nothing while there is no question', () => {
    renderPage(<VersionChoiceDialog question={null} onUpload={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
