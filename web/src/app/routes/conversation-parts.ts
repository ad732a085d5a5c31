import type { ConversationParts } from '@/features/messages/conversation';

/** What a conversation shows of the files feature: an attachment's dialog. Both areas' messages pages use it. */
export async function conversationParts(): Promise<ConversationParts> {
  const { FileDialog } = await import('@/features/files/shared/file-dialog');
  return { FileDialog };
}
