import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';

/** Whether the account has a password at all (a link-only account has none to confirm). */
export const hasPassword = (user: User) => user.providerData.some((provider) => provider.providerId === 'password');

/** Firebase asks for a recent sign-in before sensitive changes; the current password proves it. */
export async function confirmPassword(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}
