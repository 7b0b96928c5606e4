import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ArrowRight, Bot, CircleHelp, ExternalLink, Mail, MessageCircle, Phone, SquarePen } from 'lucide-react';
import { BRAND, TIMES } from '@app/shared/constants';
import { PageHero } from '../components/page-hero';
import { WHATSAPP_URL } from '../components/whatsapp-bot-dialog';

interface Channel {
  key: string;
  icon: ReactNode;
  detail?: ReactNode;
  /** in-app route or external address */
  to?: string;
  href?: string;
  external?: boolean;
}

export function SupportPage() {
  const { t } = useTranslation('marketing');
  const hours = TIMES.supportReplyHours;

  const channels: Channel[] = [
    { key: 'faq', icon: <CircleHelp className="size-5" />, to: '/faq' },
    { key: 'form', icon: <SquarePen className="size-5" />, to: '/contact' },
    {
      key: 'email',
      icon: <Mail className="size-5" />,
      href: `mailto:${BRAND.supportEmail}`,
      detail: <span className="break-all">{BRAND.supportEmail}</span>,
    },
    {
      key: 'phone',
      icon: <Phone className="size-5" />,
      href: `tel:${BRAND.supportPhone.replace(/\s+/g, '')}`,
      detail: <span dir="ltr">{BRAND.supportPhone}</span>,
    },
    { key: 'concierge', icon: <Bot className="size-5" />, to: '/ai?chat=open' },
    { key: 'whatsapp', icon: <MessageCircle className="size-5" />, href: WHATSAPP_URL, external: true },
  ];

  const times = [
    { label: t('support.times.urgent'), hours: hours.urgent, tone: 'bg-red-50 text-red-800 ring-red-200' },
    {
      label: t('support.times.technical'),
      hours: hours.technical,
      tone: 'bg-accent-50 text-accent-800 ring-accent-200',
    },
    { label: t('support.times.general'), hours: hours.general, tone: 'bg-brand-50 text-brand-800 ring-brand-200' },
    { label: t('support.times.paper'), hours: hours.physicalForm, tone: 'bg-ink-100 text-ink-700 ring-ink-200' },
  ];

  const steps = [
    t('support.escalation.step1'),
    t('support.escalation.step2'),
    t('support.escalation.step3'),
    t('support.escalation.step4', { email: BRAND.supportEmail }),
  ];

  return (
    <>
      <PageHero eyebrow={t('support.eyebrow')} title={t('support.title')} subtitle={t('support.subtitle')} />

      <section aria-labelledby="support-channels" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="support-channels" className="text-2xl font-bold tracking-tight text-ink-900">
          {t('support.channelsTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {channels.map((c) => {
            const title = t(`support.channels.${c.key}.title`);
            const action = c.to || c.external ? t(`support.channels.${c.key}.action`) : null;
            const linkClass =
              'mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline underline-offset-2';
            return (
              <li
                key={c.key}
                className="flex flex-col rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]"
              >
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                >
                  {c.icon}
                </span>
                <h3 className="mt-4 font-semibold text-ink-900">{title}</h3>
                <p className="mt-1 text-sm text-ink-600">{t(`support.channels.${c.key}.body`)}</p>
                <div className="mt-auto">
                  {c.to ? (
                    <Link to={c.to} className={linkClass}>
                      {action}
                      <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    </Link>
                  ) : c.external && c.href ? (
                    <a href={c.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {action}
                      <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only"> {t('common.opensInNewTab')}</span>
                    </a>
                  ) : c.href ? (
                    <a href={c.href} className={linkClass}>
                      {c.detail}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section
          aria-labelledby="support-times"
          className="rounded-2xl border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)]"
        >
          <h2 id="support-times" className="text-xl font-bold text-ink-900">
            {t('support.timesTitle')}
          </h2>
          <p className="mt-2 text-sm text-ink-600">{t('support.timesIntro')}</p>
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{t('support.timesTitle')}</caption>
            <tbody className="divide-y divide-ink-100">
              {times.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-3 pe-4 text-start font-medium text-ink-800">
                    {row.label}
                  </th>
                  <td className="py-3 text-end">
                    <span
                      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset ${row.tone}`}
                    >
                      {t('support.times.hours', { hours: row.hours })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-700">
            <span className="font-semibold">{t('contact.hoursLabel')}:</span> {t('contact.hours')}
          </p>
        </section>

        <section aria-labelledby="support-escalation" className="rounded-2xl bg-brand-900 p-6 text-white">
          <h2 id="support-escalation" className="text-xl font-bold">
            {t('support.escalationTitle')}
          </h2>
          <ol className="mt-4 space-y-4">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed text-brand-100">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-brand-950"
                >
                  {i + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
