import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Wallet } from 'lucide-react';
import { planOf } from '@app/shared/payment-plans';
import type { VendorOrderDto } from '@app/shared/orders';
import { paymentTermsName } from '../../../lib/catalog-labels';
import { formatDate } from '../../../lib/format';
import { formatRateBps, formatUsd } from '../../../lib/money-display';
import { keepDepositText } from '../../../lib/payment-plan-text';
import { formatMinorMoney } from '../../fx/public';
import { canPayBalance } from '../payment-plan';
import { BalanceBadge } from './balance-badge';
import { BalancePaymentForm } from './balance-payment-form';
import { PlanTimeline } from './plan-timeline';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
      <dt className="text-ink-600">{label}</dt>
      <dd className="text-end font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/** The photos the vendor sent when production started (issue 18): thumbnails, each opening its larger size. */
function ProductionPhotos({ vo }: { vo: VendorOrderDto }) {
  const { t, i18n } = useTranslation('orders');
  const plan = vo.plan;
  const url = (id: string, size: 'thumb' | 'display') =>
    `/api/orders/vendor-orders/${encodeURIComponent(vo.id)}/production-photos/${encodeURIComponent(id)}?size=${size}`;
  return (
    <div data-testid="production-photos">
      <p className="mb-2 text-sm font-medium text-ink-900">
        {t('plan.productionStarted', { date: formatDate(plan.productionStartedAt!, i18n.language) })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {plan.productionPhotos.map((p, i) => {
          // the thumbnail's box, at most 96 px on its longer side, so nothing moves when it loads
          const scale = 96 / Math.max(p.width, p.height, 1);
          return (
            <li key={p.id}>
              <a
                href={url(p.id, 'display')}
                target="_blank"
                rel="noopener"
                className="block rounded-md ring-1 ring-ink-200"
              >
                <img
                  src={url(p.id, 'thumb')}
                  alt={t('plan.photoAlt', { n: i + 1 })}
                  width={Math.round(p.width * scale)}
                  height={Math.round(p.height * scale)}
                  loading="lazy"
                  decoding="async"
                  className="rounded-md object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A vendor part's payment plan on the buyer's order page (issue 18): the plan, the deposit paid, the balance and where
 * it stands (later, when the goods are ready to ship; due, with its date and the way to pay it; paid; cancelled), what
 * happens to the deposit if it is not paid in time, what is released to the vendor at shipment (issue 18), and the
 * part's timeline.
 */
export function PlanPanel({ vo, contactPhone }: { vo: VendorOrderDto; contactPhone: string }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const plan = vo.plan;
  const full = plan.balanceStatus === 'NONE';
  const balance = formatMinorMoney(plan.balance.amountMinor, plan.balance.currency, lang);
  const dueDate = plan.balanceOverdueAt ? formatDate(plan.balanceOverdueAt, lang) : null;
  const keep = plan.depositKeptIfBalanceUnpaid ? keepDepositText(t, planOf(plan.id)) : null;
  const statusText = {
    NONE: null,
    PENDING: t('plan.status.PENDING'),
    DUE: dueDate
      ? t('plan.status.DUE', { amount: balance, date: dueDate })
      : t('plan.status.dueNoDate', { amount: balance }),
    // "the vendor can ship" only while it has not shipped yet
    PAID:
      vo.status === 'PLACED' || vo.status === 'ACCEPTED'
        ? plan.balancePaidAt
          ? t('plan.status.PAID', { date: formatDate(plan.balancePaidAt, lang) })
          : t('plan.status.paidNoDate')
        : plan.balancePaidAt
          ? t('plan.status.paidOn', { date: formatDate(plan.balancePaidAt, lang) })
          : t('plan.status.paidDone'),
    CANCELLED: t('plan.status.CANCELLED'),
  }[plan.balanceStatus];

  return (
    <section
      aria-labelledby={`plan-${vo.id}`}
      className="space-y-4 border-t border-ink-100 px-5 py-4"
      data-testid="plan-panel"
      data-balance-status={plan.balanceStatus}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${vo.id}`} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <Wallet aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t('plan.title')}
          <span className="font-normal text-ink-600">· {paymentTermsName(t, plan.id)}</span>
        </h3>
        <BalanceBadge status={plan.balanceStatus} />
      </div>

      <dl className="space-y-2 text-sm">
        {full ? (
          <Row label={t('plan.payment')}>{t('plan.paidInFull')}</Row>
        ) : (
          <>
            <Row label={t('plan.depositPaid')}>
              <span className="tabular-nums">
                {t('plan.depositValue', {
                  amount: formatUsd(plan.depositCents, lang),
                  pct: formatRateBps(plan.depositPct * 100, lang),
                })}
              </span>
            </Row>
            <Row label={t('plan.balance')}>
              <span className="tabular-nums" data-testid="plan-balance">
                {balance}
              </span>
              {plan.balance.currency !== 'USD' ? (
                <span className="block text-xs font-normal text-ink-600">
                  {t('plan.usdValue', { amount: formatUsd(plan.balanceCents, lang) })}
                </span>
              ) : null}
            </Row>
          </>
        )}
        {plan.releasedCents > 0 ? (
          <Row label={t(plan.releasedAt === 'PRODUCTION' ? 'plan.releasedAtProduction' : 'plan.releasedAtShipment')}>
            <span className="tabular-nums" data-testid="plan-released">
              {formatUsd(plan.releasedCents, lang)}
            </span>
          </Row>
        ) : null}
      </dl>
      {plan.releasedAtShipment !== 'NONE' ? (
        <p className="text-xs text-ink-700" data-testid="plan-release-rule">
          {t(`plan.releaseRule.${plan.depositAtProductionStart ? 'PRODUCTION' : plan.releasedAtShipment}`)}
        </p>
      ) : null}
      {plan.productionStartedAt ? <ProductionPhotos vo={vo} /> : null}

      {statusText ? (
        <p
          className={
            plan.balanceStatus === 'DUE'
              ? 'rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm font-semibold text-accent-900'
              : 'text-sm text-ink-700'
          }
          data-testid="plan-status"
        >
          {statusText}
        </p>
      ) : null}
      {keep && (plan.balanceStatus === 'PENDING' || plan.balanceStatus === 'DUE') ? (
        <p className="flex items-start gap-2 text-xs text-ink-700">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-accent-700" />
          {plan.balanceStatus === 'DUE' && dueDate ? t('plan.keepDepositBy', { date: dueDate }) : keep}
        </p>
      ) : null}

      {canPayBalance(vo) ? <BalancePaymentForm vo={vo} contactPhone={contactPhone} /> : null}

      <div>
        <h4 className="mb-2 text-sm font-semibold text-ink-900">{t('timeline.title')}</h4>
        <PlanTimeline steps={vo.timeline} />
      </div>
    </section>
  );
}
