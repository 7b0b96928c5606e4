import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Languages, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/error-message';
import { useProductLanguage } from '../api/get-product-language';
import { useTranslationConfig } from '../api/get-translation-config';
import { useTranslateProduct } from '../api/translate-product';
import { unavailableKey } from '../error-key';

/** Rendered by the product page: the listing fields this panel translates. */
export interface TranslatableProduct {
  id: string;
  name: string;
}

/**
 * "Translate" on a product page: offered when the marketplace has a translation service and the listing's language
 * differs from the reader's (or cannot be told). The translation shows in this panel; the original stays on the page.
 */
export function ProductTranslation({ product }: { product: TranslatableProduct }) {
  const { t } = useTranslation('translation');
  const config = useTranslationConfig();
  const enabled = config.data?.enabled === true;
  const language = useProductLanguage(product.id, enabled);
  const translate = useTranslateProduct(product.id);
  const [showTranslation, setShowTranslation] = useState(true);
  // The reader's language is the UI language (useTranslation re-renders this panel when it changes).
  const target = currentLanguage();

  if (!enabled || !language.isSuccess) return null;
  const source = language.data.language;
  if (source === target) return null;

  const result = translate.data && translate.data.target === target ? translate.data : null;
  const run = () => {
    setShowTranslation(true);
    translate.mutate(target);
  };
  const sourceName = source ? t(`language.${source}`) : null;
  const targetName = t(`language.${target}`);

  return (
    <section
      aria-label={t('product.region')}
      className="overflow-hidden rounded-[var(--radius-card)] border border-brand-200 bg-brand-50/60 shadow-[var(--shadow-card)]"
      data-testid="product-translation"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-ink-800">
          <Languages aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <span>{sourceName ? t('product.detected', { language: sourceName }) : t('product.otherLanguage')}</span>
        </p>
        {result && showTranslation ? (
          <Button variant="outline" size="sm" onClick={() => setShowTranslation(false)}>
            {t('showOriginal')}
          </Button>
        ) : result ? (
          <Button variant="outline" size="sm" onClick={() => setShowTranslation(true)}>
            {t('showTranslation')}
          </Button>
        ) : (
          <Button
            size="sm"
            icon={<Languages aria-hidden="true" className="size-4" />}
            loading={translate.isPending}
            onClick={run}
          >
            {translate.isPending ? t('translating') : t('translateTo', { language: targetName })}
          </Button>
        )}
      </div>

      {translate.isError && !result ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 border-t border-brand-200 px-5 py-3 text-sm text-red-800"
        >
          <span className="flex items-center gap-2">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {errorMessage(t, translate.error, 'error.generic', {
              TRANSLATION_UNAVAILABLE: unavailableKey(translate.error),
            })}
          </span>
          <Button variant="ghost" size="sm" icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={run}>
            {t('common:ui.retry')}
          </Button>
        </div>
      ) : null}

      {translate.isPending ? (
        <div role="status" className="space-y-2 border-t border-brand-200 px-5 py-4" aria-live="polite">
          <span className="sr-only">{t('translating')}</span>
          <div aria-hidden="true" className="h-5 w-2/3 animate-pulse rounded bg-brand-100" />
          <div aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-brand-100" />
          <div aria-hidden="true" className="h-4 w-5/6 animate-pulse rounded bg-brand-100" />
        </div>
      ) : null}

      {result && showTranslation ? (
        <div
          className="space-y-4 border-t border-brand-200 bg-white px-5 py-4"
          lang={result.target}
          data-testid="product-translation-result"
        >
          <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">
            {result.sameLanguage
              ? t('alreadyIn', { language: targetName })
              : result.source
                ? t('machineFrom', { source: t(`language.${result.source}`), target: targetName })
                : t('machine', { target: targetName })}
          </p>
          <h2 className="text-lg font-semibold text-ink-900">{result.name}</h2>
          <div>
            <h3 className="text-sm font-semibold text-ink-700">{t('product.description')}</h3>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-800">{result.description}</p>
          </div>
          {result.specifications ? (
            <div>
              <h3 className="text-sm font-semibold text-ink-700">{t('product.specifications')}</h3>
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-ink-800">{result.specifications}</p>
            </div>
          ) : null}
          <p className="text-xs text-ink-500">{t('product.originalKept', { name: product.name })}</p>
        </div>
      ) : null}
    </section>
  );
}
