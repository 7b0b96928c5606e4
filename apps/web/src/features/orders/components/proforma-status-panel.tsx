import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ProformaDto } from '@app/shared/orders';
import { LinkButton } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';

/** What happened to a pro-forma that is no longer waiting for the transfer (or is waiting for the team's fee). */
export function ProformaStatusPanel({ proforma }: { proforma: ProformaDto }) {
  const { t } = useTranslation('orders');
  switch (proforma.status) {
    case 'CAPTURED':
    case 'PLACED':
      return (
        <FormAlert
          tone="success"
          title={
            <span className="inline-flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('proforma.paidTitle')}
            </span>
          }
          action={
            proforma.orderId ? (
              <LinkButton to={`/order-confirmation/${encodeURIComponent(proforma.orderId)}`} size="sm">
                {t('proforma.viewOrder')}
              </LinkButton>
            ) : undefined
          }
        >
          {t('proforma.paidText')}
        </FormAlert>
      );
    case 'QUOTE_REQUESTED':
      return (
        <FormAlert
          tone="info"
          title={
            <span className="inline-flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4" />
              {t('proforma.status.QUOTE_REQUESTED')}
            </span>
          }
        >
          {t('proforma.waitingText')}
        </FormAlert>
      );
    case 'EXPIRED':
    case 'CANCELLED':
      return (
        <FormAlert
          tone="info"
          title={
            <span className="inline-flex items-center gap-2">
              <XCircle aria-hidden="true" className="size-4" />
              {t(`proforma.${proforma.status === 'EXPIRED' ? 'expiredTitle' : 'cancelledTitle'}`)}
            </span>
          }
          action={
            <LinkButton to="/cart" variant="outline" size="sm">
              {t('proforma.toCart')}
            </LinkButton>
          }
        >
          {t(proforma.status === 'EXPIRED' ? 'proforma.expiredText' : 'proforma.cancelledText')}
        </FormAlert>
      );
    case 'FAILED':
    case 'REFUNDED':
      return <FormAlert tone="warning">{t('proforma.failedText')}</FormAlert>;
    default:
      return null;
  }
}
