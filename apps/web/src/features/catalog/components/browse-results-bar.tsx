import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { SpellCheck } from 'lucide-react';
import { BROWSE_SORTS, effectiveSort, type BrowseSort } from '@app/shared/browse-sorts';
import { Select } from '../../../components/ui/field';
import { formatNumber } from '../../../lib/format';
import { isBrowseSort, toBrowseParams, type BrowseFilters } from '../browse-params';
import { RichText } from '../../../components/rich-text';

/**
 * "Showing 12 of 37 products": what is on screen out of how many match. The total comes with the first page; past the
 * server's counting cap it reads "100+", and once more than that are on screen, just the number shown.
 */
export function ResultsCount({ shown, total, capped }: { shown: number; total: number | null; capped: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  if (total === null || (capped && shown > total))
    return <>{t('browse.showing', { count: shown, formatted: formatNumber(shown, lang) })}</>;
  const values = { shown: formatNumber(shown, lang), formatted: formatNumber(total, lang) };
  return <>{capped ? t('browse.showingOfMore', values) : t('browse.showingOf', { count: total, ...values })}</>;
}

/** The order of the results; the default (relevance with a query, newest without) stays out of the URL. */
export function SortSelect({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (sort: BrowseSort | '') => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const hasQuery = filters.q.trim() !== '';
  const current = effectiveSort(filters.sort || undefined, filters.q);
  const fallback = effectiveSort(undefined, filters.q);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink-700">
        {t('browse.sortLabel')}
      </label>
      <Select
        id={id}
        value={current}
        onChange={(e) => {
          const next = isBrowseSort(e.target.value) ? e.target.value : fallback;
          onChange(next === fallback ? '' : next);
        }}
        className="h-9 w-auto min-w-0 py-1 text-sm"
      >
        {BROWSE_SORTS.filter((s) => s !== 'relevance' || hasQuery).map((s) => (
          <option key={s} value={s}>
            {t(`browse.sortOptions.${s}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** "Showing results for cocoa (searched for cocao)", with a link to search the typed words anyway. */
export function SpellingNotice({ filters, corrected }: { filters: BrowseFilters; corrected: string }) {
  const { t } = useTranslation('catalog');
  const exactly = `?${toBrowseParams({ ...filters, exact: true }).toString()}`;
  return (
    <div
      role="status"
      className="mb-5 flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950"
    >
      <SpellCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="min-w-0">
          <RichText
            t={t}
            i18nKey="browse.correctedNotice"
            values={{ corrected, typed: filters.q }}
            components={{ strong: <bdi className="font-semibold" />, bdi: <bdi /> }}
          />
        </p>
        <Link
          to={exactly}
          className="font-medium break-words text-blue-800 underline underline-offset-2 hover:text-blue-950"
        >
          {t('browse.searchExactly', { typed: filters.q })}
        </Link>
      </div>
    </div>
  );
}
