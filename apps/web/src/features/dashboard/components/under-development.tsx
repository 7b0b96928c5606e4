import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Construction } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

/** A designed empty panel for a dashboard section that is not built yet. */
export function UnderDevelopment({ title, icon, action }: { title: ReactNode; icon?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card>
      <EmptyState
        icon={icon ?? <Construction className="size-7" />}
        title={title}
        description={t('underDevelopment')}
        action={action}
        headingLevel="h2"
      />
    </Card>
  );
}
