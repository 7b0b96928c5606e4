import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import { PageHero } from './page-hero';

export interface LegalSection {
  /** Catalogue key under the page: <page>.<id>.title, .intro, .body and .<item>. */
  id: string;
  intro?: boolean;
  body?: boolean;
  items?: readonly string[];
}

/** A policy page: title band, table of contents and numbered sections, all from the `marketing` catalogue. */
export function LegalDocument({ page, sections }: { page: 'privacy' | 'terms'; sections: readonly LegalSection[] }) {
  const { t } = useTranslation('marketing');
  const values = { brand: BRAND.name, email: BRAND.supportEmail, phone: BRAND.supportPhone };
  return (
    <>
      <PageHero title={t(`${page}.title`)} subtitle={t('common.lastUpdated')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_1fr] lg:px-8">
        <nav aria-labelledby={`${page}-toc`} className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${page}-toc`} className="text-xs font-semibold uppercase tracking-wider text-ink-700">
            {t('common.onThisPage')}
          </h2>
          <ul className="mt-3 space-y-1 border-s border-ink-200 text-sm">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${page}-${s.id}`}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-ink-600 hover:border-brand-600 hover:text-brand-800"
                >
                  {t(`${page}.${s.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <article className="min-w-0 rounded-2xl border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
          <p className="text-lg leading-relaxed text-ink-800">{t(`${page}.intro`, values)}</p>
          {sections.map((s) => (
            <section
              key={s.id}
              id={`${page}-${s.id}`}
              aria-labelledby={`${page}-${s.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${page}-${s.id}-title`} className="text-xl font-bold text-ink-900">
                {t(`${page}.${s.id}.title`)}
              </h2>
              {s.intro ? (
                <p className="mt-3 leading-relaxed text-ink-700">{t(`${page}.${s.id}.intro`, values)}</p>
              ) : null}
              {s.body ? <p className="mt-3 leading-relaxed text-ink-700">{t(`${page}.${s.id}.body`, values)}</p> : null}
              {s.items ? (
                <ul className="mt-3 space-y-2 text-ink-700">
                  {s.items.map((item) => (
                    <li key={item} className="flex gap-3 leading-relaxed">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
                      <span>{t(`${page}.${s.id}.${item}`, values)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <div className="mt-12 flex flex-wrap items-center justify-between gap-4 rounded-xl bg-brand-50 p-5">
            <p className="text-sm font-medium text-brand-900">{t('faq.moreTitle')}</p>
            <Link
              to="/contact"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
            >
              {t('common.contactSupport')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
        </article>
      </div>
    </>
  );
}
