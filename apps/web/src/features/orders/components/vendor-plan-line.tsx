import { useTranslation } from '../../../i18n/use-translation';
import type { VendorOrderDto } from '@app/shared/orders';
import { paymentTermsName } from '../../../lib/catalog-labels';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import { balanceOverdue } from '../payment-plan';
import { useNow } from '../use-now';

/**
 * A vendor order's payment plan in the vendor's lists (issue 18): the plan and where its balance stands ("Balance
 * $700 after you mark the goods ready to ship", "asked on 3 May: waiting for the buyer", "paid on 5 May: you can
 * ship"), what the plan releases to them when they ship and, once shipped, how much was (issue 18), and once an
 * asked balance is overdue, that the vendor may cancel (keeping the deposit if the plan says so).
 */
export function VendorPlanLine({ vo, className }: { vo: VendorOrderDto; className?: string }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const plan = vo.plan;
  const now = useNow(false);
  const amount = formatUsd(plan.balanceCents, lang);
  const date = (at: string | null) => (at ? formatDate(at, lang) : '');
  const line = {
    NONE: t('vendor.balance.NONE'),
    PENDING: t('vendor.balance.PENDING', { amount }),
    DUE: t('vendor.balance.DUE', { amount, date: date(plan.balanceRequestedAt) }),
    PAID: t('vendor.balance.PAID', { amount, date: date(plan.balancePaidAt) }),
    CANCELLED: t('vendor.balance.CANCELLED'),
  }[plan.balanceStatus];
  const overdue = balanceOverdue(plan, now);
  return (
    <div className={cn('text-xs', className)} data-testid="vendor-plan">
      <p className="text-ink-700">
        <span className="font-semibold text-ink-900">{paymentTermsName(t, plan.id)}</span> · {line}
      </p>
      {plan.releasedCents > 0 ? (
        <p className="mt-0.5 text-ink-700" data-testid="vendor-plan-released">
          {t(plan.releasedAt === 'PRODUCTION' ? 'vendor.release.doneProduction' : 'vendor.release.done', {
            amount: formatUsd(plan.releasedCents, lang),
          })}
        </p>
      ) : plan.releasedAtShipment !== 'NONE' &&
        !['SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'].includes(vo.status) ? (
        <p className="mt-0.5 text-ink-700">{t(`vendor.release.${plan.releasedAtShipment}`)}</p>
      ) : null}
      {overdue ? (
        <p className="mt-0.5 font-medium text-red-700">
          {t(plan.depositKeptIfBalanceUnpaid ? 'vendor.balanceOverdueKeep' : 'vendor.balanceOverdue', {
            date: date(plan.balanceOverdueAt),
          })}
        </p>
      ) : null}
    </div>
  );
}
