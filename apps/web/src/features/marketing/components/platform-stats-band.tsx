import { useTranslation } from '../../../i18n/use-translation';
import { BRAND } from '@app/shared/constants';
import { cn } from '../../../lib/cn';
import { usePlatformStats } from '../api/get-platform-stats';
import { platformFigures } from './platform-figures';

const COLUMNS = ['', 'lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'];

/**
 * The home page's figures, counted by the server (GET /api/platform/stats). Figures that say nothing yet (zero) are
 * left out; with none to show, or when they cannot be loaded, the band is not drawn at all.
 */
export function PlatformStatsBand() {
  const { t, i18n } = useTranslation('marketing');
  const stats = usePlatformStats();
  const figures = platformFigures(stats.data, t, i18n.language);
  if (!stats.isPending && figures.length === 0) return null;
  return (
    <section
      aria-labelledby="home-stats-title"
      className="border-b border-ink-200 bg-white"
      aria-busy={stats.isPending}
    >
      <h2 id="home-stats-title" className="sr-only">
        {t('home.stats.heading', { brand: BRAND.name })}
      </h2>
      <dl
        className={cn(
          'mx-auto grid max-w-7xl grid-cols-2 gap-px bg-ink-100',
          COLUMNS[stats.isPending ? 4 : figures.length],
        )}
      >
        {stats.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex flex-col items-center bg-white px-4 py-8 sm:py-10" aria-hidden="true">
                <span className="h-9 w-20 animate-pulse rounded-md bg-ink-200/70" />
                <span className="mt-2 h-3 w-28 animate-pulse rounded-md bg-ink-200/70" />
              </div>
            ))
          : figures.map((s, i) => (
              <div
                key={s.key}
                className={cn(
                  'flex flex-col-reverse items-center bg-white px-4 py-8 text-center sm:py-10',
                  figures.length % 2 === 1 && i === figures.length - 1 && 'col-span-2 lg:col-span-1',
                )}
              >
                <dt className="mt-1 text-sm font-medium text-ink-600">{s.label}</dt>
                <dd className="text-3xl font-extrabold tracking-tight text-brand-700 tabular-nums sm:text-4xl">
                  {s.value}
                </dd>
              </div>
            ))}
      </dl>
    </section>
  );
}
