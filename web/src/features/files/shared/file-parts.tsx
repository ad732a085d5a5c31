import Chip from '@mui/material/Chip';
import { getBlob, ref } from 'firebase/storage';
import { useEffect, useState } from 'react';

import type { ApprovalStatus } from '@agency/common';

import { useStorage } from '@/lib/firebase-storage';
import type { SharedFile } from '@/lib/firestore/files';

import { pdfWithTitle } from './pdf-title';

const APPROVAL_CHIPS: Record<ApprovalStatus, { label: string; color: 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Awaiting approval', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  'changes-requested': { label: 'Changes requested', color: 'error' },
};

export function ApprovalChip({ status }: { status: ApprovalStatus }) {
  const chip = APPROVAL_CHIPS[status];
  // Outlined, and the warning's text in the body colour: orange text (like a filled warning chip's) fails 4.5:1.
  return (
    <Chip
      size="small"
      variant="outlined"
      label={chip.label}
      color={chip.color}
      sx={chip.color === 'warning' ? { color: 'text.primary' } : undefined}
    />
  );
}

/** Who uploaded a file, as the person reading the list knows them. */
export function uploaderLabel(file: SharedFile, readerUid: string): string {
  if (file.uploadedBy === readerUid) return 'You';
  if (file.uploaderRole === 'agency') return file.uploaderName ? `${file.uploaderName} (agency)` : 'The agency';
  return file.uploaderName ?? 'The client';
}

/** The file's bytes, read with the reader's own sign-in (so storage.rules decide), as a URL for this page only. */
export function useFileUrl(file: SharedFile | null): { url: string | null; error: boolean } {
  const storage = useStorage();
  const [state, setState] = useState<{ path: string | null; url: string | null; error: boolean }>({
    path: null,
    url: null,
    error: false,
  });
  const path = file?.storagePath ?? null;
  const type = file?.contentType ?? '';
  const name = file?.name ?? '';
  useEffect(() => {
    if (!path) return undefined;
    let current = true;
    let url: string | null = null;
    getBlob(ref(storage, path))
      .then(async (blob) => {
        if (type !== 'application/pdf') return blob;
        // The browser's viewer titles a PDF by its own title, else by the blob's random id.
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return new Blob([pdfWithTitle(bytes, name) ?? bytes]);
      })
      .then(
        (blob) => {
          if (!current) return;
          // Typed by the metadata (only images and PDF are previewed), whatever the bytes claim to be.
          url = URL.createObjectURL(new Blob([blob], { type }));
          setState({ path, url, error: false });
        },
        () => {
          if (current) setState({ path, url: null, error: true });
        },
      );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [storage, path, type, name]);
  return state.path === path ? { url: state.url, error: state.error } : { url: null, error: false };
}

/** Saves a file to the device under its own name (read through storage.rules, never a public link). */
export async function downloadFile(storage: ReturnType<typeof useStorage>, file: SharedFile): Promise<void> {
  const blob = await getBlob(ref(storage, file.storagePath));
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long after the browser has started saving its copy.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
