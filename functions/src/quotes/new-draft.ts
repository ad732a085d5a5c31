import { FieldValue } from 'firebase-admin/firestore';

/**
 * What every new draft starts with, whoever makes it (a fresh quote or a copy): no number, dates or answers yet,
 * made by `adminUid` now.
 */
export function newDraftFields(adminUid: string) {
  const now = FieldValue.serverTimestamp();
  return {
    number: null,
    status: 'draft',
    validUntil: null,
    sentAt: null,
    acceptance: null,
    declineReason: null,
    closedAt: null,
    invoiceId: null,
    createdBy: adminUid,
    createdAt: now,
    updatedAt: now,
  } as const;
}
