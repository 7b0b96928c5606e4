import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import {
  BadgeCheck,
  Building2,
  CheckCircle2,
  Clock,
  FileText,
  LogIn,
  MessageSquareWarning,
  Package,
  RefreshCw,
  Settings,
  UserPlus,
  UserRound,
  XCircle,
} from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { TIMES } from '@app/shared/constants';
import type { ApplicationDto } from '@app/shared/verification';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSwitchActiveRole } from '../../auth/public';
import { useAuth } from '../../../app/use-auth';
import { useApplications } from '../api/get-applications';
import { fetchApplicationProduct } from '../api/get-application-product';
import { OnboardingWizard, type OnboardingPrefill } from '../components/onboarding-wizard';
import { fromApplication, ONBOARDING_STEPS } from '../onboarding-form';

const NEXT = `?next=${encodeURIComponent('/vendor/onboarding')}`;

/** /vendor/onboarding (public): the intro when signed out, the application's status, or the four-step wizard. */
export function VendorOnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { user, status } = useAuth();
  useDocumentTitle(t('pageTitle'));

  return (
    <Page>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('subtitle')} className="mx-auto max-w-4xl" />
      {status === 'loading' ? <PageSpinner /> : user ? <SignedIn user={user} /> : <SignedOutIntro />}
    </Page>
  );
}

const STEP_ICONS = { business: Building2, documents: FileText, product: Package, contact: UserRound } as const;

function SignedOutIntro() {
  const { t } = useTranslation('onboarding');
  return (
    <Card className="mx-auto max-w-4xl">
      <CardBody className="space-y-6">
        <div>
          <h2 className="text-xl font-bold text-ink-900">{t('intro.title')}</h2>
          <p className="mt-1 text-ink-600">{t('intro.text', { hours: TIMES.applicationReviewHours })}</p>
        </div>
        <ol className="grid gap-3 sm:grid-cols-2">
          {ONBOARDING_STEPS.map((step, i) => {
            const Icon = STEP_ICONS[step];
            return (
              <li key={step} className="flex items-start gap-3 rounded-xl border border-ink-200 p-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {t('stepOf', { step: i + 1, total: ONBOARDING_STEPS.length })}: {t(`steps.${step}`)}
                  </p>
                  <p className="text-sm text-ink-600">{t(`stepIntro.${step}`)}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="rounded-xl bg-brand-50 p-4">
          <p className="font-medium text-brand-900">{t('intro.signInPrompt')}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <LinkButton to={`/login${NEXT}`} icon={<LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />}>
              {t('intro.login')}
            </LinkButton>
            <LinkButton
              to={`/register${NEXT}`}
              variant="outline"
              icon={<UserPlus aria-hidden="true" className="size-4" />}
            >
              {t('intro.register')}
            </LinkButton>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}

function SignedIn({ user }: { user: UserDto }) {
  const apps = useApplications(true);
  const [submitted, setSubmitted] = useState<ApplicationDto | null>(null);
  const [prefill, setPrefill] = useState<OnboardingPrefill | undefined>();
  const [resubmitting, setResubmitting] = useState(false);
  const [preparing, setPreparing] = useState(false);

  if (submitted) return <SubmittedScreen />;
  const view = (latest: ApplicationDto | undefined) => {
    const verifiedWithoutApp = !latest && user.kycStatus === 'VERIFIED';
    if (verifiedWithoutApp || (latest && (latest.status === 'PENDING' || latest.status === 'APPROVED'))) {
      return <StatusView app={latest} approved={verifiedWithoutApp || latest?.status === 'APPROVED'} />;
    }
    if (latest && !resubmitting) {
      const resubmit = async () => {
        setPreparing(true);
        const product = latest.productId ? await fetchApplicationProduct(latest.productId) : null;
        setPrefill({ values: fromApplication(latest, product) });
        setPreparing(false);
        setResubmitting(true);
      };
      return <StatusView app={latest} approved={false} onResubmit={() => void resubmit()} preparing={preparing} />;
    }
    return <OnboardingWizard user={user} prefill={prefill} onSubmitted={setSubmitted} />;
  };
  return (
    <QueryState
      query={apps}
      loading={{ look: 'spinner' }}
      error={{ ns: 'onboarding', fallback: 'loadFailed', className: 'mx-auto max-w-4xl' }}
    >
      {({ items }) => view(items[0])}
    </QueryState>
  );
}

function StatusView({
  app,
  approved,
  onResubmit,
  preparing = false,
}: {
  app: ApplicationDto | undefined;
  approved: boolean;
  onResubmit?: () => void;
  preparing?: boolean;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const kind = approved
    ? 'approved'
    : app?.status === 'PENDING'
      ? 'pending'
      : app?.status === 'INFO_REQUESTED'
        ? 'infoRequested'
        : 'rejected';
  const Icon = { approved: BadgeCheck, pending: Clock, infoRequested: MessageSquareWarning, rejected: XCircle }[kind];
  const tone = {
    approved: 'bg-brand-50 text-brand-700',
    pending: 'bg-accent-50 text-accent-700',
    infoRequested: 'bg-accent-50 text-accent-700',
    rejected: 'bg-red-50 text-red-700',
  }[kind];
  return (
    <Card className="mx-auto max-w-3xl">
      <CardBody className="flex flex-col items-center gap-4 py-10 text-center">
        <span aria-hidden="true" className={`flex size-16 items-center justify-center rounded-full ${tone}`}>
          <Icon className="size-8" />
        </span>
        <h2 className="text-2xl font-bold text-ink-900">{t(`status.${kind}.title`)}</h2>
        <p className="max-w-xl text-ink-700">{t(`status.${kind}.text`, { hours: TIMES.applicationReviewHours })}</p>
        {app ? (
          <p className="text-sm text-ink-600">
            {t('status.applicationFor', { name: app.business.businessName })} ·{' '}
            {t('status.submittedOn', { date: formatDate(app.submittedAt, i18n.language) })}
          </p>
        ) : null}
        {app?.decisionReason && !approved ? (
          <div className="w-full max-w-xl rounded-xl border border-ink-200 bg-ink-50 p-4 text-start">
            <p className="text-sm font-semibold text-ink-800">{t('status.reason')}</p>
            <p className="mt-1 whitespace-pre-line text-ink-900">
              <bdi>{app.decisionReason}</bdi>
            </p>
          </div>
        ) : null}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {approved ? <LinkButton to="/vendor/dashboard">{t('actions.toDashboard')}</LinkButton> : null}
          {onResubmit ? (
            <Button onClick={onResubmit} loading={preparing} icon={<RefreshCw aria-hidden="true" className="size-4" />}>
              {t('status.resubmit')}
            </Button>
          ) : null}
          {kind === 'pending' ? (
            <LinkButton to="/settings" variant="outline">
              {t('actions.toSettings')}
            </LinkButton>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

/** The confirmation after submitting (spec 2.10): vendor access, role switching in settings, review within 48 hours. */
function SubmittedScreen() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const switchRole = useSwitchActiveRole();
  const [failed, setFailed] = useState(false);
  const toDashboard = () => {
    setFailed(false);
    switchRole.mutate('vendor', {
      onSuccess: () => void navigate('/vendor/dashboard'),
      onError: () => setFailed(true),
    });
  };
  return (
    <Card className="mx-auto max-w-3xl">
      <CardBody className="flex flex-col items-center gap-4 py-10 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <CheckCircle2 className="size-9" />
        </span>
        <h2 className="text-2xl font-bold text-ink-900" tabIndex={-1} ref={(el) => el?.focus()}>
          {t('success.title')}
        </h2>
        <div role="status" className="max-w-xl space-y-2 text-ink-700">
          <p>{t('success.vendorAccess')}</p>
          <p>{t('success.review', { hours: TIMES.applicationReviewHours })}</p>
        </div>
        {failed ? <FormAlert tone="error">{t('success.switchFailed')}</FormAlert> : null}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button onClick={toDashboard} loading={switchRole.isPending}>
            {t('actions.toDashboard')}
          </Button>
          <LinkButton to="/settings" variant="outline" icon={<Settings aria-hidden="true" className="size-4" />}>
            {t('actions.toSettings')}
          </LinkButton>
        </div>
      </CardBody>
    </Card>
  );
}
