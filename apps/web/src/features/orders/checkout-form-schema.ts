/** The checkout form's checks: the contact details and the delivery address, with messages in the reader's language. */
import type { TFunction } from '../../i18n/translator';
import { z } from 'zod';
import { shippingAddressFormSchema } from './address-form';

export function checkoutFormSchema(t: TFunction, lang: string) {
  return z.object({
    contact: z.object({
      name: z.string().trim().min(1, t('validation.nameRequired')).max(120, t('validation.tooLong')),
      email: z
        .string()
        .trim()
        .min(1, t('validation.emailRequired'))
        .pipe(z.email(t('validation.emailInvalid')).max(254, t('validation.tooLong'))),
      phone: z
        .string()
        .trim()
        .min(1, t('validation.phoneRequired'))
        .regex(/^\+?[0-9 ()-]{6,32}$/, t('validation.phoneInvalid')),
      company: z.string().trim().max(160, t('validation.tooLong')),
    }),
    shipping: shippingAddressFormSchema(t, lang),
  });
}
