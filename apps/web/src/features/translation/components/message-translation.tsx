import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Languages } from 'lucide-react';
import { currentLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/error-message';
import { useTranslationConfig } from '../api/get-translation-config';
import { useTranslateMessage } from '../api/translate-message';
import { unavailableKey } from '../error-key';

const linkButton =
  'inline-flex items-center gap-1 rounded text-xs font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70';

/**
 * "Translate" under a message of the other party (inside its bubble), when the marketplace has a translation service.
 * The translation shows under the original text, which stays visible; "Show original" hides the translation again.
 */
export function MessageTranslation({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  const { t } = useTranslation('translation');
  const config = useTranslationConfig();
  const translate = useTranslateMessage(conversationId, messageId);
  const [open, setOpen] = useState(false);
  const target = currentLanguage();

  if (config.data?.enabled !== true) return null;
  const result = translate.data && translate.data.target === target ? translate.data : null;
  const run = () => {
    setOpen(true);
    if (!result) translate.mutate(target);
  };

  return (
    <div className="mt-1.5" data-testid="message-translation">
      {open && result ? (
        <div className="mt-1 border-t border-ink-200 pt-1.5" lang={result.target}>
          <p className="flex items-center gap-1 text-[11px] font-medium tracking-wide text-ink-500 uppercase">
            <Languages aria-hidden="true" className="size-3" />
            {result.sameLanguage
              ? t('alreadyIn', { language: t(`language.${target}`) })
              : result.source
                ? t('machineFrom', { source: t(`language.${result.source}`), target: t(`language.${target}`) })
                : t('machine', { target: t(`language.${target}`) })}
          </p>
          {result.sameLanguage ? null : (
            <p className="mt-0.5 break-words whitespace-pre-line text-ink-900">{result.text}</p>
          )}
          <button type="button" className={`${linkButton} mt-1`} onClick={() => setOpen(false)}>
            {t('showOriginal')}
          </button>
        </div>
      ) : translate.isError && open ? (
        <p role="alert" className="flex flex-wrap items-center gap-1.5 text-xs text-red-800">
          <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
          {errorMessage(t, translate.error, 'error.generic', {
            TRANSLATION_UNAVAILABLE: unavailableKey(translate.error),
          })}
          <button type="button" className={linkButton} onClick={() => translate.mutate(target)}>
            {t('common:ui.retry')}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className={linkButton}
          onClick={run}
          disabled={translate.isPending}
          aria-busy={translate.isPending || undefined}
        >
          <Languages aria-hidden="true" className="size-3.5" />
          {translate.isPending ? t('translating') : result ? t('showTranslation') : t('translate')}
        </button>
      )}
    </div>
  );
}
