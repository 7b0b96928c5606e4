import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ArrowRight, BadgeCheck, Bot, FileText, Landmark, Radar, Scale, ShieldCheck, Store, Truck } from 'lucide-react';
import { BRAND, LANGUAGES } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AiFeaturesGrid } from '../components/ai-features-grid';
import { onDarkButtonClasses } from '../components/on-dark-button';
import { HeroIllustration } from '../components/hero-illustration';
import { PlatformStatsBand } from '../components/platform-stats-band';
import { SectionHeading } from '../components/section-heading';
import { WhatsappBotDialog, WhatsappDeployButton } from '../components/whatsapp-bot-dialog';

const WHY_FEATURES: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'escrow', icon: <ShieldCheck className="size-6" /> },
  { key: 'shipping', icon: <Truck className="size-5" /> },
  { key: 'verification', icon: <BadgeCheck className="size-5" /> },
  { key: 'finance', icon: <Landmark className="size-5" /> },
  { key: 'documentation', icon: <FileText className="size-5" /> },
  { key: 'disputes', icon: <Scale className="size-5" /> },
  { key: 'fraud', icon: <Radar className="size-5" /> },
];

export function HomePage() {
  const { t } = useTranslation('marketing');
  const [botDialogOpen, setBotDialogOpen] = useState(false);

  return (
    <>
      {/* Hero */}
      <section
        aria-labelledby="home-hero-title"
        className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 end-0 size-[36rem] rounded-full bg-brand-500/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -start-20 size-96 rounded-full bg-accent-400/10 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-accent-200 ring-1 ring-white/15 sm:text-sm">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-300" />
              {t('home.hero.badge')}
            </p>
            <h1
              id="home-hero-title"
              className="mt-5 text-4xl leading-[1.15] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              {t('home.hero.subtitle', { brand: BRAND.name })}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButton
                to="/products"
                variant="secondary"
                size="lg"
                icon={<Store aria-hidden="true" className="size-5" />}
              >
                {t('home.hero.browse')}
              </LinkButton>
              <Link to="/vendor/onboarding" className={onDarkButtonClasses('lg')}>
                {t('home.hero.sell')}
                <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </Link>
            </div>
            <p className="mt-4 text-sm">
              <Link
                to="/rfqs/new"
                className="font-semibold text-accent-200 underline underline-offset-4 hover:text-white"
              >
                {t('common:nav.postBuyingRequest')}
              </Link>
            </p>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-brand-100">
              {[
                { icon: <ShieldCheck className="size-4" />, label: t('home.hero.trustEscrow') },
                { icon: <BadgeCheck className="size-4" />, label: t('home.hero.trustVerified') },
                { icon: <Truck className="size-4" />, label: t('home.hero.trustTracked') },
              ].map((item) => (
                <li key={item.label} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-accent-300">
                    {item.icon}
                  </span>
                  {item.label}
                </li>
              ))}
            </ul>
          </div>
          <div className="px-2 sm:px-8 lg:px-0">
            <HeroIllustration />
          </div>
        </div>
      </section>

      {/* Statistics band: counted by the server, only what is worth showing */}
      <PlatformStatsBand />

      {/* Why choose */}
      <section aria-labelledby="home-why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="home-why-title"
          eyebrow={t('home.why.eyebrow')}
          title={t('home.why.title', { brand: BRAND.name })}
          subtitle={t('home.why.subtitle')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_FEATURES.map((f, i) => {
            const featured = i === 0;
            return (
              <li
                key={f.key}
                className={cn(
                  'flex flex-col rounded-[var(--radius-card)] p-6',
                  featured
                    ? 'bg-gradient-to-br from-brand-800 to-brand-600 text-white shadow-[var(--shadow-pop)] sm:col-span-2 lg:row-span-1'
                    : 'border border-ink-200 bg-white shadow-[var(--shadow-card)]',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-11 items-center justify-center rounded-xl',
                    featured ? 'bg-accent-400 text-brand-950' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  {f.icon}
                </span>
                <h3 className={cn('mt-4 font-semibold', featured ? 'text-xl text-white' : 'text-ink-900')}>
                  {t(`home.why.${f.key}.title`)}
                </h3>
                <p
                  className={cn(
                    'mt-2 text-sm leading-relaxed',
                    featured ? 'text-brand-100 sm:text-base' : 'text-ink-600',
                  )}
                >
                  {t(`home.why.${f.key}.body`)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      {/* Call to action */}
      <section aria-labelledby="home-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-gradient-to-br from-accent-300 via-accent-400 to-accent-500 px-6 py-12 sm:px-12 rtl:bg-gradient-to-bl">
          <svg
            aria-hidden="true"
            viewBox="0 0 200 200"
            className="pointer-events-none absolute -end-10 -top-10 size-64 text-white/25"
            fill="none"
          >
            <circle cx="100" cy="100" r="90" stroke="currentColor" strokeWidth="14" />
            <circle cx="100" cy="100" r="50" stroke="currentColor" strokeWidth="14" />
          </svg>
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2
                id="home-cta-title"
                className="text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl"
              >
                {t('home.cta.title')}
              </h2>
              <p className="mt-3 text-base leading-relaxed text-brand-950/80">{t('home.cta.body')}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <LinkButton to="/vendor/onboarding" size="lg">
                {t('home.cta.primary')}
              </LinkButton>
              <LinkButton to="/products" variant="outline" size="lg">
                {t('home.cta.secondary')}
              </LinkButton>
            </div>
          </div>
        </div>
      </section>

      {/* AI features */}
      <section aria-labelledby="home-ai-title" className="px-4 sm:px-6 lg:px-8">
        <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-950 px-4 py-16 text-white sm:px-8 sm:py-20 lg:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-32 start-1/2 size-[30rem] -translate-x-1/2 rounded-full bg-brand-600/25 blur-3xl rtl:translate-x-1/2"
          />
          <div className="relative">
            <SectionHeading
              id="home-ai-title"
              tone="dark"
              eyebrow={t('home.ai.eyebrow')}
              title={t('home.ai.title')}
              subtitle={t('home.ai.subtitle')}
            />
            <div className="mt-12">
              <AiFeaturesGrid tone="dark" />
            </div>

            <div className="mt-10 grid gap-6 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 lg:grid-cols-[1fr_auto] lg:items-center">
              <div className="space-y-5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm text-brand-100">{t('home.ai.languagesTitle')}</span>
                  <ul className="flex flex-wrap gap-2">
                    {LANGUAGES.map((lng) => (
                      <li
                        key={lng}
                        lang={lng}
                        className="rounded-full bg-white/10 px-3 py-1 text-xs font-semibold ring-1 ring-white/15"
                      >
                        {t(`languages.${lng}`)}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
                <WhatsappDeployButton variant="secondary" size="lg" onNotConfigured={() => setBotDialogOpen(true)} />
                <button type="button" className={onDarkButtonClasses('lg')} onClick={() => setBotDialogOpen(true)}>
                  {t('home.ai.learnMore')}
                </button>
                <Link to="/ai?chat=open" className={onDarkButtonClasses('lg', 'ghost')}>
                  <Bot aria-hidden="true" className="size-5" />
                  {t('home.ai.tryConcierge')}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>

      <WhatsappBotDialog open={botDialogOpen} onClose={() => setBotDialogOpen(false)} />
    </>
  );
}
