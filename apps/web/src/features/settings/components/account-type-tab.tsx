import { useTranslation } from '../../../i18n/use-translation';
import { BadgeCheck, Check, Clock, ShieldAlert, ShieldQuestion, ShoppingBag, Store, Shield } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import type { KycStatus, Role } from '@app/shared/constants';
import { Badge, ROLE_TONES, type BadgeTone } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useRoleSwitch } from '../../auth/public';
import { cn } from '../../../lib/cn';

const ROLE_ICONS = { buyer: ShoppingBag, vendor: Store, admin: Shield } as const;

const KYC: Record<KycStatus, { tone: BadgeTone; Icon: typeof Clock }> = {
  NONE: { tone: 'neutral', Icon: ShieldQuestion },
  PENDING: { tone: 'amber', Icon: Clock },
  VERIFIED: { tone: 'green', Icon: BadgeCheck },
  REJECTED: { tone: 'red', Icon: ShieldAlert },
};

export function AccountTypeTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const { switchTo, pendingRole, pending } = useRoleSwitch({ navigateAfter: false });
  const kyc = KYC[user.kycStatus];

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('account.rolesTitle')} description={t('account.rolesDescription')} />
        <CardBody>
          <ul className="grid gap-3 sm:grid-cols-2">
            {user.roles.map((role: Role) => {
              const Icon = ROLE_ICONS[role];
              const active = role === user.activeRole;
              return (
                <li
                  key={role}
                  className={cn(
                    'flex items-start gap-3 rounded-xl border p-4',
                    active ? 'border-brand-600 bg-brand-50' : 'border-ink-200',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 ring-1 ring-ink-200"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge tone={ROLE_TONES[role]}>{t(`common:roles.${role}`)}</Badge>
                      {active ? (
                        <Badge tone="green" icon={<Check aria-hidden="true" className="size-3" />}>
                          {t('account.activeRole')}
                        </Badge>
                      ) : null}
                    </div>
                    <p className="mt-2 text-sm text-ink-600">{t(`account.roleText.${role}`)}</p>
                    {active ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        className="mt-3"
                        loading={pendingRole === role}
                        disabled={pending}
                        onClick={() => switchTo(role)}
                      >
                        {t('account.makeActive', { role: t(`common:roles.${role}`) })}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {user.roles.length > 1 ? <p className="mt-4 text-sm text-ink-600">{t('account.multiRoleNote')}</p> : null}
        </CardBody>
      </Card>

      {user.roles.includes('vendor') ? null : (
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-center gap-4 bg-gradient-to-r from-brand-700 to-brand-800 p-6 text-white">
            <Store aria-hidden="true" className="size-10 shrink-0 text-accent-300" />
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold">{t('account.becomeVendorTitle')}</h2>
              <p className="mt-1 text-sm text-brand-100">{t('account.becomeVendorText')}</p>
            </div>
            <LinkButton to="/vendor/onboarding" variant="secondary">
              {t('account.becomeVendor')}
            </LinkButton>
          </div>
        </Card>
      )}

      <Card>
        <CardHeader title={t('account.kycTitle')} description={t('account.kycDescription')} />
        <CardBody className="flex flex-wrap items-start gap-4">
          <Badge tone={kyc.tone} icon={<kyc.Icon aria-hidden="true" className="size-3.5" />} className="text-sm">
            {t(`account.kyc.${user.kycStatus}.label`)}
          </Badge>
          <p className="min-w-0 flex-1 text-sm text-ink-700">{t(`account.kyc.${user.kycStatus}.text`)}</p>
        </CardBody>
      </Card>
    </div>
  );
}
