import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Search, X } from 'lucide-react';
import { CATEGORIES } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Field, Input, Select } from '../../../components/ui/field';
import { CountrySelect } from '../../../components/ui/country-select';
import { isCategoryId, type BrowseFilters } from '../browse-params';
import { categoryName } from '../../../lib/catalog-labels';

/**
 * Search box (applied on Enter or the Search button) and the category and country filters (applied at once).
 * Mount it with `key={filters.q}` so Back/Forward resets the typed text.
 */
export function BrowseFiltersBar({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters) => void;
}) {
  const { t } = useTranslation('catalog');
  const [text, setText] = useState(filters.q);

  return (
    <form
      role="search"
      aria-label={t('browse.filtersLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, q: text.trim() });
      }}
      className="grid grid-cols-2 gap-3 rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 shadow-[var(--shadow-card)] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <Field label={t('browse.searchLabel')} className="col-span-2 lg:col-span-1">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-500"
          />
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('browse.searchPlaceholder')}
            maxLength={200}
            enterKeyHint="search"
            className="ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => {
                setText('');
                if (filters.q) onChange({ ...filters, q: '' });
              }}
              aria-label={t('browse.clearSearch')}
              className="absolute end-1 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </Field>
      <Field label={t('browse.categoryLabel')}>
        <Select
          value={filters.category}
          onChange={(e) =>
            onChange({ ...filters, q: text.trim(), category: isCategoryId(e.target.value) ? e.target.value : 'all' })
          }
        >
          <option value="all">{t('browse.allCategories')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {categoryName(t, c.id)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('browse.countryLabel')}>
        <CountrySelect
          value={filters.country}
          placeholder={t('browse.allCountries')}
          onChange={(e) => onChange({ ...filters, q: text.trim(), country: e.target.value })}
        />
      </Field>
      <Button
        type="submit"
        icon={<Search aria-hidden="true" className="size-4" />}
        className="col-span-2 lg:col-span-1"
      >
        {t('browse.search')}
      </Button>
    </form>
  );
}
