import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Clock, PackagePlus, Receipt, RefreshCw, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert, RadioGroup } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/dates';
import { useBuyLabel, type BuyLabelResponse } from '../api/buy-label';
import { useShipmentRates } from '../api/get-shipment-rates';
import { useRequoteShipment } from '../api/requote-shipment';
import { formatRate } from '../rate-format';
import { shippingErrorMessage } from '../shipping-errors';
import { displayRef } from '../shipment-status';

/** The draft shipment whose rates are shown: its rates are stored on the server, so they survive leaving the page. */
export interface PendingShipment {
  shipmentId: string;
  orderRef: string;
}

/**
 * Select Rate (spec 2.14): the draft's stored rates as a radio list; "Buy Label" stays disabled until one is chosen.
 * Expired rates cannot be bought: the vendor gets new ones first (they may cost more or less).
 */
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
  const quote = useShipmentRates(pending?.shipmentId ?? '');
  const buy = useBuyLabel();
  const requote = useRequoteShipment();
  const [choice, setChoice] = useState<{ shipmentId: string; rateId: string } | null>(null);
  const rates = quote.data ? [...quote.data.rates].sort((a, b) => Number(a.amount) - Number(b.amount)) : [];
  const chosen = choice && pending && choice.shipmentId === pending.shipmentId ? choice.rateId : undefined;
  const rateId = rates.some((r) => r.rate_id === chosen) ? chosen : undefined;

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

  const expired = quote.data?.expired ?? false;
  const onBuy = () => {
    if (!rateId) return;
    buy.mutate(
      { shipmentId: pending.shipmentId, rateId },
      {
        onSuccess: (result) => onBought(result, pending),
        // The rates lapsed while the page was open: show it, with the way out (new rates).
        onError: (err) => {
          if (err instanceof ApiError && err.key === 'shipping.ratesExpired') void quote.refetch();
        },
      },
    );
  };
  const onRequote = () => {
    buy.reset();
    requote.mutate(pending.shipmentId, { onSuccess: () => setChoice(null) });
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
        <QueryState
          query={quote}
          loading={{ count: 4, label: t('rates.loading') }}
          error={{ title: t('rates.loadFailed') }}
        >
          {(data) => (
            <>
              <p className="flex items-start gap-2 text-sm text-ink-600">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400" />
                <span>
                  {t('rates.quotedAt', { date: formatDateTime(data.quoted_at, lang) })}
                  {data.expires_at && !expired
                    ? ` · ${t('rates.validUntil', { date: formatDateTime(data.expires_at, lang) })}`
                    : null}
                </span>
              </p>
              {expired ? (
                <FormAlert
                  tone="warning"
                  title={t('rates.expiredTitle')}
                  action={
                    <Button
                      size="sm"
                      onClick={onRequote}
                      loading={requote.isPending}
                      icon={<RefreshCw aria-hidden="true" className="size-4" />}
                    >
                      {t('rates.requote')}
                    </Button>
                  }
                >
                  {t('rates.expiredText', { date: formatDateTime(data.expires_at ?? data.quoted_at, lang) })}
                </FormAlert>
              ) : null}
              {requote.isError ? (
                <FormAlert>{errorMessage(t, requote.error, 'shipping:rates.requoteFailed')}</FormAlert>
              ) : null}
              {buy.isError && !expired ? <FormAlert>{shippingErrorMessage(t, 'buy', buy.error)}</FormAlert> : null}
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
                  hint={rateId || expired ? undefined : t('rates.selectFirst')}
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
            </>
          )}
        </QueryState>
      </CardBody>
      {rates.length > 0 ? (
        <CardFooter>
          <Button onClick={onBuy} disabled={!rateId || expired} loading={buy.isPending}>
            {t('rates.buy')}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
