/**
 * The WhatsApp channel (Cloud API): phone links to accounts and incoming messages, one use case per file under
 * use-cases/; the signature check, payload parsing and Graph API sending are in whatsapp-steps.ts. Routes and tests
 * import them from here.
 */
export {
  assertWebhookConfigured,
  displayNumber,
  guessLanguage,
  sendWhatsappText,
  textMessagesOf,
  validSignature,
  whatsappSignature,
  WhatsappSendError,
  type IncomingText,
} from './whatsapp-steps.ts';
export { getLink } from './use-cases/get-link.ts';
export { handleIncomingText } from './use-cases/handle-incoming-text.ts';
export { removeLink } from './use-cases/remove-link.ts';
export { LINK_CODE_TTL_MINUTES, startLink } from './use-cases/start-link.ts';
