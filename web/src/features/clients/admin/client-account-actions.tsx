import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/components/toaster/notify';
import { setAccountDisabled, setAdminRole } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Client } from '@/lib/firestore/clients';

interface AccountAction {
  label: string;
  pendingLabel: string;
  title: string;
  body: string;
  done: string;
  destructive: boolean;
  run: () => Promise<unknown>;
}

/** The changes an administrator can make to an account, each confirmed first. */
function actionsFor(client: Client, isSelf: boolean): AccountAction[] {
  const name = client.name || client.email;
  const { uid } = client;
  const actions: AccountAction[] = [];
  // The functions refuse both for one's own account too; the buttons are simply not offered.
  if (!isSelf) {
    actions.push(
      client.status === 'disabled'
        ? {
            label: 'Enable account',
            pendingLabel: 'Enabling...',
            title: `Enable ${name}'s account?`,
            body: 'They will be able to sign in again.',
            done: 'Account enabled',
            destructive: false,
            run: () => setAccountDisabled({ uid, disabled: false }),
          }
        : {
            label: 'Disable account',
            pendingLabel: 'Disabling...',
            title: `Disable ${name}'s account?`,
            body: 'They will be signed out and cannot sign in again until the account is enabled. Nothing is deleted.',
            done: 'Account disabled',
            destructive: true,
            run: () => setAccountDisabled({ uid, disabled: true }),
          },
    );
  }
  if (client.role !== 'admin') {
    actions.push({
      label: 'Make admin',
      pendingLabel: 'Granting...',
      title: `Make ${name} an administrator?`,
      body: 'They will see every client and be able to change any account, yours included. They are signed out at once, and sign in again to the admin area to use it.',
      done: 'Admin role granted',
      destructive: false,
      run: () => setAdminRole({ uid, admin: true }),
    });
  } else if (!isSelf) {
    actions.push({
      label: 'Remove admin',
      pendingLabel: 'Removing...',
      title: `Remove ${name}'s admin role?`,
      body: 'They will be signed out at once and lose the admin area. Their client portal stays: they sign in again to use it.',
      done: 'Admin role removed',
      destructive: true,
      run: () => setAdminRole({ uid, admin: false }),
    });
  }
  return actions;
}

/**
 * Disable / Enable and Make admin / Remove admin, for the client on show. The buttons follow the client's live
 * status and role, which the functions mirror onto the profile once Auth has changed.
 */
export function ClientAccountActions({ client, selfUid }: { client: Client; selfUid: string | undefined }) {
  const isSelf = client.uid === selfUid;
  const actions = actionsFor(client, isSelf);
  // The action stays after its dialog closes, so the dialog keeps its words while it fades out.
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const ask = (action: AccountAction) => {
    setAsking(action);
    setOpen(true);
  };

  const confirm = async () => {
    if (!asking) return;
    setPending(true);
    try {
      await asking.run();
      notify.success(asking.done);
    } catch (error) {
      notify.error('The account was not changed', firebaseErrorMessage(error));
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      {isSelf && (
        <Typography variant="body2" color="textSecondary" sx={{ flexBasis: '100%', mb: 1 }}>
          This is your own account: another administrator must change its status or role.
        </Typography>
      )}
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="outlined"
          color={action.destructive ? 'error' : 'primary'}
          disabled={pending}
          onClick={() => ask(action)}
        >
          {pending && asking?.label === action.label ? action.pendingLabel : action.label}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        title={asking?.title ?? ''}
        body={asking?.body ?? ''}
        confirmLabel={asking?.label ?? ''}
        pendingLabel={asking?.pendingLabel ?? ''}
        destructive={asking?.destructive}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
