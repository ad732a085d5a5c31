import SendIcon from '@mui/icons-material/Send';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useState } from 'react';

import { MESSAGE_LIMITS, messageBodyProblem } from '@agency/common';

interface ComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
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
export function Composer({ onSend, disabled = false }: ComposerProps) {
  const [body, setBody] = useState('');
  const problem = messageBodyProblem(body);
  const helper = helperOf(body.length);
  const submit = () => {
    if (problem || disabled) return;
    onSend(body);
    setBody('');
  };
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
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Message"
        placeholder="Write a message"
        multiline
        minRows={1}
        maxRows={8}
        fullWidth
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
        disabled={Boolean(problem) || disabled}
        sx={{ mt: 1 }}
      >
        <SendIcon />
      </IconButton>
    </Stack>
  );
}
