import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

import { ACCEPTED_EXTENSIONS, FILE_RULES_TEXT } from '@agency/common';

import { formatBytes } from '@/lib/format-bytes';
import type { Upload } from '@/lib/storage/uploads';

interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  uploads: readonly Upload[];
  onCancel: (key: string) => void;
  onClearFinished: () => void;
  /** Why nothing can be uploaded yet (a choice to make first), shown instead of accepting files. */
  blockedBecause?: string | null;
  /** The button's words. */
  label?: string;
  /** Choices above the drop area (which client, which project). */
  children?: ReactNode;
}

/**
 * Where files go up: a button (the keyboard's and the phone's way) and a drop area around it, with the limits
 * said before anything is chosen, and each file's progress, cancel and outcome below.
 */
export function UploadZone({
  onFiles,
  uploads,
  onCancel,
  onClearFinished,
  blockedBecause = null,
  label = 'Choose files',
  children,
}: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const [dragging, setDragging] = useState(false);
  const blocked = Boolean(blockedBecause);
  const take = (list: FileList | null) => {
    if (list?.length && !blocked) onFiles([...list]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const finished = uploads.some((upload) => upload.status === 'done' || upload.status === 'failed');
  return (
    <Stack spacing={2}>
      {children}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<CloudUploadIcon />}
            onClick={() => input.current?.click()}
            disabled={blocked}
            aria-describedby={rulesId}
          >
            {label}
          </Button>
          <Typography variant="body2" color="textSecondary">
            {blocked ? blockedBecause : 'or drop files here'}
          </Typography>
          <Typography variant="body2" color="textSecondary" id={rulesId}>
            {FILE_RULES_TEXT}
          </Typography>
        </Stack>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPTED_EXTENSIONS.join(',')}
          data-testid="file-input"
          onChange={(event) => {
            take(event.target.files);
            // The same file can be chosen again after a failure.
            event.target.value = '';
          }}
        />
      </Box>
      {uploads.length > 0 && (
        <Box>
          <List aria-label="Uploads" dense disablePadding>
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} onCancel={() => onCancel(upload.key)} />
            ))}
          </List>
          {finished && (
            <Button size="small" onClick={onClearFinished}>
              Clear finished
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
}

const STATUS_TEXT: Record<Upload['status'], string> = {
  uploading: 'Uploading',
  checking: 'Checking...',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

function UploadRow({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
  const percent = Math.round(upload.progress * 100);
  return (
    <ListItem
      disableGutters
      aria-label={upload.name}
      secondaryAction={
        upload.status === 'uploading' && (
          <IconButton edge="end" aria-label={`Cancel uploading ${upload.name}`} onClick={onCancel}>
            <CloseIcon />
          </IconButton>
        )
      }
    >
      <Stack spacing={0.5} sx={{ width: '100%', pr: upload.status === 'uploading' ? 6 : 0, minWidth: 0 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', columnGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {upload.name}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
            {formatBytes(upload.size)} · {STATUS_TEXT[upload.status]}
            {upload.status === 'uploading' && ` ${percent}%`}
          </Typography>
        </Stack>
        {upload.status === 'failed' ? (
          <Alert severity="error" role="alert" sx={{ py: 0 }}>
            {upload.name} {upload.error}.
          </Alert>
        ) : (
          <LinearProgress
            variant={upload.status === 'checking' ? 'indeterminate' : 'determinate'}
            value={upload.status === 'done' ? 100 : percent}
            color={upload.status === 'done' ? 'success' : 'primary'}
            aria-label={`Upload of ${upload.name}`}
          />
        )}
      </Stack>
    </ListItem>
  );
}
