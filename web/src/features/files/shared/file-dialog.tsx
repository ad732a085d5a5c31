import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';

import { formatRecent, isPreviewable } from '@agency/common';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { When } from '@/components/when';
import { nextVersionOf, type SharedFile } from '@/lib/firestore/files';
import { formatBytes } from '@/lib/format-bytes';
import { STORAGE_UNAVAILABLE, useStorageState } from '@/lib/storage/availability';
import { useUploads } from '@/lib/storage/uploads';

import { ApprovalChip, uploaderLabel, useFileUrl } from './file-parts';
import { UploadZone } from './upload-zone';
import { useDecision, useRevokeLinks, useShownFile, useVersionHistory } from './use-file-dialog-flow';

interface FileDialogProps {
  /** The version to open; null when closed. */
  fileId: string | null;
  readerUid: string;
  isAgency: boolean;
  onClose: () => void;
}

/**
 * One file: a preview (images and PDF), download, its facts, and every version with its decision. A client
 * decides on the newest version of a deliverable here; the agency uploads the next version here.
 */
export function FileDialog({ fileId, readerUid, isAgency, onClose }: FileDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // Which version shows: the one asked for, until another in its history is chosen.
  const { live, choose } = useShownFile(fileId);
  // Kept here, above the version shown, so an upload of the next version survives the view turning to it.
  const newVersion = useUploads(choose);
  const file = live.status === 'ready' ? live.data : null;
  return (
    <Dialog
      open={fileId !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {file?.title ?? (live.status === 'loading' ? 'File' : 'File not found')}
      </DialogTitle>
      <DialogContent dividers>
        {live.status === 'loading' && <CircularProgress aria-label="Loading the file" />}
        {(live.status === 'missing' || live.status === 'error') && (
          <Alert severity="info">
            This file is not available: it may have been deleted, or it is not shared with you.
          </Alert>
        )}
        {file && (
          <FileDetails
            file={file}
            readerUid={readerUid}
            isAgency={isAgency}
            onChooseVersion={choose}
            newVersion={newVersion}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

interface DetailsProps {
  file: SharedFile;
  readerUid: string;
  isAgency: boolean;
  onChooseVersion: (id: string) => void;
  newVersion: ReturnType<typeof useUploads>;
}

function FileDetails({ file, readerUid, isAgency, onChooseVersion, newVersion }: DetailsProps) {
  const storageState = useStorageState();
  const { history, more, showOlder, download } = useVersionHistory(file);
  const newest = history[0];
  const isNewest = !newest || newest.id === file.id;
  return (
    <Stack spacing={3}>
      {storageState === 'unavailable' && <Alert severity="warning">{STORAGE_UNAVAILABLE}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          Version {file.version} · {file.name !== file.title && `${file.name} · `}
          {formatBytes(file.size)} · uploaded by {uploaderLabel(file, readerUid).replace(/^You$/, 'you')}
          {file.createdAt && (
            <>
              {' '}
              <When date={file.createdAt} format="recent" inSentence />
            </>
          )}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexShrink: 0, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <Button variant="outlined" onClick={download} disabled={storageState !== 'available'}>
            Download
          </Button>
          {isAgency && <RevokeLinks file={file} />}
        </Stack>
      </Stack>
      {!isNewest && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onChooseVersion(newest.id)}>
              Open version {newest.version}
            </Button>
          }
        >
          This is version {file.version}; version {newest.version} is newer.
        </Alert>
      )}
      {file.deliverable && file.approval && (
        <Decision file={file} canDecide={!isAgency && isNewest && file.approval.status === 'pending'} />
      )}
      {storageState === 'available' && isPreviewable(file.contentType) && <Preview file={file} />}
      {isAgency &&
        storageState === 'available' &&
        (isNewest || newVersion.uploads.some((upload) => upload.status !== 'done')) && (
          <NewVersion file={newest ?? file} uploads={newVersion} />
        )}
      {history.length > 1 && (
        <History
          versions={history}
          shownId={file.id}
          readerUid={readerUid}
          onChoose={onChooseVersion}
          onShowOlder={more ? showOlder : null}
        />
      )}
    </Stack>
  );
}

/**
 * The agency takes away every public link of this file (a download link, which works without signing in; a
 * function does it, and logs it): whoever holds one is refused from then on; people who can sign in still read the
 * file here. It cannot be undone, so it asks first, as deleting a file does.
 */
function RevokeLinks({ file }: { file: SharedFile }) {
  const { state, ask, cancel, revoke } = useRevokeLinks(file);
  const pending = state.step === 'revoking';
  return (
    <>
      <Button variant="outlined" color="inherit" onClick={ask} disabled={pending}>
        Revoke public links
      </Button>
      <ConfirmDialog
        open={state.step !== 'idle'}
        title={`Revoke the public links of ${file.name}?`}
        body="Anyone holding a download link to this file is refused from then on, signed in or not. People who can sign in still open it here. It cannot be undone."
        confirmLabel="Revoke links"
        pendingLabel="Revoking..."
        pending={pending}
        destructive
        onConfirm={revoke}
        onCancel={cancel}
      />
    </>
  );
}

/**
 * An image shown as itself; a PDF in the browser's own viewer. Read through storage.rules, never a public link. Its
 * place is the viewer's size from the start: were it to grow when the address arrives, what sits below it (the
 * "Upload a new version" button) would move under a finger or pointer already on its way, and the tap would land
 * in the viewer.
 */
function Preview({ file }: { file: SharedFile }) {
  const { url, error } = useFileUrl(file);
  const frame = useRef<HTMLIFrameElement>(null);
  useFocusKeptFromViewer(frame);
  if (error) return <Alert severity="error">The preview could not be loaded. Try downloading the file.</Alert>;
  return (
    <Box
      data-testid="preview-stage"
      // A phone's share of the screen, a fixed height from a tablet up.
      sx={(theme) => ({
        height: '45vh',
        [theme.breakpoints.up('sm')]: { height: 480 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: 1,
        borderColor: 'divider',
      })}
    >
      {!url ? (
        <CircularProgress aria-label="Loading the preview" />
      ) : file.contentType === 'application/pdf' ? (
        <Box
          component="iframe"
          ref={frame}
          // The viewer's own thumbnails say nothing here; its title is the file's name (useFileUrl gives it one).
          src={`${url}#navpanes=0&view=FitH`}
          title={`Preview of ${file.name}`}
          sx={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        />
      ) : (
        <Box
          component="img"
          src={url}
          alt={`Preview of ${file.name}`}
          // Centred in its place at its own size at most: a stretched image (a 200 px logo drawn 850 px wide) is not
          // the file the client will get.
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      )}
    </Box>
  );
}

/**
 * Chromium's PDF viewer takes the focus once it has loaded the file, from wherever the dialog had put it, and from
 * inside the viewer Escape no longer closes the dialog. The first time the focus goes into the viewer, unless by a
 * Tab, it is given back to what had it; a keyboard user who Tabs into the viewer goes in, and anyone who enters it
 * afterwards stays.
 */
function useFocusKeptFromViewer(frame: RefObject<HTMLIFrameElement | null>) {
  useEffect(() => {
    let armed = true;
    let tabbing = false;
    let before: Element | null = document.activeElement;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== frame.current) before = event.target as Element;
      giveBack();
    };
    const onKey = (event: KeyboardEvent) => {
      tabbing = event.type === 'keydown' && event.key === 'Tab';
    };
    function giveBack() {
      if (!armed || document.activeElement !== frame.current) return;
      armed = false;
      if (!tabbing && before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    }
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('keyup', onKey, true);
    // Focus going into a frame blurs this window (the frame element may not get a focus event of its own).
    window.addEventListener('blur', giveBack);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('keyup', onKey, true);
      window.removeEventListener('blur', giveBack);
    };
  }, [frame]);
}

const decisionText = (file: SharedFile) => {
  const approval = file.approval;
  if (!approval || approval.status === 'pending') return null;
  const verb = approval.status === 'approved' ? 'Approved' : 'Changes requested';
  return `${verb}${approval.at ? ` ${formatRecent(approval.at, new Date(), true)}` : ''}`;
};

/** Where the client approves this version or asks for changes (with a comment); anyone sees the outcome. */
function Decision({ file, canDecide }: { file: SharedFile; canDecide: boolean }) {
  const { state, commentField, type, decide } = useDecision(file);
  const sending = state.step === 'sending' ? state.verdict : null;
  const commentError = state.step === 'writing' ? state.error : null;
  const approval = file.approval!;
  return (
    <Box component="section" aria-label="Approval">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          Approval of version {file.version}
        </Typography>
        <ApprovalChip status={approval.status} />
      </Stack>
      {approval.status !== 'pending' && (
        <Typography color="textSecondary">
          {decisionText(file)}
          {approval.comment && <>: “{approval.comment}”</>}
        </Typography>
      )}
      {approval.status === 'pending' && !canDecide && (
        <Typography color="textSecondary">
          Waiting for the client to approve this version or ask for changes.
        </Typography>
      )}
      {canDecide && (
        <Stack spacing={2}>
          <Typography color="textSecondary">
            Look over this version, then approve it or tell us what to change. Your decision applies to version{' '}
            {file.version} only.
          </Typography>
          <TextField
            // A short label: an outlined field's label never wraps, so a long one is cut on a phone.
            label="Comment"
            inputRef={commentField}
            multiline
            minRows={2}
            value={state.comment}
            onChange={(event) => type(event.target.value)}
            error={Boolean(commentError)}
            helperText={commentError ?? 'Needed when you ask for changes'}
            disabled={sending !== null}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" color="success" disabled={sending !== null} onClick={() => decide('approved')}>
              {sending === 'approved' ? 'Approving...' : `Approve version ${file.version}`}
            </Button>
            <Button variant="outlined" disabled={sending !== null} onClick={() => decide('changes-requested')}>
              {sending === 'changes-requested' ? 'Sending...' : 'Request changes'}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

/** The agency uploads the next version of this file: the history keeps every earlier one. */
function NewVersion({ file, uploads: transfer }: { file: SharedFile; uploads: ReturnType<typeof useUploads> }) {
  const { uploads, start, cancel, clearFinished } = transfer;
  const [open, setOpen] = useState(false);
  // A finished upload has turned the dialog to its version: offer the next one afresh.
  if (!uploads.some((upload) => upload.status !== 'done') && (!open || uploads.length > 0)) {
    return (
      <div>
        <Button
          variant="outlined"
          onClick={() => {
            clearFinished();
            setOpen(true);
          }}
        >
          Upload a new version
        </Button>
      </div>
    );
  }
  return (
    <Box component="section" aria-label="New version">
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Version {file.version + 1}
        {file.deliverable && ' (the client will be asked to approve it)'}
      </Typography>
      <UploadZone
        label="Choose the new version"
        uploads={uploads}
        onCancel={cancel}
        onClearFinished={clearFinished}
        onFiles={(chosen) => start(chosen.slice(0, 1), nextVersionOf(file))}
      />
    </Box>
  );
}

function History({
  versions,
  shownId,
  readerUid,
  onChoose,
  onShowOlder,
}: {
  versions: readonly SharedFile[];
  shownId: string;
  readerUid: string;
  onChoose: (id: string) => void;
  /** Reads the next older versions; null when every version shows. */
  onShowOlder: (() => void) | null;
}) {
  return (
    <Box component="section" aria-label="Version history">
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        History
      </Typography>
      <List dense disablePadding>
        {versions.map((version) => (
          <ListItem key={version.id} disableGutters aria-label={`Version ${version.version}`}>
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                {version.id === shownId ? (
                  <Typography sx={{ fontWeight: 600 }}>Version {version.version} (shown)</Typography>
                ) : (
                  <Link component="button" type="button" onClick={() => onChoose(version.id)}>
                    Version {version.version}
                  </Link>
                )}
                {version.approval && <ApprovalChip status={version.approval.status} />}
              </Stack>
              <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                {version.name} · uploaded by {uploaderLabel(version, readerUid).replace(/^You$/, 'you')}
                {version.createdAt && ` ${formatRecent(version.createdAt, new Date(), true)}`}
                {decisionText(version) &&
                  ` · ${decisionText(version)} by ${version.approval?.by === readerUid ? 'you' : 'the client'}`}
                {version.approval?.comment && `: “${version.approval.comment}”`}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
      {onShowOlder && (
        <Button size="small" onClick={onShowOlder} sx={{ mt: 1 }}>
          Show older versions
        </Button>
      )}
    </Box>
  );
}
