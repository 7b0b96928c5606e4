import { useTranslation } from '../i18n/use-translation';
import { BadgeCheck } from 'lucide-react';
import { Badge } from './ui/badge';

export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Badge tone="green" icon={<BadgeCheck aria-hidden="true" className="size-3.5" />} className={className}>
      {t('verified')}
    </Badge>
  );
}
