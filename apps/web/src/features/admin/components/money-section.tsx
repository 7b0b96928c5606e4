import { useTranslation } from '../../../i18n/use-translation';
import { ArrowDownLeft, ArrowUpRight, Landmark, PiggyBank, Send, Wallet } from 'lucide-react';
import type { MoneyFiguresDto } from '@app/shared/money-figures';
import { StatCard } from '../../../components/ui/card';
import { formatUsd } from '../lib/admin-format';
import { OVERVIEW_FIGURES, OtherCurrencyFigures } from './other-currency-figures';

/**
 * The Overview's money, all from the escrow ledger (the same read model as Reports and the vendors' Billing): the USD
 * figures, then those of each other currency buyers paid in, apart.
 */
export function MoneySection({ money }: { money: MoneyFiguresDto }) {
  const { t, i18n } = useTranslation('admin');
  const usd = (c: number) => formatUsd(c, i18n.language);
  const icon = 'size-5';
  return (
    <section aria-labelledby="admin-money">
      <h2 id="admin-money" className="text-lg font-semibold text-ink-900">
        {t('console.overview.moneyHeading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">{t('console.overview.moneyText')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label={t('console.overview.heldInEscrow')}
          value={usd(money.heldInEscrowCents)}
          icon={<Landmark className={icon} />}
          hint={t('console.overview.heldInEscrowHint')}
        />
        <StatCard
          label={t('console.overview.releasedToVendors')}
          value={usd(money.releasedToVendorsCents)}
          icon={<ArrowUpRight className={`${icon} rtl:-scale-x-100`} />}
          hint={t('console.overview.releasedToVendorsHint')}
        />
        <StatCard
          label={t('console.overview.refundedToBuyers')}
          value={usd(money.refundedToBuyersCents)}
          icon={<ArrowDownLeft className={`${icon} rtl:-scale-x-100`} />}
          hint={t('console.overview.refundedToBuyersHint')}
        />
        <StatCard
          label={t('console.overview.feesEarned')}
          value={usd(money.fees.totalCents)}
          icon={<PiggyBank className={icon} />}
          hint={t('console.overview.feesEarnedHint', {
            buyer: usd(money.fees.buyerCents),
            seller: usd(money.fees.sellerCents),
          })}
        />
        <StatCard
          label={t('console.overview.awaitingPayout')}
          value={usd(money.awaitingPayoutCents)}
          icon={<Wallet className={icon} />}
          hint={t('console.overview.awaitingPayoutHint')}
        />
        <StatCard
          label={t('console.overview.paidOut')}
          value={usd(money.paidOutCents)}
          icon={<Send className={`${icon} rtl:-scale-x-100`} />}
        />
      </div>
      <OtherCurrencyFigures items={money.otherCurrencies} figures={OVERVIEW_FIGURES} className="mt-6" />
    </section>
  );
}
