import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';

import { ACCOUNT_LIMITS, type InviteClientInput, inviteClientSchema } from '@agency/common';

import { DialogForm } from '@/components/dialog-form';
import { EmailField } from '@/components/forms/email-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { inviteClient } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

const EMPTY: InviteClientInput = { name: '', email: '', businessName: '' };

interface InviteClientDialogProps {
  open: boolean;
  onClose: () => void;
  /** The contact-form lead the client comes from: its name and email fill the form, and the lead is marked won. */
  lead?: { id: string; name: string; email: string };
  /** After the invitation is sent, with the new client's uid. */
  onInvited?: (uid: string) => void;
}

/**
 * Creates a client's account and emails them a sign-in link (the `inviteClient` function). A refusal (the email
 * is taken, say) is shown in the dialog and the entries stay, so the administrator can correct them. Shared by the
 * clients screen and the leads screen's "Convert to client".
 */
export function InviteClientDialog({ open, onClose, lead, onInvited }: InviteClientDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const leadName = lead?.name;
  const leadEmail = lead?.email;
  const initialValues = useMemo<InviteClientInput>(
    () => (leadName === undefined ? EMPTY : { ...EMPTY, name: leadName, email: leadEmail ?? '' }),
    [leadName, leadEmail],
  );
  const { formik, formRef, submit, fieldProps } = useForm<InviteClientInput>({
    idPrefix: 'invite-client',
    initialValues,
    enableReinitialize: true,
    validationSchema: inviteClientSchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        const input = inviteClientSchema.cast({ ...values, leadId: lead?.id }, { stripUnknown: true });
        const { uid } = await inviteClient(input);
        notify.success(`Invitation sent to ${input.email}`);
        helpers.resetForm({ values: initialValues });
        onInvited?.(uid);
        onClose();
      } catch (error) {
        setProblem(firebaseErrorMessage(error));
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    setProblem(null);
    formik.resetForm({ values: initialValues });
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{lead ? 'Convert to client' : 'Invite client'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We create their account and email them a link that signs them in; they then tell us about their business.
            {lead && ' The enquiry is marked won and linked to the new client.'}
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            {...fieldProps('name')}
            label="Name"
            autoComplete="off"
            margin="dense"
            autoFocus
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.name } }}
          />
          <EmailField {...fieldProps('email')} autoComplete="off" margin="dense" />
          <TextField
            {...fieldProps('businessName')}
            label="Business name (optional)"
            autoComplete="off"
            margin="dense"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.businessName } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Sending...' : 'Send invitation'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
