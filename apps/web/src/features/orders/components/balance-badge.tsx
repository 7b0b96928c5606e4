import { useTranslation } from '../../../i18n/use-translation';
import type { BalanceStatus } from '@app/shared/payment-plans';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONE: Record<Exclude<BalanceStatus, 'NONE'>, BadgeTone> = {
  PENDING: 'neutral',
  DUE: 'amber',
  PAID: 'green',
  CANCELLED: 'neutral',
};

/** Where a vendor part's balance stands (issue 18); nothing for plans paid in full at order. */
export function BalanceBadge({ status }: { status: BalanceStatus }) {
  const { t } = useTranslation('orders');
  if (status === 'NONE') return null;
  return <Badge tone={TONE[status]}>{t(`plan.badge.${status}`)}</Badge>;
}
