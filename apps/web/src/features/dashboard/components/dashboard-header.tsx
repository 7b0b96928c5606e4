import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UserDto } from '@app/shared/auth';
import { Badge, ROLE_TONES } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/page';

export function DashboardHeader({
  user,
  title,
  description,
  actions,
}: {
  user: UserDto;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <PageHeader
      eyebrow={
        <span className="inline-flex items-center gap-2">
          {t('welcome', { name: user.firstName || user.name })}
          <Badge tone={ROLE_TONES[user.activeRole]}>{t(`common:roles.${user.activeRole}`)}</Badge>
        </span>
      }
      title={title}
      description={description}
      actions={actions}
    />
  );
}
