import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sendEmailVerification, type User, verifyBeforeUpdateEmail } from 'firebase/auth';
import { useState } from 'react';
import { object, string } from 'yup';

import { emailField } from '@agency/common';

import { EmailField } from '@/components/forms/email-field';
import { PasswordField } from '@/components/forms/password-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { ProfileSection } from './profile-section';
import { confirmPassword, hasPassword } from './reauthenticate';

const backToProfile = () => ({ url: new URL(paths.client.profile.getHref(), location.origin).href });

/** The sign-in email: whether it is verified, a new verification email, and changing it (verified first). */
export function EmailSection({ user }: { user: User }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const needsPassword = hasPassword(user);
  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: 'change-email',
    initialValues: { newEmail: '', currentPassword: '' },
    validationSchema: object({
      newEmail: emailField.test('different', 'That is already your email', (value) => value !== user.email),
      currentPassword: needsPassword ? string().required('Please enter your current password') : string(),
    }),
    onSubmit: async ({ newEmail, currentPassword }, helpers) => {
      try {
        if (needsPassword) await confirmPassword(user, currentPassword ?? '');
        const address = newEmail.trim().toLowerCase();
        await verifyBeforeUpdateEmail(user, address, backToProfile());
        setSentTo(address);
        helpers.resetForm();
      } catch (error) {
        notify.error('Your email was not changed', firebaseErrorMessage(error));
      }
    },
  });

  const sendVerification = async () => {
    try {
      await sendEmailVerification(user, backToProfile());
      notify.success('Verification email sent', `Open the link we sent to ${user.email} to verify it.`);
    } catch (error) {
      notify.error('The verification email was not sent', firebaseErrorMessage(error));
    }
  };

  return (
    <ProfileSection title="Sign-in email">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        {/* May shrink below a long address, which then wraps rather than widening a 320 px screen. */}
        <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{user.email}</Typography>
        {user.emailVerified ? (
          <Chip
            label="Verified"
            icon={<CheckCircleIcon />}
            color="success"
            variant="outlined"
            size="small"
            sx={{ color: 'text.primary' }}
          />
        ) : (
          <>
            <Chip
              label="Not verified"
              icon={<WarningIcon />}
              color="warning"
              variant="outlined"
              size="small"
              sx={{ color: 'text.primary' }}
            />
            <Button size="small" onClick={() => void sendVerification()}>
              Send verification email
            </Button>
          </>
        )}
      </Stack>
      {sentTo && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          We have sent a confirmation link to <strong>{sentTo}</strong>. Your sign-in email changes when you open it;
          until then, keep using {user.email}.
        </Alert>
      )}
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Change email">
        <Stack spacing={1}>
          <EmailField {...fieldProps('newEmail')} label="New email" autoComplete="email" />
          {needsPassword && (
            <PasswordField
              {...fieldProps('currentPassword')}
              label="Current password"
              autoComplete="current-password"
            />
          )}
          <Box>
            <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Sending...' : 'Change email'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
