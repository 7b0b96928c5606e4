import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { setDataSaver, useDataSaver } from '../lib/data-saver';
import { cn } from '../lib/cn';

/** The data-saver switch (header menu and Settings): remembered in this browser. */
export function DataSaverSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const on = useDataSaver();
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
          {t('dataSaver.label')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-600">
          {t('dataSaver.hint')}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={on}
        onChange={(e) => setDataSaver(e.target.checked)}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-brand-700 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </div>
  );
}
