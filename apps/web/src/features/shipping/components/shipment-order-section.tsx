import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/ui/field';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Select } from '../../../components/ui/field';
import { formatDate } from '../../../lib/format';
import { isolate } from '../../../lib/bidi';
import { formatQuantity } from '../../../lib/units';
import { useAuth } from '../../../app/use-auth';
import type { ShippableOrder } from '../api/list-shippable-orders';
import type { ShipmentFormValues } from '../shipment-form';
import { displayRef } from '../shipment-status';
import { Detail, Section } from './shipment-form-parts';

/** Orders without a bought label first: they are the ones waiting to ship. */
function hasLabel(order: ShippableOrder): boolean {
  return order.shipments.some((s) => s.status !== 'PENDING_LABEL');
}

/** The Create Shipment form's first section: the order to ship (those waiting first) and a summary of the chosen one. */
export function ShipmentOrderSection({
  form,
  orders,
  selected,
  onSelectOrder,
}: {
  form: UseFormReturn<ShipmentFormValues>;
  orders: readonly ShippableOrder[];
  selected: ShippableOrder | undefined;
  onSelectOrder: (vendorOrderId: string) => void;
}) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  const { user } = useAuth();
  const e = form.formState.errors;

  const toShip = orders.filter((o) => !hasLabel(o));
  const shipped = orders.filter(hasLabel);
  const orderLabel = (o: ShippableOrder) =>
    t('create.orderOption', {
      ref: displayRef(o.orderRef),
      buyer: o.buyerName,
      items: o.items.map((i) => i.name).join(', '),
    });
  const seller = user ? user.company || user.name : '';

  return (
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
        {selected?.awaitingBalance ? (
          <FormAlert tone="warning" title={t('create.awaitingBalanceTitle')}>
            {t('create.awaitingBalanceText')}
          </FormAlert>
        ) : null}
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
  );
}
