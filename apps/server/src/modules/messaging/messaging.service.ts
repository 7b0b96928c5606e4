/**
 * The messaging module's public use cases, one per file under use-cases/ (the shared steps are in messaging-steps.ts,
 * the DTOs in message-dto.ts): routes and other modules import them from here.
 */
export { PRESENCE_TTL_MS, publish, roleIn, sniffAttachment, type ConversationRow } from './messaging-steps.ts';
export { activeInquiryCount } from './use-cases/active-inquiry-count.ts';
export { appendMessage } from './use-cases/append-message.ts';
export { attachmentFile } from './use-cases/attachment-file.ts';
export { attachToRfq } from './use-cases/attach-to-rfq.ts';
export { conversationOfParty } from './use-cases/conversation-of-party.ts';
export { copyRfqAttachments } from './use-cases/copy-rfq-attachments.ts';
export { createInquiry } from './use-cases/create-inquiry.ts';
export { findConversationForRead } from './use-cases/find-conversation-for-read.ts';
export { getConversation } from './use-cases/get-conversation.ts';
export { isUserConnected } from './use-cases/is-user-connected.ts';
export { listConversations } from './use-cases/list-conversations.ts';
export { lockConversationForUpdate } from './use-cases/lock-conversation-for-update.ts';
export { markRead } from './use-cases/mark-read.ts';
export { medianFirstResponseSeconds } from './use-cases/median-first-response-seconds.ts';
export { notifyRecipient } from './use-cases/notify-recipient.ts';
export { openRfqThread } from './use-cases/open-rfq-thread.ts';
export { readableMessage } from './use-cases/readable-message.ts';
export { rfqAttachmentFile } from './use-cases/rfq-attachment-file.ts';
export { rfqAttachments } from './use-cases/rfq-attachments.ts';
export { sendMessage } from './use-cases/send-message.ts';
export { setConversationStatus } from './use-cases/set-conversation-status.ts';
export { streamClosed } from './use-cases/stream-closed.ts';
export { streamHeartbeat } from './use-cases/stream-heartbeat.ts';
export { streamOpened } from './use-cases/stream-opened.ts';
export { unreadTotal } from './use-cases/unread-total.ts';
export { uploadAttachment } from './use-cases/upload-attachment.ts';
