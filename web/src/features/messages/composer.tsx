import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import { ACCEPTED_EXTENSIONS, FILE_RULES_TEXT, MESSAGE_LIMITS, messageBodyProblem } from '@agency/common';

import { useSession } from '@/lib/auth/session';
import { deleteFile } from '@/lib/firestore/files';
import { type Upload, type UploadTarget, useUploads } from '@/lib/storage/uploads';

interface ComposerProps {
  onSend: (body: string, fileIds: readonly string[]) => void;
  disabled?: boolean;
  /** Where attached files are stored (the thread's client and project); null when files cannot be attached. */
  attachTo: UploadTarget | null;
}

/** What the field says under it: how to send, and near the limit how much is left (or how much is over). */
function helperOf(length: number): { text: string; error: boolean } {
  const left = MESSAGE_LIMITS.body - length;
  const characters = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;
  if (left < 0) return { text: `${characters(-left)} over the ${MESSAGE_LIMITS.body}-character limit`, error: true };
  if (length >= MESSAGE_LIMITS.counterFrom) return { text: `${characters(left)} left`, error: false };
  return { text: 'Enter sends; Shift+Enter starts a new line.', error: false };
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. Nothing empty (or only spaces) and nothing over
 * the limit can be sent; the count shows as the limit nears. The field empties as soon as the message is handed
 * over: the conversation shows it as sending, and keeps its text if it fails.
 */
export function Composer({ onSend, disabled = false, attachTo }: ComposerProps) {
  const [body, setBody] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const db = useFirestore();
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const { uploads, start, cancel, clearFinished } = useUploads();
  const [detached, setDetached] = useState<ReadonlySet<string>>(new Set());
  const attached = uploads.filter((upload) => !detached.has(upload.key));
  const waiting = attached.some((upload) => upload.status === 'uploading' || upload.status === 'checking');
  const fileIds = attached.flatMap((upload) => (upload.status === 'done' && upload.fileId ? [upload.fileId] : []));
  // Files alone can go: their names are the message.
  const sharedNames = attached.filter((upload) => upload.status === 'done').map((upload) => upload.name);
  const text = body.trim() || !fileIds.length ? body : `Shared ${sharedNames.join(', ')}`;
  const problem = messageBodyProblem(text);
  const helper = helperOf(body.length);
  const submit = () => {
    if (problem || disabled || waiting) return;
    onSend(text, fileIds);
    setBody('');
    clearFinished();
    setDetached(new Set());
  };
  // Taking a file off an unsent message takes it away altogether: it was only uploaded to go with this message.
  const detach = (upload: Upload) => {
    cancel(upload.key);
    if (upload.status === 'done' && upload.fileId) void deleteFile(db, upload.fileId, uid).catch(() => undefined);
    setDetached((before) => new Set(before).add(upload.key));
  };
  const tooMany = attached.length >= MESSAGE_LIMITS.fileIds;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter while an input method is composing a character belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {attachTo && (
          <>
            <Tooltip title={tooMany ? `At most ${MESSAGE_LIMITS.fileIds} files per message` : FILE_RULES_TEXT}>
              <span>
                <IconButton
                  aria-label="Attach files"
                  onClick={() => picker.current?.click()}
                  disabled={disabled || tooMany}
                  sx={{ mt: 1 }}
                >
                  <AttachFileIcon />
                </IconButton>
              </span>
            </Tooltip>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              accept={ACCEPTED_EXTENSIONS.join(',')}
              data-testid="attach-input"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])].slice(0, MESSAGE_LIMITS.fileIds - attached.length);
                if (chosen.length) start(chosen, attachTo);
                event.target.value = '';
              }}
            />
          </>
        )}
        <TextField
          label="Message"
          placeholder="Write a message"
          multiline
          minRows={1}
          maxRows={8}
          fullWidth
          sx={{ flex: 1, minWidth: 0 }}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          error={helper.error}
          helperText={helper.text}
          disabled={disabled}
          // The field's own helper text is its description; polite, so the count is heard as the limit nears.
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Send message"
          disabled={Boolean(problem) || disabled || waiting}
          sx={{ mt: 1 }}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      {attached.length > 0 && (
        <Stack component="ul" aria-label="Attached files" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
          {attached.map((upload) => (
            <li key={upload.key}>
              <Chip
                size="small"
                variant="outlined"
                color={upload.status === 'failed' ? 'error' : 'default'}
                label={
                  upload.status === 'done' || upload.status === 'failed'
                    ? upload.name
                    : `${upload.name}: ${upload.status === 'uploading' ? `${Math.round(upload.progress * 100)}%` : 'checking...'}`
                }
                onDelete={() => detach(upload)}
                sx={{ maxWidth: 1 }}
              />
              {upload.status === 'failed' && (
                <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', px: 0.5 }}>
                  {upload.name} {upload.error ?? 'was not uploaded'}.
                </Typography>
              )}
            </li>
          ))}
          {waiting && (
            <Typography component="li" variant="caption" color="textSecondary" role="status">
              Sending is possible once the files are uploaded.
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
