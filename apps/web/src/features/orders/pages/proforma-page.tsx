import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Download, FileX, Mail, SearchX, ShieldCheck } from 'lucide-react';
import type { ProformaDto } from '@app/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, LinkButton, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../../app/use-auth';
import { cartQueryRoot } from '../../cart/public';
import { formatRateBps, formatUsd } from '../../../lib/money-display';
import { useCancelProforma } from '../api/cancel-proforma';
import { useProforma } from '../api/get-proforma';
import { BankDetailsCard } from '../components/bank-details-card';
import { LetterOfCreditCard } from '../components/letter-of-credit-card';
import { ProformaStatusPanel } from '../components/proforma-status-panel';
import { proformaUrl } from '../quote-status';

const STATUS_TONES: Record<string, BadgeTone> = {
  AWAITING_TRANSFER: 'blue',
  QUOTE_REQUESTED: 'amber',
  CAPTURED: 'green',
  PLACED: 'green',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
  FAILED: 'red',
  REFUNDED: 'neutral',
};

/** /checkout/proforma/:checkoutId: how to pay a pro-forma invoice by bank transfer, and where it stands (issue 25). */
export function ProformaPage() {
  const { t } = useTranslation('orders');
  const { checkoutId = '' } = useParams();
  const proforma = useProforma(checkoutId);
  useDocumentTitle(
    proforma.data ? t('proforma.pageTitle', { reference: proforma.data.reference }) : t('proforma.title'),
  );
  const notFound =
    proforma.error instanceof ApiError &&
    (proforma.error.code === 'NOT_FOUND' || proforma.error.code === 'VALIDATION_ERROR');
  if (notFound) {
    return (
      <Page>
        <FormAlert
          title={t('proforma.notFoundTitle')}
          action={
            <LinkButton
              to="/buyer/dashboard?tab=orders"
              variant="outline"
              size="sm"
              icon={<SearchX aria-hidden="true" className="size-4" />}
            >
              {t('proforma.backToOrders')}
            </LinkButton>
          }
        >
          {t('proforma.notFoundText')}
        </FormAlert>
      </Page>
    );
  }
  return (
    <QueryState
      query={proforma}
      loading={{ look: 'spinner' }}
      error={{ title: t('proforma.loadFailed') }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(data) => <ProformaView proforma={data} />}
    </QueryState>
  );
}

function ProformaView({ proforma }: { proforma: ProformaDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const { user } = useAuth();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Arriving from checkout, the lines have just left the cart: show the cart (header badge) as it is now.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
  }, [queryClient]);
  const cancel = useCancelProforma();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const open = proforma.status === 'AWAITING_TRANSFER';
  const cancellable = open || proforma.status === 'QUOTE_REQUESTED';

  const doCancel = () => {
    setCancelError(null);
    cancel.mutate(proforma.checkoutId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('proforma.cancelled'));
      },
      onError: (err) => {
        setConfirming(false);
        setCancelError(errorMessage(t, err, 'proforma.cancelFailed'));
      },
    });
  };

  return (
    <Page>
      <PageHeader
        eyebrow={
          <span className="font-mono" dir="ltr">
            {proforma.reference}
          </span>
        }
        title={open ? t('proforma.title') : t('proforma.headline')}
        description={open ? t('proforma.subtitle') : undefined}
        actions={
          <Badge tone={STATUS_TONES[proforma.status] ?? 'neutral'}>
            {t(`proforma.status.${proforma.status}`, { defaultValue: proforma.status })}
          </Badge>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProformaStatusPanel proforma={proforma} />
          {cancelError ? <FormAlert>{cancelError}</FormAlert> : null}
          {open ? (
            <>
              <BankDetailsCard proforma={proforma} />
              {proforma.stockReserved && proforma.expiresAt ? (
                <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('proforma.reserved', { date: formatDate(proforma.expiresAt, lang) })}
                </p>
              ) : null}
            </>
          ) : null}
          <LetterOfCreditCard proforma={proforma} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {proforma.status !== 'QUOTE_REQUESTED' ? (
              <a
                href={proformaUrl(proforma.checkoutId)}
                download
                className={buttonClasses(open ? 'primary' : 'outline', 'md')}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('proforma.download')}
              </a>
            ) : null}
            {cancellable ? (
              <Button
                variant="outline"
                onClick={() => setConfirming(true)}
                icon={<FileX aria-hidden="true" className="size-4" />}
              >
                {t('proforma.cancel')}
              </Button>
            ) : null}
            <LinkButton to="/buyer/dashboard?tab=orders" variant="ghost">
              {t('proforma.backToOrders')}
            </LinkButton>
          </div>
          {open && user ? (
            <p className="flex items-start gap-2 text-sm text-ink-600">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('proforma.emailed', { email: user.email })}
            </p>
          ) : null}
        </div>
        <ProformaSummary proforma={proforma} />
      </div>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={doCancel}
        loading={cancel.isPending}
        tone="danger"
        title={t('proforma.cancelTitle', { reference: proforma.reference })}
        message={t('proforma.cancelText')}
        confirmLabel={t('proforma.cancelConfirm')}
        cancelLabel={t('proforma.keep')}
      />
    </Page>
  );
}

/** The items and the server's totals of the pro-forma. */
function ProformaSummary({ proforma }: { proforma: ProformaDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Card className="lg:sticky lg:top-24">
      <CardHeader title={t('proforma.itemsTitle')} />
      <CardBody className="space-y-4">
        <ul className="space-y-3" aria-label={t('proforma.itemsTitle')}>
          {proforma.lines.map((l) => (
            <li key={l.productId} className="flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0">
                <bdi className="font-medium text-ink-900">{l.name}</bdi>
                <span className="block text-xs text-ink-600">
                  {t('checkout.quantity', { quantity: formatQuantity(t, l.quantity, l.unit) })} ·{' '}
                  <bdi>{l.vendorName}</bdi>
                </span>
              </span>
              <span className="font-medium tabular-nums text-ink-900">{formatUsd(l.lineTotalUsdCents, lang)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-2 border-t border-ink-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">{t('cart:totals.subtotal')}</dt>
            <dd className="font-medium tabular-nums">{formatUsd(proforma.subtotalCents, lang)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">{t('cart:totals.shipping')}</dt>
            <dd className="font-medium tabular-nums">{formatUsd(proforma.shippingCents, lang)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">
              {proforma.rateBps === null
                ? t('cart:totals.buyerFee')
                : t('cart:totals.buyerFeeRate', { rate: formatRateBps(proforma.rateBps, lang) })}
            </dt>
            <dd className="font-medium tabular-nums">
              {proforma.feeCents === null ? t('quotes.feePending') : formatUsd(proforma.feeCents, lang)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-base">
            <dt className="font-semibold text-ink-900">{t('cart:totals.total')}</dt>
            <dd className="font-bold tabular-nums text-ink-900" data-testid="proforma-total">
              {proforma.totalCents === null ? t('quotes.feePending') : formatUsd(proforma.totalCents, lang)}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
