import { parseAmountToCents } from '@app/shared/money';
import { formatMoney } from '../../lib/money';

/** "$45.20" in the UI language, from a rate's decimal amount (parsed to cents, never float maths); else "USD 45.2". */
export function formatRate(rate: { amount: string; currency: string }, lang: string): string {
  const cents = parseAmountToCents(rate.amount);
  return cents === null ? `${rate.currency} ${rate.amount}` : formatMoney(cents, rate.currency, lang);
}
