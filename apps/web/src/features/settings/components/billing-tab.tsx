import { useTranslation } from '../../../i18n/use-translation';
import { Check, ShoppingBag, Store, Shield } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import type { Role } from '@app/shared/constants';
import {
  BUYER_FEE_TIER1_BPS,
  BUYER_FEE_TIER1_LIMIT_CENTS,
  BUYER_FEE_TIER2_BPS,
  BUYER_FEE_TIER2_LIMIT_CENTS,
  SELLER_FEE_BPS,
} from '@app/shared/fees';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/money';
import { VendorBalanceCard } from '../../orders/public';
import { BankDetailsCard } from './bank-details-card';
import { BillingDocumentsCard } from '../../billing/public';
import { PayoutAccountCard } from '../../payouts/public';

const ICONS = { buyer: ShoppingBag, vendor: Store, admin: Shield } as const;

function percent(bps: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

export function BillingTab({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  // the shared money format (Latin digits, isolated in Arabic), without cents on round thresholds ("$1,000")
  const usd = (cents: number) => formatMoney(cents, 'USD', lang).replace(/\.00(?=\D*$)/, '');
  // the active role's plan first
  const roles: Role[] = [user.activeRole, ...user.roles.filter((r) => r !== user.activeRole)];

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('billing.title')}
          description={user.roles.length > 1 ? t('billing.multiRole') : t('billing.description')}
        />
        <CardBody className="space-y-4">
          {roles.map((role) => {
            const Icon = ICONS[role];
            const active = role === user.activeRole;
            return (
              <section
                key={role}
                aria-labelledby={`plan-${role}`}
                className={cn('rounded-xl border p-5', active ? 'border-brand-600 bg-brand-50/60' : 'border-ink-200')}
              >
                <div className="flex flex-wrap items-start gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-ink-200"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 id={`plan-${role}`} className="font-semibold text-ink-900">
                        {t(`billing.plans.${role}.name`)}
                      </h3>
                      {active ? (
                        <Badge tone="green" icon={<Check aria-hidden="true" className="size-3" />}>
                          {t('billing.active')}
                        </Badge>
                      ) : null}
                    </div>
                    <p className="mt-1 text-sm text-ink-700">
                      {role === 'vendor'
                        ? t('billing.plans.vendor.summary', { fee: percent(SELLER_FEE_BPS, lang) })
                        : t(`billing.plans.${role}.summary`)}
                    </p>
                    {role === 'buyer' ? (
                      <dl className="mt-4 grid gap-2 sm:grid-cols-3">
                        <div className="rounded-lg bg-white p-3 ring-1 ring-ink-200">
                          <dt className="text-xs text-ink-600">
                            {t('billing.tiers.upTo', { amount: usd(BUYER_FEE_TIER1_LIMIT_CENTS) })}
                          </dt>
                          <dd className="mt-1 text-lg font-bold text-ink-900">{percent(BUYER_FEE_TIER1_BPS, lang)}</dd>
                        </div>
                        <div className="rounded-lg bg-white p-3 ring-1 ring-ink-200">
                          <dt className="text-xs text-ink-600">
                            {t('billing.tiers.upTo', { amount: usd(BUYER_FEE_TIER2_LIMIT_CENTS) })}
                          </dt>
                          <dd className="mt-1 text-lg font-bold text-ink-900">{percent(BUYER_FEE_TIER2_BPS, lang)}</dd>
                        </div>
                        <div className="rounded-lg bg-white p-3 ring-1 ring-ink-200">
                          <dt className="text-xs text-ink-600">
                            {t('billing.tiers.above', { amount: usd(BUYER_FEE_TIER2_LIMIT_CENTS) })}
                          </dt>
                          <dd className="mt-1 text-sm font-bold text-ink-900">{t('billing.tiers.contactSupport')}</dd>
                        </div>
                      </dl>
                    ) : null}
                    {role === 'vendor' ? (
                      <p className="mt-2 text-sm text-ink-600">{t('billing.plans.vendor.detail')}</p>
                    ) : null}
                  </div>
                </div>
              </section>
            );
          })}
        </CardBody>
      </Card>
      {user.activeRole === 'vendor' ? <VendorBalanceCard /> : null}
      {user.activeRole === 'vendor' ? <PayoutAccountCard /> : null}
      {user.activeRole === 'vendor' ? <BankDetailsCard /> : null}
      <BillingDocumentsCard role={user.activeRole} />
    </div>
  );
}
