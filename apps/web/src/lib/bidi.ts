/**
 * Bidirectional-text helpers. Text from users or the catalogue (names, descriptions, addresses) and figures such as
 * prices are isolated before they are put into a translated sentence, so a Latin name inside an Arabic sentence keeps
 * its own order ("Co." not ".Co") and "180.00 US$" does not turn into "$US 180.00". In JSX, prefer <bdi> (or
 * dir="auto" on a block of user text).
 */
import { RTL_LANGUAGES, type Language } from '@app/shared/constants';

/** First-strong isolate (FSI ... PDI): the text takes the direction of its first letter. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Left-to-right isolate (LRI ... PDI): figures, phone numbers and postal codes that must read left to right whatever
 * surrounds them. Empty text stays empty.
 */
export function isolateLtr(text: string): string {
  return text ? `\u2066${text}\u2069` : text;
}

/** Removes the isolates and direction marks these helpers and Intl add (for comparisons, input values, tests). */
export function stripBidi(text: string): string {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

export function isRtl(lang: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(lang.split('-')[0] as Language);
}
