import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Clock, FileText, Landmark, ShieldCheck } from 'lucide-react';
import type { QuoteDto } from '@app/shared/orders';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { formatUsd } from '../../../lib/money-display';

/** Shown once a quote was requested: the reference and what happens next (fee within 24 h, invoice, transfer, escrow). */
export function QuoteRequestedPanel({ quote }: { quote: QuoteDto }) {
  const { t, i18n } = useTranslation('orders');
  const steps = [
    { icon: Clock, title: t('quote.next1Title'), text: t('quote.next1Text') },
    { icon: FileText, title: t('quote.next2Title'), text: t('quote.next2Text') },
    { icon: Landmark, title: t('quote.next3Title'), text: t('quote.next3Text') },
    { icon: ShieldCheck, title: t('quote.next4Title'), text: t('quote.next4Text') },
  ];
  return (
    <Card className="mx-auto max-w-2xl">
      <CardBody className="space-y-6 p-6 sm:p-8">
        <div className="text-center" role="status">
          <div
            aria-hidden="true"
            className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/50"
          >
            <CheckCircle2 className="size-8" />
          </div>
          <h2 className="text-xl font-bold text-ink-900 sm:text-2xl">{t('quote.doneTitle')}</h2>
          <p className="mt-2 text-ink-600">{t('quote.doneText')}</p>
          <p className="mt-4 inline-flex flex-wrap items-center justify-center gap-2 rounded-lg bg-ink-50 px-4 py-2 text-sm">
            <span className="text-ink-600">{t('quote.reference')}</span>
            <span className="font-mono font-bold text-ink-900" dir="ltr" data-testid="quote-reference">
              {quote.reference}
            </span>
          </p>
          <p className="mt-2 text-sm text-ink-600">
            {t('quote.subtotal', { amount: formatUsd(quote.subtotalCents, i18n.language) })}
          </p>
        </div>
        <ol className="space-y-4">
          {steps.map((s, i) => (
            <li key={s.title} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              >
                <s.icon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  <span className="sr-only">{i + 1}. </span>
                  {s.title}
                </p>
                <p className="mt-0.5 text-sm text-ink-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <LinkButton to="/buyer/dashboard?tab=orders">{t('quote.viewQuotes')}</LinkButton>
          <LinkButton to="/products" variant="outline">
            {t('confirmation.continueShopping')}
          </LinkButton>
        </div>
      </CardBody>
    </Card>
  );
}
