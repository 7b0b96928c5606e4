import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Eye,
  Handshake,
  Headphones,
  Heart,
  MapPin,
  ShieldCheck,
  Sprout,
  Store,
  Target,
  Truck,
  Users,
} from 'lucide-react';
import { BRAND, OFFICES } from '@app/shared/constants';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/button';
import { onDarkButtonClasses } from '../components/on-dark-button';
import { PageHero } from '../components/page-hero';
import { SectionHeading } from '../components/section-heading';
import { usePlatformStats } from '../api/get-platform-stats';
import { platformFigures } from '../components/platform-figures';

const WHAT_WE_DO: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'marketplace', icon: <Store className="size-5" /> },
  { key: 'escrow', icon: <ShieldCheck className="size-5" /> },
  { key: 'logistics', icon: <Truck className="size-5" /> },
  { key: 'support', icon: <Headphones className="size-5" /> },
];

const VALUES: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'trust', icon: <Handshake className="size-5" /> },
  { key: 'transparency', icon: <Eye className="size-5" /> },
  { key: 'inclusion', icon: <Users className="size-5" /> },
  { key: 'growth', icon: <Sprout className="size-5" /> },
];

const OFFICE_COUNTRY_KEYS: Record<(typeof OFFICES)[number]['country'], string> = {
  Nigeria: 'offices.nigeria',
  'United States': 'offices.unitedStates',
};

export function AboutPage() {
  const { t, i18n } = useTranslation('marketing');
  const stats = usePlatformStats();
  const numbers = platformFigures(stats.data, t, i18n.language);

  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        subtitle={t('about.intro', { brand: BRAND.name })}
      />

      {/* Mission + numbers */}
      <section aria-labelledby="about-mission" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-2xl bg-accent-100 text-accent-700"
            >
              <Target className="size-6" />
            </span>
            <h2 id="about-mission" className="mt-4 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('about.missionTitle')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-700">{t('about.mission')}</p>
          </div>
          <div className="rounded-3xl bg-brand-900 p-6 text-white sm:p-8">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              {t('about.numbersTitle')}
            </h2>
            {stats.isPending ? (
              <div className="mt-6 grid grid-cols-2 gap-6" aria-hidden="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <div key={i}>
                    <span className="block h-9 w-20 animate-pulse rounded-md bg-white/15" />
                    <span className="mt-2 block h-3 w-28 animate-pulse rounded-md bg-white/10" />
                  </div>
                ))}
              </div>
            ) : numbers.length === 0 ? (
              <p className="mt-4 text-brand-100">{t('about.numbersEmpty')}</p>
            ) : (
              <dl className="mt-6 grid grid-cols-2 gap-6">
                {numbers.map((n) => (
                  <div key={n.key} className="flex flex-col-reverse">
                    <dt className="mt-1 text-sm text-brand-100">{n.label}</dt>
                    <dd className="text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl">{n.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </div>
      </section>

      {/* What we do */}
      <section aria-labelledby="about-what" className="border-y border-ink-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <SectionHeading id="about-what" title={t('about.whatTitle')} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {WHAT_WE_DO.map((item) => (
              <li key={item.key} className="text-center sm:text-start">
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:mx-0"
                >
                  {item.icon}
                </span>
                <h3 className="mt-4 font-semibold text-ink-900">{t(`about.what.${item.key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-600">{t(`about.what.${item.key}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Values */}
      <section aria-labelledby="about-values" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionHeading id="about-values" title={t('about.valuesTitle')} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li
              key={v.key}
              className="flex gap-4 rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]"
            >
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700"
              >
                {v.icon}
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">{t(`about.values.${v.key}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{t(`about.values.${v.key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* Offices */}
      <section aria-labelledby="about-offices" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <SectionHeading id="about-offices" title={t('about.officesTitle')} subtitle={t('about.officesBody')} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {OFFICES.map((office) => (
              <li key={office.country} className="rounded-[var(--radius-card)] border border-brand-200 bg-white p-6">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink-900">
                  <MapPin aria-hidden="true" className="size-5 text-accent-600" />
                  {t(OFFICE_COUNTRY_KEYS[office.country])}
                </h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {office.cities.map((city) => (
                    <li
                      key={city}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
                    >
                      {city}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Call to action */}
      <section aria-labelledby="about-cta" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col items-center rounded-3xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white">
          <Heart aria-hidden="true" className="size-8 text-accent-300" />
          <h2 id="about-cta" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {t('about.ctaTitle', { brand: BRAND.name })}
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">{t('about.ctaBody')}</p>
          <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <LinkButton to="/vendor/onboarding" variant="secondary" size="lg">
              {t('about.ctaVendor')}
            </LinkButton>
            <Link to="/register" className={onDarkButtonClasses('lg')}>
              {t('about.ctaRegister')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
