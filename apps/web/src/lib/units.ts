/**
 * Quantities with their unit, in the UI language's plural rules: "1 piece", "250 kg", "3 قطع" (Arabic few),
 * "kwalaye 5" (Hausa), and "per piece" / "par pièce" after a price. Every place that shows a unit with a number or
 * after "per" goes through here; the words live in the `common` catalogue (`units.quantity.<Unit>_<plural form>`,
 * `units.per.<Unit>`). The API carries the English unit ids of UNITS; anything else is shown as it came.
 */
import type { TFunction } from '../i18n/translator';
import { UNITS } from '@app/shared/constants';
import { isolate } from './bidi';

function known(unit: string): boolean {
  return (UNITS as readonly string[]).includes(unit);
}

/** "1 piece", "12 pieces", "250 kg": the number in the UI language's digits, the unit in the right plural form. */
export function formatQuantity(t: TFunction, quantity: number, unit: string): string {
  if (known(unit)) return t(`common:units.quantity.${unit}`, { count: quantity });
  return t('common:units.quantityOther', { count: quantity, unit: isolate(unit) });
}

/**
 * The unit word alone, in the form that goes with `quantity`: the label beside a quantity field ("[ 1 ] piece",
 * "[ 12 ] pieces", "[ 5 ] قطع"). It is the quantity phrase without its number.
 */
export function unitLabel(t: TFunction, quantity: number, unit: string): string {
  const phrase = formatQuantity(t, quantity, unit);
  const label = phrase
    .replace(/\d[\d.,\s\u00a0\u202f\u066b\u066c]*/u, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return label || unit;
}

/** "per piece", "par pièce", "لكل قطعة". */
export function perUnit(t: TFunction, unit: string): string {
  return known(unit) ? t(`common:units.per.${unit}`) : t('common:units.perOther', { unit: isolate(unit) });
}

/** "$12.50 per piece": an already formatted price followed by its unit. */
export function pricePerUnit(t: TFunction, price: string, unit: string): string {
  return t('common:units.pricePer', { price, per: perUnit(t, unit) });
}
