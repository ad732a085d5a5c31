import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { updatePassword, type User } from 'firebase/auth';
import { object, string } from 'yup';

import { newPasswordSchema } from '@agency/common';

import { NEW_PASSWORD_HINT, PasswordField } from '@/components/forms/password-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { ProfileSection } from './profile-section';
import { confirmPassword, hasPassword } from './reauthenticate';

/** Changing the password after confirming the current one; a link-only account sets its first password here. */
export function PasswordSection({ user }: { user: User }) {
  const needsPassword = hasPassword(user);
  const { formik, formRef, submit, fieldProps } = useForm({
    idPrefix: 'change-password',
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validationSchema: newPasswordSchema.concat(
      object({ currentPassword: needsPassword ? string().required('Please enter your current password') : string() }),
    ),
    onSubmit: async ({ currentPassword, password }, helpers) => {
      try {
        if (needsPassword) await confirmPassword(user, currentPassword ?? '');
        await updatePassword(user, password);
        helpers.resetForm();
        notify.success('Password changed.');
      } catch (error) {
        notify.error('Your password was not changed', firebaseErrorMessage(error));
      }
    },
  });

  return (
    <ProfileSection
      title="Password"
      intro={
        needsPassword
          ? NEW_PASSWORD_HINT
          : `You sign in with emailed links. You can also set a password: ${NEW_PASSWORD_HINT.toLowerCase()}`
      }
    >
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Change password">
        <Stack spacing={1}>
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email ?? ''} readOnly hidden />
          {needsPassword && (
            <PasswordField
              {...fieldProps('currentPassword')}
              label="Current password"
              autoComplete="current-password"
            />
          )}
          <PasswordField {...fieldProps('password')} label="New password" autoComplete="new-password" />
          <PasswordField {...fieldProps('confirmPassword')} label="Confirm new password" autoComplete="new-password" />
          <Box>
            <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
