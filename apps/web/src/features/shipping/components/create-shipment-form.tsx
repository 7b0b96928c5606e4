import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { PackagePlus } from 'lucide-react';
import { CURRENCIES } from '@app/shared/constants';
import { postalCodeRequired } from '@app/shared/shipping';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CountrySelect } from '../../../components/ui/country-select';
import { Checkbox, Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../auth/use-auth';
import { useCreateShipment, type CreateShipmentResponse } from '../api/create-shipment';
import type { ShippableOrder } from '../api/list-shippable-orders';
import {
  DIMENSION_STEP,
  INCOTERMS,
  mapServerFieldErrors,
  PARCEL_DIMENSIONS,
  toCreateShipmentRequest,
  WEIGHT_STEP,
  type ShipmentFormValues,
} from '../shipment-form';
import { shippingErrorMessage } from '../shipping-errors';
import { displayRef } from '../shipment-status';
import { isolate } from '../../../lib/bidi';
import { formatQuantity } from '../../../lib/units';

/** Orders without a bought label first: they are the ones waiting to ship. */
function hasLabel(order: ShippableOrder): boolean {
  return order.shipments.some((s) => s.status !== 'PENDING_LABEL');
}

/**
 * Create Shipment (spec 2.14, 3.8): the order is picked from the vendor's orders (which prefills both addresses), the
 * parcel and customs are entered, required checks run inline and the server's field errors land under their inputs.
 * The form state lives in the page so it survives switching tabs.
 */
export function CreateShipmentForm({
  form,
  orders,
  selected,
  onSelectOrder,
  onCreated,
}: {
  form: UseFormReturn<ShipmentFormValues>;
  orders: readonly ShippableOrder[];
  selected: ShippableOrder | undefined;
  onSelectOrder: (vendorOrderId: string) => void;
  onCreated: (result: CreateShipmentResponse, order: ShippableOrder) => void;
}) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  const { user } = useAuth();
  const create = useCreateShipment();
  const { errors, submitCount } = form.formState;
  const e = errors;
  // The postal code is asked only where the chosen country has one (Ghana has none).
  const fromZipRequired = postalCodeRequired(form.watch('address_from.country'));
  const toZipRequired = postalCodeRequired(form.watch('address_to.country'));

  const toShip = orders.filter((o) => !hasLabel(o));
  const shipped = orders.filter(hasLabel);
  const orderLabel = (o: ShippableOrder) =>
    t('create.orderOption', {
      ref: displayRef(o.orderRef),
      buyer: o.buyerName,
      items: o.items.map((i) => i.name).join(', '),
    });

  const onSubmit = form.handleSubmit((values) => {
    if (!selected) {
      form.setError('vendorOrderId', { message: t('create.validation.orderRequired') }, { shouldFocus: true });
      return;
    }
    create.mutate(toCreateShipmentRequest(values, selected), {
      onSuccess: (result) => onCreated(result, selected),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const { inline } = mapServerFieldErrors(err.fields);
        inline.forEach(([path, message], index) => form.setError(path, { message }, { shouldFocus: index === 0 }));
      },
    });
  });

  const clientErrors = submitCount > 0 && Object.keys(errors).length > 0 && !create.isError;
  const seller = user ? user.company || user.name : '';

  if (orders.length === 0) {
    return (
      <Card>
        <EmptyState
          headingLevel="h2"
          icon={<PackagePlus className="size-7" />}
          title={t('create.noOrdersTitle')}
          description={t('create.noOrdersText')}
        />
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader title={t('create.title')} description={t('create.description')} />
      <form onSubmit={(ev) => void onSubmit(ev)} noValidate aria-label={t('create.title')}>
        <CardBody className="space-y-8">
          {create.isError ? <FormAlert>{shippingErrorMessage(t, 'create', create.error)}</FormAlert> : null}
          {clientErrors ? <FormAlert>{t('create.fixErrors')}</FormAlert> : null}

          <Section title={t('create.orderSection')}>
            <>
              <Field label={t('create.order')} error={e.vendorOrderId?.message} required>
                <Select
                  {...form.register('vendorOrderId', {
                    onChange: (ev: { target: { value: string } }) => onSelectOrder(ev.target.value),
                  })}
                >
                  <option value="">{t('create.chooseOrder')}</option>
                  {toShip.length > 0 ? (
                    <optgroup label={t('create.groupToShip')}>
                      {toShip.map((o) => (
                        <option key={o.vendorOrderId} value={o.vendorOrderId}>
                          {orderLabel(o)}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                  {shipped.length > 0 ? (
                    <optgroup label={t('create.groupShipped')}>
                      {shipped.map((o) => (
                        <option key={o.vendorOrderId} value={o.vendorOrderId}>
                          {orderLabel(o)}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </Select>
              </Field>
              {selected ? (
                <dl
                  className="grid gap-x-6 gap-y-3 rounded-lg border border-ink-200 bg-ink-50 p-4 text-sm sm:grid-cols-2 lg:grid-cols-3"
                  aria-live="polite"
                >
                  <Detail label={t('create.summary.orderId')}>
                    <span className="font-mono font-semibold" dir="ltr">
                      #{selected.orderRef}
                    </span>
                  </Detail>
                  <Detail label={t('create.summary.seller')}>{seller}</Detail>
                  <Detail label={t('create.summary.buyer')}>{selected.buyerName}</Detail>
                  <Detail label={t('create.summary.placed')}>{formatDate(selected.createdAt, lang)}</Detail>
                  <Detail label={t('create.summary.status')}>
                    {t(`orderStatus.${selected.status}`, { defaultValue: selected.status })}
                  </Detail>
                  <Detail label={t('create.summary.items')}>
                    <ul>
                      {selected.items.map((item, index) => (
                        <li key={index}>
                          {t('create.summary.itemLine', {
                            name: isolate(item.name),
                            quantity: formatQuantity(t, item.quantity, item.unit),
                          })}
                        </li>
                      ))}
                    </ul>
                  </Detail>
                </dl>
              ) : null}
            </>
          </Section>

          <div className="grid gap-8 lg:grid-cols-2">
            <Section title={t('create.fromSection')} hint={t('create.fromHint')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('create.fields.name')}
                  error={e.address_from?.name?.message}
                  required
                  className="sm:col-span-2"
                >
                  <Input autoComplete="organization" {...form.register('address_from.name')} />
                </Field>
                <Field
                  label={t('create.fields.street1')}
                  error={e.address_from?.street1?.message}
                  required
                  className="sm:col-span-2"
                >
                  <Input autoComplete="address-line1" {...form.register('address_from.street1')} />
                </Field>
                <Field label={t('create.fields.city')} error={e.address_from?.city?.message} required>
                  <Input autoComplete="address-level2" {...form.register('address_from.city')} />
                </Field>
                <Field
                  label={t('create.fields.zip')}
                  error={e.address_from?.zip?.message}
                  required={fromZipRequired}
                  optional={!fromZipRequired}
                >
                  <Input autoComplete="postal-code" {...form.register('address_from.zip')} />
                </Field>
                <Field label={t('create.fields.country')} error={e.address_from?.country?.message} required>
                  <CountrySelect
                    valueKind="code"
                    placeholder={t('create.fields.country')}
                    {...form.register('address_from.country')}
                  />
                </Field>
                <Field label={t('create.fields.phone')} error={e.address_from?.phone?.message} optional>
                  <Input
                    type="tel"
                    autoComplete="tel"
                    dir="ltr"
                    className="text-start"
                    {...form.register('address_from.phone')}
                  />
                </Field>
              </div>
            </Section>

            <Section title={t('create.toSection')} hint={t('create.toHint')}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('create.fields.name')}
                  error={e.address_to?.name?.message}
                  required
                  className="sm:col-span-2"
                >
                  <Input {...form.register('address_to.name')} />
                </Field>
                <Field
                  label={t('create.fields.street1')}
                  error={e.address_to?.street1?.message}
                  required
                  className="sm:col-span-2"
                >
                  <Input {...form.register('address_to.street1')} />
                </Field>
                <Field label={t('create.fields.city')} error={e.address_to?.city?.message} required>
                  <Input {...form.register('address_to.city')} />
                </Field>
                <Field label={t('create.fields.state')} error={e.address_to?.state?.message} optional>
                  <Input {...form.register('address_to.state')} />
                </Field>
                <Field
                  label={t('create.fields.zip')}
                  error={e.address_to?.zip?.message}
                  required={toZipRequired}
                  optional={!toZipRequired}
                >
                  <Input {...form.register('address_to.zip')} />
                </Field>
                <Field label={t('create.fields.country')} error={e.address_to?.country?.message} required>
                  <CountrySelect
                    valueKind="code"
                    placeholder={t('create.fields.country')}
                    {...form.register('address_to.country')}
                  />
                </Field>
                <Field
                  label={t('create.fields.phone')}
                  error={e.address_to?.phone?.message}
                  optional
                  className="sm:col-span-2"
                >
                  <Input type="tel" dir="ltr" className="text-start" {...form.register('address_to.phone')} />
                </Field>
              </div>
            </Section>
          </div>

          <Section title={t('create.parcelSection')} hint={t('create.parcelHint')}>
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {PARCEL_DIMENSIONS.map((dim) => (
                <Field
                  key={dim}
                  label={t('create.withUnit', { label: t(`create.fields.${dim}`), unit: t('create.units.cm') })}
                  error={e.parcel?.[dim]?.message}
                  required
                >
                  <UnitInput unit={t('create.units.cm')}>
                    <Input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step={DIMENSION_STEP}
                      className="pe-12 text-start"
                      {...form.register(`parcel.${dim}`)}
                    />
                  </UnitInput>
                </Field>
              ))}
              <Field
                label={t('create.withUnit', { label: t('create.fields.weight'), unit: t('create.units.kg') })}
                error={e.parcel?.weight?.message}
                required
              >
                <UnitInput unit={t('create.units.kg')}>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step={WEIGHT_STEP}
                    className="pe-12 text-start"
                    {...form.register('parcel.weight')}
                  />
                </UnitInput>
              </Field>
            </div>
          </Section>

          <Section title={t('create.customsSection')} hint={t('create.customsHint')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field
                label={t('create.fields.description')}
                error={e.customs?.description?.message}
                optional
                className="sm:col-span-2 lg:col-span-3"
              >
                <Textarea rows={2} maxLength={300} {...form.register('customs.description')} />
              </Field>
              <Field
                label={t('create.fields.hsCode')}
                hint={t('create.fields.hsCodeHint')}
                error={e.customs?.hs_code?.message}
                optional
              >
                <Input
                  inputMode="numeric"
                  dir="ltr"
                  className="text-start"
                  maxLength={10}
                  {...form.register('customs.hs_code')}
                />
              </Field>
              <Field
                label={t('create.fields.valueAmount')}
                hint={
                  selected
                    ? t('create.fields.valueHint', {
                        amount: selected.customs.value_amount,
                        currency: selected.customs.value_currency,
                      })
                    : undefined
                }
                error={e.customs?.value_amount?.message}
                required
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  dir="ltr"
                  className="text-start"
                  {...form.register('customs.value_amount')}
                />
              </Field>
              <Field label={t('create.fields.valueCurrency')} error={e.customs?.value_currency?.message}>
                <Select {...form.register('customs.value_currency')}>
                  {CURRENCIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('create.fields.originCountry')} error={e.customs?.origin_country?.message}>
                <CountrySelect
                  valueKind="code"
                  placeholder={t('create.fields.country')}
                  {...form.register('customs.origin_country')}
                />
              </Field>
              <Field
                label={t('create.fields.incoterms')}
                hint={
                  selected
                    ? t(
                        selected.customs.incoterms_source === 'quote'
                          ? 'create.fields.incotermsFromQuote'
                          : 'create.fields.incotermsDefault',
                        { term: selected.customs.incoterms },
                      )
                    : undefined
                }
                error={e.customs?.incoterms?.message}
              >
                <Select {...form.register('customs.incoterms')}>
                  {INCOTERMS.map((term) => (
                    <option key={term} value={term}>
                      {t(`create.incoterms.${term}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Checkbox
                className="sm:col-span-2 lg:col-span-3"
                label={t('create.fields.samples')}
                description={t('create.fields.samplesHint')}
                {...form.register('customs.samples', {
                  // A declared 0 is fine for samples: re-check the value once the form was submitted.
                  onChange: () => {
                    if (form.formState.submitCount > 0) void form.trigger('customs.value_amount');
                  },
                })}
              />
            </div>
          </Section>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={create.isPending} icon={<PackagePlus aria-hidden="true" className="size-4" />}>
            {t('create.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-ink-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** An input with its unit shown inside, at the end. */
function UnitInput({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative" dir="ltr">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-ink-500"
      >
        {unit}
      </span>
    </div>
  );
}
