import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useStorage } from '@/lib/firebase-storage';
import { deleteFile, type SharedFile } from '@/lib/firestore/files';
import { formatBytes } from '@/lib/format-bytes';

import { ApprovalChip, downloadFile, uploaderLabel } from './file-parts';

interface FileListProps {
  files: readonly SharedFile[];
  /** The reader's uid ("You") and whether they are the agency (who may delete any file). */
  readerUid: string;
  isAgency: boolean;
  onOpen: (file: SharedFile) => void;
  /** Files cannot be read or written: no downloads, no deletes. */
  storageUnavailable?: boolean;
  /** Extra words about each file for the agency (whose it is). */
  describe?: (file: SharedFile) => string | null;
  label: string;
}

/** May this reader delete this file: the agency any, a client their own uploads (not the agency's deliverables). */
export const canDelete = (file: SharedFile, readerUid: string, isAgency: boolean) =>
  isAgency || (file.uploadedBy === readerUid && !file.deliverable);

/** Files, one row each (the newest version of each): name, size, who and when, version and approval. */
export function FileList({
  files,
  readerUid,
  isAgency,
  onOpen,
  storageUnavailable = false,
  describe,
  label,
}: FileListProps) {
  const db = useFirestore();
  const storage = useStorage();
  const [deleting, setDeleting] = useState<SharedFile | null>(null);
  const [pending, setPending] = useState(false);

  const download = async (file: SharedFile) => {
    try {
      await downloadFile(storage, file);
    } catch (error) {
      notify.error(`Could not download ${file.title}`, firebaseErrorMessage(error));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      await deleteFile(db, deleting.id, readerUid);
      notify.success(`${deleting.title} deleted`);
      setDeleting(null);
    } catch (error) {
      notify.error(`Could not delete ${deleting.title}`, firebaseErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <List aria-label={label} disablePadding>
        {files.map((file) => {
          const extra = describe?.(file);
          return (
            <ListItem
              key={file.id}
              divider
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
              aria-label={file.title}
            >
              <InsertDriveFileIcon color="action" sx={{ mt: 0.25 }} aria-hidden />
              <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(file)}
                  sx={{ textAlign: 'left', fontWeight: 500, wordBreak: 'break-word' }}
                >
                  {file.title}
                </Link>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  {/* A version may be a file of another name: the title stays, the file is named here. */}
                  {file.name !== file.title && `${file.name} · `}
                  {formatBytes(file.size)} · {uploaderLabel(file, readerUid)}
                  {file.createdAt && (
                    <>
                      {' · '}
                      <When date={file.createdAt} format="recent" />
                    </>
                  )}
                  {extra && ` · ${extra}`}
                </Typography>
                {(file.version > 1 || file.approval) && (
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                    {file.version > 1 && <Chip size="small" label={`Version ${file.version}`} variant="outlined" />}
                    {file.approval && <ApprovalChip status={file.approval.status} />}
                  </Stack>
                )}
              </Stack>
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                <Tooltip title="Download">
                  <span>
                    <IconButton
                      aria-label={`Download ${file.title}`}
                      onClick={() => void download(file)}
                      disabled={storageUnavailable}
                    >
                      <DownloadIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                {canDelete(file, readerUid, isAgency) && (
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${file.title}`} onClick={() => setDeleting(file)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? 'this file'}?`}
        body={
          deleting && deleting.version > 1
            ? `This deletes version ${deleting.version} for everyone; earlier versions stay. It cannot be undone.`
            : 'This deletes the file for everyone. It cannot be undone.'
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={pending}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
