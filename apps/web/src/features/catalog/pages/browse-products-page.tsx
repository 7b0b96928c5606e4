import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronDown, FilterX, PackageSearch, SearchX, X } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuth } from '../../../app/use-auth';
import { useBrowseProducts } from '../api/browse-products';
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseBrowseParams,
  toBrowseParams,
  type BrowseFilters,
} from '../browse-params';
import { categoryName } from '../../../lib/catalog-labels';
import { BrowseFiltersBar } from '../components/browse-filters';
import { ResultsCount, SortSelect, SpellingNotice } from '../components/browse-results-bar';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

/**
 * /products (spec 2.4): search, category and country filters and the sort order in the URL, "Showing 12 of 37", a
 * notice when the results are for a corrected spelling, product cards, "Load More Products".
 */
export function BrowseProductsPage() {
  const { t, i18n } = useTranslation('catalog');
  useDocumentTitle(t('browse.title'));
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBrowseParams(params), [params]);
  const query = useBrowseProducts(filters);
  const endRef = useRef<HTMLParagraphElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  /** how many products were shown when "Load More" was pressed (null: not pressed) */
  const loadMoreFrom = useRef<number | null>(null);

  const setFilters = (next: BrowseFilters) => {
    // each change is a history entry, so Back returns to the previous results; a new search may be corrected again
    setParams(toBrowseParams(next.q === filters.q ? next : { ...next, exact: false }));
  };
  // clearing the filters keeps the chosen order
  const clearFilters = () => setFilters({ ...EMPTY_FILTERS, sort: filters.sort });

  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const firstPage = query.data?.pages[0];
  const filtered = hasActiveFilters(filters);

  // The button is disabled while loading, which drops keyboard focus: once the next page is in, move focus to the
  // first new product (or to the end-of-results note), so keyboard users continue where the new products start.
  useEffect(() => {
    const from = loadMoreFrom.current;
    if (from === null || query.isFetchingNextPage) return;
    loadMoreFrom.current = null;
    const firstNew = gridRef.current?.children[from]?.querySelector<HTMLElement>('h3 a');
    if (firstNew && items.length > from) firstNew.focus();
    else if (!query.hasNextPage) endRef.current?.focus();
  }, [items.length, query.hasNextPage, query.isFetchingNextPage]);

  const activeChips: Array<{ key: string; label: string; clear: BrowseFilters }> = [];
  if (filters.q)
    activeChips.push({ key: 'q', label: t('browse.chipSearch', { q: filters.q }), clear: { ...filters, q: '' } });
  if (filters.category !== 'all')
    activeChips.push({
      key: 'category',
      label: categoryName(t, filters.category),
      clear: { ...filters, category: 'all' },
    });
  if (filters.country)
    activeChips.push({
      key: 'country',
      label: countryName(filters.country, i18n.language),
      clear: { ...filters, country: '' },
    });

  const empty = filtered ? (
    <Card>
      <EmptyState
        icon={<SearchX className="size-7" />}
        title={t('browse.noResultsTitle')}
        description={filters.q ? t('browse.noResultsForQuery', { q: filters.q }) : t('browse.noResultsText')}
        action={
          <Button variant="outline" icon={<FilterX aria-hidden="true" className="size-4" />} onClick={clearFilters}>
            {t('browse.clearFilters')}
          </Button>
        }
        headingLevel="h2"
      />
    </Card>
  ) : (
    <Card>
      <EmptyState
        icon={<PackageSearch className="size-7" />}
        title={t('browse.emptyTitle')}
        description={t('browse.emptyText')}
        action={
          user?.activeRole === 'vendor' ? (
            <LinkButton to="/vendor/add-product">{t('vendor.addProduct')}</LinkButton>
          ) : (
            <LinkButton to="/vendor/onboarding" variant="outline">
              {t('browse.becomeVendor')}
            </LinkButton>
          )
        }
        headingLevel="h2"
      />
    </Card>
  );
  const results = (
    <QueryState
      query={query}
      loading={{
        label: t('browse.loading'),
        skeleton: (
          <ul className={GRID}>
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ),
      }}
      error={{ look: 'panel', title: t('browse.errorTitle'), ns: 'catalog', fallback: 'browse.errorText' }}
      frame={(state, kind) => (kind === 'error' ? <Card>{state}</Card> : state)}
      keepData={() => items.length > 0}
      isEmpty={() => items.length === 0}
      empty={empty}
    >
      {() => (
        <>
          <h2 className="sr-only">{t('browse.resultsHeading')}</h2>
          <ul ref={gridRef} className={GRID}>
            {items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-3">
            {query.isFetchNextPageError ? (
              <div className="w-full max-w-md">
                <FormAlert>{errorMessage(t, query.error, 'browse.loadMoreFailed')}</FormAlert>
              </div>
            ) : null}
            {query.hasNextPage ? (
              <Button
                variant="outline"
                size="lg"
                loading={query.isFetchingNextPage}
                icon={<ChevronDown aria-hidden="true" className="size-5" />}
                onClick={() => {
                  loadMoreFrom.current = items.length;
                  void query.fetchNextPage();
                }}
              >
                {query.isFetchingNextPage ? t('browse.loadingMore') : t('browse.loadMore')}
              </Button>
            ) : (
              <p ref={endRef} tabIndex={-1} className="text-sm text-ink-600 focus:outline-none">
                {t('browse.endOfResults')}
              </p>
            )}
          </div>
        </>
      )}
    </QueryState>
  );

  return (
    <Page>
      <PageHeader
        title={t('browse.title')}
        description={t('browse.subtitle')}
        actions={
          <LinkButton to="/rfqs/new" variant="outline">
            {t('common:nav.postBuyingRequest')}
          </LinkButton>
        }
      />
      <BrowseFiltersBar key={`${filters.q}`} filters={filters} onChange={setFilters} />

      <div className="mt-5 mb-5 flex min-h-8 flex-wrap items-center gap-2">
        <p className="me-2 text-sm text-ink-700" aria-live="polite" aria-atomic="true">
          {query.isSuccess && items.length > 0 ? (
            <ResultsCount
              shown={items.length}
              total={firstPage?.total ?? null}
              capped={firstPage?.totalCapped ?? false}
            />
          ) : null}
        </p>
        {activeChips.map((chip) => (
          <span
            key={chip.key}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
          >
            <span className="truncate">{chip.label}</span>
            <button
              type="button"
              onClick={() => setFilters(chip.clear)}
              aria-label={t('browse.removeFilter', { filter: chip.label })}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        {activeChips.length > 1 ? (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            {t('browse.clearFilters')}
          </Button>
        ) : null}
        {items.length > 0 ? (
          <div className="ms-auto">
            <SortSelect filters={filters} onChange={(sort) => setFilters({ ...filters, sort })} />
          </div>
        ) : null}
      </div>

      {filters.sort === 'price-asc' || filters.sort === 'price-desc' ? (
        <p className="-mt-3 mb-5 text-xs text-ink-600">{t('browse.priceSortNote')}</p>
      ) : null}
      {firstPage?.correctedQuery && items.length > 0 ? (
        <SpellingNotice filters={filters} corrected={firstPage.correctedQuery} />
      ) : null}

      {results}
    </Page>
  );
}
