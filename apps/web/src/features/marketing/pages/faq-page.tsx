import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CreditCard, Headphones, Info, MessageSquare, ShoppingCart, Store, Truck } from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import { Accordion } from '../../../components/ui/accordion';
import { LinkButton } from '../../../components/ui/button';
import { PageHero } from '../components/page-hero';

/** The six FAQ sections and how many questions each holds in the catalogue (faq.<section>.q1..qN / a1..aN). */
export const FAQ_SECTIONS: ReadonlyArray<{ key: string; count: number; icon: ReactNode }> = [
  { key: 'general', count: 4, icon: <Info className="size-5" /> },
  { key: 'vendors', count: 5, icon: <Store className="size-5" /> },
  { key: 'buyers', count: 4, icon: <ShoppingCart className="size-5" /> },
  { key: 'shipping', count: 4, icon: <Truck className="size-5" /> },
  { key: 'payments', count: 4, icon: <CreditCard className="size-5" /> },
  { key: 'support', count: 4, icon: <Headphones className="size-5" /> },
];

export function FaqPage() {
  const { t } = useTranslation('marketing');
  const values = { brand: BRAND.name, email: BRAND.supportEmail, phone: BRAND.supportPhone };

  return (
    <>
      <PageHero eyebrow={t('faq.eyebrow')} title={t('faq.title')} subtitle={t('faq.subtitle', values)} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label={t('faq.sectionsLabel')} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {FAQ_SECTIONS.map((s) => (
              <li key={s.key}>
                <a
                  href={`#faq-${s.key}`}
                  className="flex items-center gap-2 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-700 hover:border-brand-300 hover:text-brand-800 lg:rounded-lg lg:border-transparent lg:bg-transparent lg:px-3 lg:py-2 lg:hover:bg-white"
                >
                  <span aria-hidden="true" className="text-brand-600 [&>svg]:size-4">
                    {s.icon}
                  </span>
                  {t(`faq.${s.key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-10">
          {FAQ_SECTIONS.map((s) => (
            <section key={s.key} id={`faq-${s.key}`} aria-labelledby={`faq-${s.key}-title`} className="scroll-mt-24">
              <h2 id={`faq-${s.key}-title`} className="mb-4 flex items-center gap-3 text-xl font-bold text-ink-900">
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  {s.icon}
                </span>
                {t(`faq.${s.key}.title`)}
              </h2>
              <Accordion
                headingLevel="h3"
                items={Array.from({ length: s.count }, (_, i) => ({
                  id: `${s.key}-${i + 1}`,
                  title: t(`faq.${s.key}.q${i + 1}`, values),
                  content: <p className="leading-relaxed">{t(`faq.${s.key}.a${i + 1}`, values)}</p>,
                }))}
              />
            </section>
          ))}

          <section
            aria-labelledby="faq-more"
            className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-brand-950"
              >
                <MessageSquare className="size-5" />
              </span>
              <div>
                <h2 id="faq-more" className="text-lg font-semibold">
                  {t('faq.moreTitle')}
                </h2>
                <p className="mt-1 text-sm text-brand-100">{t('faq.moreBody')}</p>
              </div>
            </div>
            <LinkButton to="/contact" variant="secondary">
              {t('faq.moreCta')}
            </LinkButton>
          </section>
        </div>
      </div>
    </>
  );
}
