import type { Language } from '@app/shared/constants';
import type { MessageTranslationDto } from '@app/shared/translation';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { readableMessage } from '../../messaging/messaging.service.ts';
import { detectLanguage } from '../detect-language.ts';
import { requireTranslator, translateTexts } from '../translation-steps.ts';
import { msg } from '@app/shared/error-messages';

/** One message of a thread, for its two parties and admins only (the thread's own access rule). */
export async function translateMessage(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
  messageId: string,
  target: Language,
): Promise<MessageTranslationDto> {
  const translator = requireTranslator(deps);
  const message = await readableMessage(deps.db, auth, conversationId, messageId);
  if (message.kind === 'system' || !message.body.trim()) {
    throw new AppError('VALIDATION_ERROR', msg('translation.noText'), {
      fields: { messageId: msg('translation.noText') },
    });
  }
  const source = detectLanguage(message.body);
  if (source === target) return { messageId: message.id, source, target, text: message.body, sameLanguage: true };
  const { texts, detected } = await translateTexts(deps, translator, [message.body], source, target);
  return { messageId: message.id, source: source ?? detected, target, text: texts[0] ?? '', sameLanguage: false };
}
