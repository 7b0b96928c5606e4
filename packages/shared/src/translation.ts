import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { contractMessage } from './error-messages.ts';

/** On-demand translation of listings and messages (a LibreTranslate-compatible service, when configured). */

export const translationLanguage = z.enum(LANGUAGES, contractMessage('translation.form.languageChoice'));

/** GET /api/translation/config: whether the Translate buttons are shown at all. */
export const translationConfigDto = z.object({
  enabled: z.boolean(),
  languages: z.array(translationLanguage),
});
export type TranslationConfigDto = z.infer<typeof translationConfigDto>;

/** GET /api/translation/products/:id: the listing's detected language (null when it cannot be told). */
export const productLanguageDto = z.object({
  productId: z.string(),
  enabled: z.boolean(),
  language: translationLanguage.nullable(),
});
export type ProductLanguageDto = z.infer<typeof productLanguageDto>;

export const translateInput = z.object({ target: translationLanguage });
export type TranslateInput = z.infer<typeof translateInput>;

/** POST /api/translation/products/:id */
export const productTranslationDto = z.object({
  productId: z.string(),
  /** The detected language of the listing, or null when it could not be told (the service detected it itself). */
  source: translationLanguage.nullable(),
  target: translationLanguage,
  name: z.string(),
  description: z.string(),
  specifications: z.string(),
  /** True when the listing is already in the target language: the texts are the original ones. */
  sameLanguage: z.boolean(),
});
export type ProductTranslationDto = z.infer<typeof productTranslationDto>;

/** POST /api/translation/conversations/:conversationId/messages/:messageId */
export const messageTranslationDto = z.object({
  messageId: z.string(),
  source: translationLanguage.nullable(),
  target: translationLanguage,
  text: z.string(),
  sameLanguage: z.boolean(),
});
export type MessageTranslationDto = z.infer<typeof messageTranslationDto>;

/** Longest text sent to the translation service in one piece (longer texts are cut at a sentence end). */
export const TRANSLATION_MAX_CHARS = 5000;
