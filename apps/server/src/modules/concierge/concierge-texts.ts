/**
 * What the concierge says around its tools and retrieved passages, in every language: the catalogues
 * `src/i18n/<lang>/concierge.json`, rendered by lib/i18n-texts.ts. Values in {{braces}} are filled by the service
 * (amounts from the shared fee function, order data from the orders service).
 *
 * A few texts to know: `unknown` is said below the confidence threshold (the concierge does not know, and offers a
 * person; the web shows a button under it), `unknownWhatsapp` is the same on WhatsApp (the word to send to reach a
 * person); `feeCapped` is a fee a little under the tier's rate (a larger order never costs less in total);
 * `feeBankTransfer` says that above the card/wallet maximum the order is paid by bank transfer.
 */
import type { Language } from '@app/shared/constants';
import { CONCIERGE_CATALOGUES, interpolate, type ConciergeCatalogue, type TextValues } from '../../lib/i18n-texts.ts';

export type ConciergeTexts = ConciergeCatalogue;

export const TEXTS: Record<Language, ConciergeTexts> = CONCIERGE_CATALOGUES;

/** Fills a text's `{{placeholders}}`; a placeholder without a value is left as written. */
export function fill(template: string, values: TextValues): string {
  return interpolate(template, values);
}
