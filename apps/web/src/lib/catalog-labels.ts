import type { TFunction } from '../i18n/translator';
import { CATEGORIES, PAYMENT_TERMS, UNITS } from '@app/shared/constants';

/** Display names of catalogue values in the UI language (the API carries ids and English unit names). */

export function categoryName(t: TFunction, id: string): string {
  return CATEGORIES.some((c) => c.id === id) ? t(`catalog:categories.${id}`) : id;
}

export function unitName(t: TFunction, unit: string): string {
  return (UNITS as readonly string[]).includes(unit) ? t(`catalog:units.${unit}`) : unit;
}

export function paymentTermsName(t: TFunction, id: string): string {
  return PAYMENT_TERMS.some((p) => p.id === id) ? t(`catalog:paymentTerms.${id}`) : id;
}
