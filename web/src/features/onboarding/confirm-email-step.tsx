import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sendEmailVerification, type User } from 'firebase/auth';
import { useState } from 'react';

import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

/** Where the confirmation link brings them back to: onboarding, which carries on from the saved answers. */
export const backToOnboarding = () => ({ url: new URL(paths.client.onboarding.getHref(), location.origin).href });

interface ConfirmEmailStepProps {
  user: User;
  /** True while the answers are being sent, once the address is confirmed. */
  finishing: boolean;
  /** "I have confirmed it": checks with Auth and carries on, or says it is not confirmed yet. */
  onConfirmed: () => Promise<void>;
  /** A new link is on its way: what the page said about the old one (not confirmed yet, say) is out of date. */
  onResent: () => void;
  onBack: () => void;
}

/**
 * The extra step for a password sign-up: the client role waits until the address is confirmed (an emailed
 * sign-in link confirms it by itself). The page also carries on by itself when the person comes back to it.
 */
export function ConfirmEmailStep({ user, finishing, onConfirmed, onResent, onBack }: ConfirmEmailStepProps) {
  const [checking, setChecking] = useState(false);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  // The buttons stay enabled while busy (a press is ignored instead): disabling the pressed button would drop
  // keyboard focus to the top of the page just as the answer is announced.
  const busy = checking || finishing || resend === 'sending';

  const confirmed = async () => {
    if (busy) return;
    setChecking(true);
    try {
      await onConfirmed();
    } finally {
      setChecking(false);
    }
  };

  const sendAgain = async () => {
    if (busy) return;
    setResend('sending');
    try {
      await sendEmailVerification(user, backToOnboarding());
      setResend('sent');
      onResent();
    } catch (error) {
      setResend({ error: firebaseErrorMessage(error, 'sending an email') });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>
        We have emailed a confirmation link to <strong>{user.email}</strong>. Open it, then come back to this page: your
        answers are kept, and we finish setting up your portal as soon as the address is confirmed.
      </Typography>
      {finishing && (
        <Alert severity="info" role="status">
          Your email address is confirmed. Setting up your portal...
        </Alert>
      )}
      {resend === 'sent' && (
        <Alert severity="success" role="status">
          We have sent a new link to {user.email}. It can take a minute to arrive; check your spam or junk folder too.
        </Alert>
      )}
      {typeof resend === 'object' && (
        <Alert severity="error" role="alert">
          {resend.error}
        </Alert>
      )}
      {/* On a phone the buttons stack in the order the keyboard reaches them. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={finishing}>
          Back
        </Button>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => void sendAgain()}>
            {resend === 'sending' ? 'Sending...' : 'Resend the email'}
          </Button>
          <Button variant="contained" onClick={() => void confirmed()}>
            {checking || finishing ? 'Checking...' : 'I have confirmed it'}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
