import { formatCents } from '@app/shared/money';

/** A product price from its integer cents, in the UI language ("$12.50", "12,50 €"); never float maths on money. */
export function formatPrice(cents: number, currency: string, lang: string): string {
  try {
    return formatCents(cents, currency, lang);
  } catch {
    try {
      return formatCents(cents, currency, 'en-US');
    } catch {
      return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')} ${currency}`;
    }
  }
}
