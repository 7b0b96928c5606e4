import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import { MapPin, UserRound, type LucideIcon } from 'lucide-react';
import { findCountry } from '@app/shared/countries';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { isolateLtr } from '../../../lib/bidi';
import { countryName } from '../../../lib/countries';
import type { CheckoutDetails } from '../checkout-details';
import { AddressFields } from './address-fields';

/** A checkout card's header: its icon and title. */
export function CheckoutCardHeader({ icon: Icon, title }: { icon: LucideIcon; title: ReactNode }) {
  return (
    <CardHeader
      title={
        <span className="inline-flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {title}
        </span>
      }
    />
  );
}

/** The buyer's contact details; the phone hint shows the delivery country's format. */
export function CheckoutContactCard({ form }: { form: UseFormReturn<CheckoutDetails> }) {
  const { t, i18n } = useTranslation('orders');
  const { errors } = form.formState;
  const deliveryCountry = findCountry(form.watch('shipping.country'));
  const phoneHint = deliveryCountry?.phoneExample
    ? t('address:hints.phoneExample', {
        country: countryName(deliveryCountry.code, i18n.language),
        example: isolateLtr(deliveryCountry.phoneExample),
      })
    : undefined;

  return (
    <Card>
      <CheckoutCardHeader icon={UserRound} title={t('checkout.contactTitle')} />
      <CardBody className="grid gap-5 sm:grid-cols-2">
        <Field label={t('fields.name')} error={errors.contact?.name?.message} required>
          <Input autoComplete="name" {...form.register('contact.name')} />
        </Field>
        <Field label={t('fields.email')} error={errors.contact?.email?.message} required>
          <Input
            type="email"
            autoComplete="email"
            dir="ltr"
            className="text-start"
            {...form.register('contact.email')}
          />
        </Field>
        <Field label={t('fields.phone')} error={errors.contact?.phone?.message} required hint={phoneHint}>
          <Input type="tel" autoComplete="tel" dir="ltr" className="text-start" {...form.register('contact.phone')} />
        </Field>
        <Field label={t('fields.company')} error={errors.contact?.company?.message} optional>
          <Input autoComplete="organization" {...form.register('contact.company')} />
        </Field>
      </CardBody>
    </Card>
  );
}

/** The delivery address, asked the way the chosen country writes addresses. */
export function CheckoutShippingCard({ form }: { form: UseFormReturn<CheckoutDetails> }) {
  const { t } = useTranslation('orders');
  return (
    <Card>
      <CheckoutCardHeader icon={MapPin} title={t('checkout.shippingTitle')} />
      <CardBody className="grid gap-5 sm:grid-cols-2">
        <AddressFields form={form} />
      </CardBody>
    </Card>
  );
}
