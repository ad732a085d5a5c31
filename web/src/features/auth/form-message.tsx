import Alert from '@mui/material/Alert';

export interface Message {
  severity: 'error' | 'success' | 'info';
  text: string;
}

/** A form's answer above its fields: errors interrupt a screen reader (`alert`), the rest wait their turn. */
export function FormMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 1 }}>
      {message.text}
    </Alert>
  );
}
