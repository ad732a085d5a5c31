import { FirebaseError } from 'firebase/app';
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  sendEmailVerification,
  sendPasswordResetEmail,
  signOut,
  type User,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { useEffect, useReducer } from 'react';
import { useAuth } from 'reactfire';
import { object } from 'yup';

import { emailField, newPasswordSchema } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { paths } from '@/config/paths';
import { refreshSession } from '@/lib/auth/session';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { linkFlow, sendFlow, startWith } from './email-action-flow';
import type { Message } from './form-message';

/** Said whether or not an account uses the address, so the page cannot be used to find out which do. */
export const RESET_SENT =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

/** Asks for a reset link; `initial` is what shows above the form first. */
export function useResetRequest(initial: Message | null) {
  const auth = useAuth();
  const [state, dispatch] = useReducer(sendFlow, { step: 'idle', message: initial });
  const form = useForm({
    idPrefix: 'reset',
    initialValues: { email: '' },
    validationSchema: object({ email: emailField }),
    onSubmit: async ({ email }) => {
      dispatch({ type: 'sendStarted', clear: true });
      try {
        await sendPasswordResetEmail(auth, email.trim(), {
          url: new URL(paths.client.login.getHref(), location.origin).href,
        });
        dispatch({ type: 'answered', message: { severity: 'success', text: RESET_SENT } });
      } catch (error) {
        const unknownEmail = error instanceof FirebaseError && error.code === 'auth/user-not-found';
        dispatch({
          type: 'answered',
          message: unknownEmail
            ? { severity: 'success', text: RESET_SENT }
            : { severity: 'error', text: firebaseErrorMessage(error, 'sending an email') },
        });
      }
    },
  });
  return { ...form, message: state.message };
}

/** A reset link's code: checked first, then the new password set with it. */
export function usePasswordReset(code: string) {
  const auth = useAuth();
  const [state, dispatch] = useReducer(linkFlow, startWith('resetPassword'));

  useEffect(() => {
    verifyPasswordResetCode(auth, code).then(
      (email) => dispatch({ type: 'codeChecked', email }),
      (error: unknown) => dispatch({ type: 'refused', error: firebaseErrorMessage(error) }),
    );
  }, [auth, code]);

  const form = useForm({
    idPrefix: 'new-password',
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }) => {
      try {
        await confirmPasswordReset(auth, code, password);
        dispatch({ type: 'passwordChanged' });
      } catch (error) {
        dispatch({ type: 'refused', error: firebaseErrorMessage(error) });
      }
    },
  });
  return { ...form, state };
}

/** Any other link's code, applied at once; the signed-in session (if any) catches up after. */
export function useAppliedAction(code: string, mode: string) {
  const auth = useAuth();
  const [state, dispatch] = useReducer(linkFlow, startWith('apply'));
  useEffect(() => {
    checkActionCode(auth, code)
      .then(async ({ data }) => {
        await applyActionCode(auth, code);
        // The signed-in session (if any) catches up: a new verification state, or, after an email change, a
        // fresh sign-in with the address now on the account.
        await auth.authStateReady();
        const user = auth.currentUser;
        const here = Boolean(user?.email && user.email.toLowerCase() === data.email?.toLowerCase());
        if (user && mode === 'verifyEmail') await refreshSession(user).catch(() => signOut(auth));
        else if (user) await signOut(auth);
        return here;
      })
      .then(
        (here) => dispatch({ type: 'applied', here }),
        (error: unknown) => dispatch({ type: 'refused', error: firebaseErrorMessage(error) }),
      );
  }, [auth, code, mode]);
  return state;
}

/** Sends the signed-in account a new confirmation link; a press while one is on its way is ignored. */
export function useNewConfirmationLink() {
  const [state, dispatch] = useReducer(sendFlow, { step: 'idle', message: null });
  const send = async (user: User) => {
    if (state.step === 'sending') return;
    dispatch({ type: 'sendStarted', clear: false });
    try {
      await sendEmailVerification(user, {
        url: new URL(paths.client.onboarding.getHref(), location.origin).href,
      });
      dispatch({
        type: 'answered',
        message: {
          severity: 'success',
          text: `We have sent a new link to ${user.email}. It can take a minute to arrive; check your spam or junk folder too.`,
        },
      });
    } catch (error) {
      dispatch({
        type: 'answered',
        message: { severity: 'error', text: firebaseErrorMessage(error, 'sending an email') },
      });
    }
  };
  return { state, send: (user: User) => void send(user) };
}
