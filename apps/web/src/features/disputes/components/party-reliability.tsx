import { useTranslation } from '../../../i18n/use-translation';
import { CreditCard, PackageCheck, Percent, Scale } from 'lucide-react';
import type { BuyerReliabilityDto, ReliabilityDto } from '@app/shared/reliability';
import { formatNumber } from '../../../lib/format';
import { ReliabilityFigure, VendorReliabilityFigures, formatRate, rateTone } from '../../reliability/public';

/** A party's reliability profile in the mediator view: the supplier-card block as vendor, payments and disputes as buyer. */
export function PartyReliability({ profile }: { profile: ReliabilityDto }) {
  const { t } = useTranslation('disputes');
  if (!profile.vendor && !profile.buyer)
    return <p className="mt-2 text-sm text-ink-600">{t('admin.reliability.none')}</p>;
  return (
    <div className="mt-3 space-y-2" data-testid="party-reliability">
      {profile.vendor ? <VendorReliabilityFigures r={profile.vendor} title={t('admin.reliability.asVendor')} /> : null}
      {profile.buyer ? <BuyerFigures b={profile.buyer} /> : null}
    </div>
  );
}

function BuyerFigures({ b }: { b: BuyerReliabilityDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const noData = t('reliability:noData');
  return (
    <section
      aria-labelledby={`rel-buyer-${b.buyerId}`}
      className="rounded-lg border border-ink-100 bg-ink-50/60 p-3"
      data-testid="buyer-reliability"
    >
      <h3 id={`rel-buyer-${b.buyerId}`} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {t('admin.reliability.asBuyer')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <ReliabilityFigure
          icon={<CreditCard className="size-3.5" />}
          label={t('admin.reliability.paymentRate')}
          tone={rateTone(b.paymentRate)}
        >
          {formatRate(b.paymentRate, lang) ?? noData}
        </ReliabilityFigure>
        <ReliabilityFigure icon={<CreditCard className="size-3.5" />} label={t('admin.reliability.checkouts')}>
          {formatNumber(b.checkouts, lang)}
        </ReliabilityFigure>
        <ReliabilityFigure icon={<PackageCheck className="size-3.5" />} label={t('admin.reliability.orders')}>
          {formatNumber(b.orders, lang)}
        </ReliabilityFigure>
        <ReliabilityFigure icon={<Scale className="size-3.5" />} label={t('admin.reliability.disputes')}>
          {formatNumber(b.disputes, lang)}
        </ReliabilityFigure>
        <ReliabilityFigure
          icon={<Percent className="size-3.5" />}
          label={t('admin.reliability.disputeRate')}
          tone={b.disputeRate === null ? 'neutral' : rateTone(1 - b.disputeRate)}
        >
          {formatRate(b.disputeRate, lang) ?? noData}
        </ReliabilityFigure>
      </dl>
    </section>
  );
}
