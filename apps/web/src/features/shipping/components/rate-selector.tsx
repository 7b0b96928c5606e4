import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackagePlus, Receipt, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert, RadioGroup } from '../../../components/ui/field';
import { formatNumber } from '../../../lib/format';
import { useBuyLabel, type BuyLabelResponse } from '../api/buy-label';
import type { Rate } from '../api/create-shipment';
import { shippingErrorMessage } from '../shipping-errors';
import { displayRef } from '../shipment-status';

export interface PendingShipment {
  shipmentId: string;
  orderRef: string;
  rates: Rate[];
}

/** "$45.20" in the UI language (the amount travels as a decimal string; shown only, never computed with). */
function formatRate(rate: Rate, lang: string): string {
  const amount = Number(rate.amount);
  if (Number.isNaN(amount)) return `${rate.currency} ${rate.amount}`;
  return formatNumber(amount, lang, { style: 'currency', currency: rate.currency });
}

/** Select Rate (spec 2.14): a radio list of the carriers' rates; "Buy Label" stays disabled until one is chosen. */
export function RateSelector({
  pending,
  onBought,
  onGoCreate,
}: {
  pending: PendingShipment | null;
  onBought: (result: BuyLabelResponse, pending: PendingShipment) => void;
  onGoCreate: () => void;
}) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  const buy = useBuyLabel();
  const [choice, setChoice] = useState<{ shipmentId: string; rateId: string } | null>(null);
  const rateId = choice && pending && choice.shipmentId === pending.shipmentId ? choice.rateId : undefined;

  if (!pending) {
    return (
      <Card>
        <EmptyState
          headingLevel="h2"
          icon={<Receipt className="size-7" />}
          title={t('rates.noneTitle')}
          description={t('rates.noneText')}
          action={
            <Button variant="outline" onClick={onGoCreate} icon={<PackagePlus aria-hidden="true" className="size-4" />}>
              {t('rates.goCreate')}
            </Button>
          }
        />
      </Card>
    );
  }

  const rates = [...pending.rates].sort((a, b) => Number(a.amount) - Number(b.amount));

  const onBuy = () => {
    if (!rateId) return;
    buy.mutate({ shipmentId: pending.shipmentId, rateId }, { onSuccess: (result) => onBought(result, pending) });
  };

  return (
    <Card>
      <CardHeader
        title={t('rates.title')}
        description={
          <>
            <span className="block">{t('rates.description')}</span>
            <span className="mt-1 block font-medium text-ink-800">
              {t('rates.forOrder', { ref: displayRef(pending.orderRef) })}
            </span>
          </>
        }
      />
      <CardBody className="space-y-4">
        {buy.isError ? <FormAlert>{shippingErrorMessage(t, 'buy', buy.error)}</FormAlert> : null}
        {rates.length === 0 ? (
          <EmptyState
            icon={<Truck className="size-7" />}
            title={t('rates.emptyRatesTitle')}
            description={t('rates.emptyRatesText')}
            action={
              <Button variant="outline" onClick={onGoCreate}>
                {t('rates.goCreate')}
              </Button>
            }
          />
        ) : (
          <RadioGroup
            legend={t('rates.legend')}
            name={`rate-${pending.shipmentId}`}
            columns={1}
            value={rateId}
            onChange={(value) => {
              buy.reset();
              setChoice({ shipmentId: pending.shipmentId, rateId: value });
            }}
            hint={rateId ? undefined : t('rates.selectFirst')}
            options={rates.map((rate) => ({
              value: rate.rate_id,
              icon: <Truck className="size-5" />,
              label: (
                <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span>
                    {rate.carrier} · {rate.service}
                  </span>
                  <span className="tabular-nums text-brand-800">{formatRate(rate, lang)}</span>
                </span>
              ),
              description:
                rate.estimated_days > 0
                  ? t('rates.eta', { count: rate.estimated_days })
                  : rate.eta || t('rates.etaUnknown'),
            }))}
          />
        )}
      </CardBody>
      {rates.length > 0 ? (
        <CardFooter>
          <Button onClick={onBuy} disabled={!rateId} loading={buy.isPending}>
            {t('rates.buy')}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
