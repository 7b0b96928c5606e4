import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Globe } from 'lucide-react';
import { LANGUAGES, type Language } from '@app/shared/constants';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

/**
 * Five languages, each in its own name; remembered in this browser only. It changes the page, never the account's
 * e-mail language, which is chosen in Settings > Notifications.
 */
export function LanguageSwitcher({ className, selectClassName }: { className?: string; selectClassName?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const onChange = (lang: Language) => {
    void changeLanguage(lang);
  };

  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4 text-ink-500" />
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isLanguage(e.target.value)) onChange(e.target.value);
        }}
        className={cn(
          'h-10 appearance-none rounded-lg border border-transparent bg-transparent ps-8 text-sm font-medium text-ink-700 hover:bg-ink-100',
          'pe-3',
          selectClassName,
        )}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
