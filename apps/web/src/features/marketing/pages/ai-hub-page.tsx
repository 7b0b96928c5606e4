import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import {
  Bot,
  Copy,
  FileWarning,
  Gauge,
  LayoutGrid,
  ShieldAlert,
  Star,
  Timer,
  UserCheck,
  Wallet,
  Zap,
  Scale,
  MessagesSquare,
  BadgeCheck,
} from 'lucide-react';
import { LANGUAGES } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { AiFeaturesGrid } from '../components/ai-features-grid';
import { ConciergeChat } from '../components/concierge-chat';
import { FraudRecentAlerts, FraudTiles } from '../../fraud/public';
import { ProfileList, ProfilingTiles } from '../../reliability/public';
import { DisputesHubTab } from '../../disputes/public';

type HubTab = 'overview' | 'fraud' | 'profiling' | 'disputes';

function CheckList({ title, items }: { title: string; items: ReadonlyArray<{ label: string; icon: ReactNode }> }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item.label} className="flex items-start gap-3 text-sm text-ink-700">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700 [&>svg]:size-4"
            >
              {item.icon}
            </span>
            <span className="pt-1">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AiHubPage() {
  const { t } = useTranslation('marketing');
  const [params] = useSearchParams();
  const [tab, setTab] = useState<HubTab>('overview');
  const [chatOpen, setChatOpen] = useState(() => params.get('chat') === 'open');

  const tryButton = (
    <Button
      variant="secondary"
      size="lg"
      onClick={() => setChatOpen(true)}
      icon={<Bot aria-hidden="true" className="size-5" />}
    >
      {t('aiHub.tryConcierge')}
    </Button>
  );

  const overview = (
    <div className="space-y-8">
      <h2 className="sr-only">{t('aiHub.overviewTitle')}</h2>
      <AiFeaturesGrid />
      <div className="grid gap-6 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:p-8 lg:grid-cols-[1fr_auto] lg:items-center rtl:bg-gradient-to-bl">
        <div>
          <h3 className="text-xl font-bold">{t('aiFeatures.concierge.title')}</h3>
          <p className="mt-2 max-w-2xl text-brand-100">{t('aiFeatures.concierge.body')}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
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
        <div>{tryButton}</div>
      </div>
    </div>
  );

  const fraud = (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-ink-900">{t('aiHub.fraud.title')}</h2>
        <p className="mt-1 text-ink-600">{t('aiHub.fraud.intro')}</p>
      </div>
      <FraudTiles />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="fraud-alerts-title"
          className="rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]"
        >
          <h3 id="fraud-alerts-title" className="border-b border-ink-100 px-5 py-4 font-semibold text-ink-900">
            {t('aiHub.fraud.alertsTitle')}
          </h3>
          <FraudRecentAlerts />
        </section>
        <CheckList
          title={t('aiHub.fraud.capabilitiesTitle')}
          items={[
            { label: t('aiHub.fraud.velocity'), icon: <Zap /> },
            { label: t('aiHub.fraud.identity'), icon: <UserCheck /> },
            { label: t('aiHub.fraud.accounts'), icon: <Copy /> },
            { label: t('aiHub.fraud.documents'), icon: <FileWarning /> },
            { label: t('aiHub.fraud.offPlatform'), icon: <Wallet /> },
          ]}
        />
      </div>
    </div>
  );

  const profiling = (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-ink-900">{t('aiHub.profiling.title')}</h2>
        <p className="mt-1 text-ink-600">{t('aiHub.profiling.intro')}</p>
      </div>
      <ProfilingTiles />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="profiles-title"
          className="rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]"
        >
          <h3 id="profiles-title" className="border-b border-ink-100 px-5 py-4 font-semibold text-ink-900">
            {t('aiHub.profiling.listTitle')}
          </h3>
          <ProfileList />
        </section>
        <CheckList
          title={t('aiHub.profiling.signalsTitle')}
          items={[
            { label: t('aiHub.profiling.onTime'), icon: <Timer /> },
            { label: t('aiHub.profiling.disputes'), icon: <Scale /> },
            { label: t('aiHub.profiling.response'), icon: <MessagesSquare /> },
            { label: t('aiHub.profiling.verified'), icon: <BadgeCheck /> },
            { label: t('aiHub.profiling.reviews'), icon: <Star /> },
          ]}
        />
      </div>
    </div>
  );

  return (
    <>
      <section aria-labelledby="ai-hub-title" className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgb(42_151_128/0.35),transparent_55%)]"
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="pointer-events-none absolute -bottom-16 end-4 hidden size-72 text-brand-500/30 md:block"
          fill="none"
        >
          {[30, 60, 90].map((r) => (
            <circle key={r} cx="100" cy="100" r={r} stroke="currentColor" strokeWidth="1.5" />
          ))}
          {[
            [100, 10],
            [178, 70],
            [150, 170],
            [40, 160],
            [25, 70],
          ].map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <path d={`M100 100 L${x} ${y}`} stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 4" />
              <circle cx={x} cy={y} r="6" fill="#f4b740" />
            </g>
          ))}
          <circle cx="100" cy="100" r="14" fill="#f4b740" />
        </svg>
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-300">
            <LayoutGrid aria-hidden="true" className="size-4" />
            {t('aiHub.eyebrow')}
          </p>
          <h1 id="ai-hub-title" className="mt-3 max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('aiHub.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('aiHub.subtitle')}</p>
          <div className="mt-8">{tryButton}</div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <Tabs<HubTab>
          label={t('aiHub.tabsLabel')}
          value={tab}
          onChange={setTab}
          items={[
            {
              id: 'overview',
              label: t('aiHub.tabOverview'),
              icon: <LayoutGrid className="size-4" />,
              content: overview,
            },
            { id: 'fraud', label: t('aiHub.tabFraud'), icon: <ShieldAlert className="size-4" />, content: fraud },
            { id: 'profiling', label: t('aiHub.tabProfiling'), icon: <Gauge className="size-4" />, content: profiling },
            {
              id: 'disputes',
              label: t('disputes:hub.tab'),
              icon: <Scale className="size-4" />,
              content: <DisputesHubTab />,
            },
          ]}
        />
      </div>

      <ConciergeChat open={chatOpen} onOpenChange={setChatOpen} />
    </>
  );
}
