import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';

import { safeFileName } from '@agency/common';

import type { SharedFile } from '@/lib/firestore/files';

/** Files chosen for upload, and the client's files (newest versions) that some of them are named as. */
export interface VersionQuestion {
  files: readonly File[];
  /** By the name a chosen file is stored under. */
  matches: ReadonlyMap<string, SharedFile>;
}

/** What to upload: each file, as the next version of a file of the client's, or (null) as a file of its own. */
export type UploadPlan = { file: File; versionOf: SharedFile | null }[];

interface VersionChoiceDialogProps {
  question: VersionQuestion | null;
  onUpload: (plan: UploadPlan) => void;
  onCancel: () => void;
}

/**
 * Asks what a file whose name a client's file already has is: its next version (the choice made for you: that
 * is nearly always what it is), or a file of its own. Files that match nothing go as files of their own.
 */
export function VersionChoiceDialog({ question, onUpload, onCancel }: VersionChoiceDialogProps) {
  const titleId = useId();
  // The last question stays on screen while the dialog closes; each new one starts from the defaults.
  const [shown, setShown] = useState({ question, round: 0 });
  if (question && question !== shown.question) setShown({ question, round: shown.round + 1 });
  return (
    <Dialog open={question !== null} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Upload as a new version?</DialogTitle>
      {shown.question && (
        <Choices key={shown.round} question={shown.question} onUpload={onUpload} onCancel={onCancel} />
      )}
    </Dialog>
  );
}

function Choices({
  question,
  onUpload,
  onCancel,
}: { question: VersionQuestion } & Omit<VersionChoiceDialogProps, 'question'>) {
  const asked = question.files.filter((file) => question.matches.has(safeFileName(file.name)));
  const [separate, setSeparate] = useState<ReadonlySet<File>>(new Set());
  const upload = () =>
    onUpload(
      question.files.map((file) => ({
        file,
        versionOf: separate.has(file) ? null : (question.matches.get(safeFileName(file.name)) ?? null),
      })),
    );
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {asked.length === 1
            ? 'This client already has a file of this name.'
            : 'This client already has files of these names.'}{' '}
          A new version keeps the file’s title and history; a separate file starts its own.
        </DialogContentText>
        <Stack spacing={2}>
          {asked.map((file) => (
            <Choice
              key={`${file.name}-${question.files.indexOf(file)}`}
              file={file}
              newest={question.matches.get(safeFileName(file.name))!}
              separate={separate.has(file)}
              onChange={(apart) =>
                setSeparate((before) => {
                  const next = new Set(before);
                  if (apart) next.add(file);
                  else next.delete(file);
                  return next;
                })
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={upload}>
          Upload
        </Button>
      </DialogActions>
    </>
  );
}

function Choice({
  file,
  newest,
  separate,
  onChange,
}: {
  file: File;
  newest: SharedFile;
  separate: boolean;
  onChange: (separate: boolean) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ overflowWrap: 'anywhere' }}>
        {safeFileName(file.name)}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={separate ? 'separate' : 'version'}
        onChange={(event) => onChange(event.target.value === 'separate')}
      >
        <FormControlLabel
          value="version"
          control={<Radio />}
          label={`Version ${newest.version + 1} of “${newest.title}”${newest.deliverable ? ', for the client to approve' : ''}`}
          sx={{ overflowWrap: 'anywhere' }}
        />
        <FormControlLabel value="separate" control={<Radio />} label="A separate file" />
      </RadioGroup>
    </FormControl>
  );
}
