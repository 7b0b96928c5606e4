import { useTranslation } from '../../../i18n/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import { PackagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useCreateShipment, type CreateShipmentResponse } from '../api/create-shipment';
import type { ShippableOrder } from '../api/list-shippable-orders';
import { mapServerFieldErrors, toCreateShipmentRequest, type ShipmentFormValues } from '../shipment-form';
import { shippingErrorMessage } from '../shipping-errors';
import { ShipmentAddressSections } from './shipment-address-sections';
import { ShipmentOrderSection } from './shipment-order-section';
import { ShipmentParcelCustomsSections } from './shipment-parcel-customs-sections';

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
  const { t } = useTranslation('shipping');
  const create = useCreateShipment();
  const { errors, submitCount } = form.formState;

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

          <ShipmentOrderSection form={form} orders={orders} selected={selected} onSelectOrder={onSelectOrder} />
          <ShipmentAddressSections form={form} />
          <ShipmentParcelCustomsSections form={form} selected={selected} />
        </CardBody>
        <CardFooter>
          <Button
            type="submit"
            loading={create.isPending}
            disabled={selected?.awaitingBalance === true}
            icon={<PackagePlus aria-hidden="true" className="size-4" />}
          >
            {t('create.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
