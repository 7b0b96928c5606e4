import { useTranslation } from '../i18n/use-translation';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../lib/offline';

/** While the device is offline: the pages shown are saved copies, and actions wait for the network. */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <p>
          <span className="font-semibold">{t('offline.title')}</span> {t('offline.text')}
        </p>
      </div>
    </div>
  );
}
