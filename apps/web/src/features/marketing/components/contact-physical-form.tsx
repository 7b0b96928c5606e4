import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Mail, Printer } from 'lucide-react';
import { BRAND, PRINTED_CONTACT_CATEGORIES, TIMES } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { CONTACT_CATEGORY_KEYS } from './contact-categories';

/** The element the print stylesheet keeps: everything else on the page is hidden when printing. */
export const PRINT_FORM_ID = 'contact-print-form';

function BlankLine({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className}>
      <p className="text-xs font-semibold uppercase tracking-wide text-ink-700">{label}</p>
      <div aria-hidden="true" className="mt-5 border-b border-ink-400" />
    </div>
  );
}

/** The Physical Form tab: instructions, a Print Form button and the blank printable form. */
export function ContactPhysicalForm() {
  const { t } = useTranslation('marketing');
  const uid = useId();
  const steps = [
    t('contact.physical.step1'),
    t('contact.physical.step2'),
    t('contact.physical.step3'),
    t('contact.physical.step4'),
  ];

  return (
    <div className="space-y-6">
      <section
        aria-labelledby={`${uid}-instructions`}
        className="rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:p-6 print:hidden"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id={`${uid}-instructions`} className="text-lg font-bold text-ink-900">
            {t('contact.physical.instructionsTitle')}
          </h2>
          <Button onClick={() => window.print()} icon={<Printer aria-hidden="true" className="size-4" />}>
            {t('contact.physical.print')}
          </Button>
        </div>
        <ol className="mt-4 space-y-2 text-sm text-ink-800">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 flex items-start gap-2 text-sm font-semibold text-brand-900">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('contact.physical.replyNote', { hours: TIMES.supportReplyHours.physicalForm })}
        </p>
      </section>

      <article
        id={PRINT_FORM_ID}
        aria-labelledby={`${uid}-form-title`}
        className="rounded-2xl border border-ink-300 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-800 pb-4">
          <div>
            <h2 id={`${uid}-form-title`} className="text-xl font-bold text-brand-900">
              {t('contact.physical.formTitle', { brand: BRAND.name })}
            </h2>
            <p className="mt-1 text-sm text-ink-600">{t('contact.physical.formSubtitle')}</p>
          </div>
          <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 shrink-0">
            <rect width="48" height="48" rx="10" fill="#0f5b4f" />
            <path d="M10 30 C 18 14, 30 14, 38 30" stroke="#f4b740" strokeWidth="4" fill="none" strokeLinecap="round" />
            <path d="M8 34h32" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </header>

        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <BlankLine label={t('contact.physical.name')} className="sm:col-span-2" />
          <BlankLine label={t('contact.physical.email')} />
          <BlankLine label={t('contact.physical.phone')} />
        </div>

        <fieldset className="mt-8">
          <legend className="text-xs font-semibold uppercase tracking-wide text-ink-700">
            {t('contact.physical.categoryLegend')}
          </legend>
          <ul className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {PRINTED_CONTACT_CATEGORIES.map((c) => (
              <li key={c}>
                <label className="flex items-center gap-3 text-sm text-ink-900">
                  <input type="checkbox" className="size-5 shrink-0 rounded border-ink-400 accent-brand-700" />
                  {t(CONTACT_CATEGORY_KEYS[c])}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <BlankLine label={t('contact.physical.subject')} className="mt-8" />

        <div className="mt-8">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-700">{t('contact.physical.message')}</p>
          <div aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className="h-9 border-b border-ink-300" />
            ))}
          </div>
        </div>

        <div className="mt-10 grid gap-6 sm:grid-cols-[2fr_1fr]">
          <BlankLine label={t('contact.physical.signature')} />
          <BlankLine label={t('contact.physical.date')} />
        </div>

        <p className="mt-8 rounded-lg border border-dashed border-ink-300 px-3 py-2 text-xs text-ink-600">
          {t('contact.physical.officeUse')}
        </p>
        <p className="mt-4 text-center text-xs text-ink-600">
          {t('contact.physical.footer', { email: BRAND.supportEmail, phone: BRAND.supportPhone })}
        </p>
      </article>
    </div>
  );
}
