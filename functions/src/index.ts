// Only re-exports: one exported function per file under src/<area>/.
export { completeOnboarding } from './accounts/complete-onboarding';
export { confirmLinkSignIn } from './accounts/confirm-link-sign-in';
export { inviteClient } from './accounts/invite-client';
export { onClientProfileUpdated } from './accounts/on-client-profile-updated';
export { setAccountDisabled } from './accounts/set-account-disabled';
export { setAdminRole } from './accounts/set-admin-role';
export { api } from './api/api';
export { decideDeliverable } from './files/decide-deliverable';
export { onFileDeleted } from './files/on-file-deleted';
export { onFileFinalized } from './files/on-file-finalized';
export { onMessageCreated } from './messages/on-message-created';
export { onMessageUpdated } from './messages/on-message-updated';
export { openThread } from './messages/open-thread';
export { dailyDigest } from './notifications/daily-digest';
export { archiveProject } from './projects/archive-project';
export { saveProject } from './projects/save-project';
