import { useTranslation } from '../../i18n/use-translation';
import { BadgeCheck, Layers } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { Badge, ROLE_TONES } from '../../components/ui/badge';

/** Active-role badge (colour per role), "Verified" when KYC is verified, "Multi-role" with several roles. */
export function RoleBadges({ user }: { user: UserDto }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={ROLE_TONES[user.activeRole]}>{t(`roles.${user.activeRole}`)}</Badge>
      {user.isVerified ? (
        <Badge tone="green" icon={<BadgeCheck aria-hidden="true" className="size-3.5" />}>
          {t('user.verified')}
        </Badge>
      ) : null}
      {user.roles.length > 1 ? (
        <Badge tone="amber" icon={<Layers aria-hidden="true" className="size-3.5" />}>
          {t('user.multiRole')}
        </Badge>
      ) : null}
    </div>
  );
}
