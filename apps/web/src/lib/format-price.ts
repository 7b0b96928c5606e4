import { formatMoney } from './format';

/** A product price from its integer cents, in the UI language ("$12.50", "12,50 €"); never float maths on money. */
export function formatPrice(cents: number, currency: string, lang: string): string {
  return formatMoney(cents, currency, lang);
}
