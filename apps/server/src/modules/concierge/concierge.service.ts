/**
 * The concierge's conversation use cases, one per file under use-cases/ (the shared steps are in
 * conversation-steps.ts, the reply itself in draft-reply.ts): routes, WhatsApp and the evaluation import them from
 * here. The knowledge base's use cases are in knowledge-base.service.ts.
 */
export { conversationAdminUrl, messageDto, type Channel } from './conversation-steps.ts';
export { ask } from './use-cases/ask.ts';
export { conversationForAdmin } from './use-cases/conversation-for-admin.ts';
export { escalate } from './use-cases/escalate.ts';
export { history } from './use-cases/history.ts';
