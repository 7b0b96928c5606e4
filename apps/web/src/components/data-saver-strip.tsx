import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Feather } from 'lucide-react';
import { setDataSaver, useDataSaver } from '../lib/data-saver';
import { formatKilobytes, resetWithheld, revealAllPictures, useWithheld } from '../lib/withheld-pictures';

/**
 * Under the header while data-saver mode is on: what it does, how much this page saved (the pictures it held back),
 * and the way to show them or turn the mode off. Two lines tall from the start, so nothing below moves when the
 * figure arrives.
 */
export function DataSaverStrip() {
  const { t, i18n } = useTranslation('common');
  const on = useDataSaver();
  const { bytes, count, revealedAll } = useWithheld();
  const { pathname } = useLocation();
  useEffect(() => resetWithheld(), [pathname]);
  if (!on) return null;
  return (
    <section aria-label={t('dataSaver.label')} className="border-b border-brand-100 bg-brand-50 text-brand-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2 sm:px-6 lg:px-8">
        <Feather aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        {/* on a phone the buttons take a row of their own, so both lines of text keep the full width */}
        <div className="min-w-0 flex-1 basis-56 text-xs leading-5">
          <p className="truncate font-semibold">{t('dataSaver.on')}</p>
          <p className="truncate" aria-live="polite">
            {count > 0 && bytes > 0
              ? t('dataSaver.saved', { count, size: formatKilobytes(bytes, i18n.language) })
              : revealedAll
                ? t('dataSaver.shown')
                : t('dataSaver.waiting')}
          </p>
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          {count > 0 ? (
            <button
              type="button"
              onClick={revealAllPictures}
              className="shrink-0 rounded-lg bg-white px-2.5 py-1.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {t('dataSaver.showAll')}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => setDataSaver(false)}
            className="shrink-0 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {t('dataSaver.turnOff')}
          </button>
        </div>
      </div>
    </section>
  );
}
