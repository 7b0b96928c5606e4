import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Ban, CircleCheck, PauseCircle, PlayCircle, ScanSearch, ShieldAlert, UserX } from 'lucide-react';
import { FRAUD_ALERT_STATUSES, type FraudAction, type FraudAlertDto } from '@app/shared/fraud';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Select, Textarea } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { SkeletonText } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useActOnFraudAlert } from '../api/act-on-fraud-alert';
import { useFraudAlerts } from '../api/list-fraud-alerts';
import { useScanFraud } from '../api/scan-fraud';
import { STATUS_TONES, ruleExplanation, scoreTone } from '../fraud-text';

/** Admin console, Fraud tab: alerts of the rules engine with their explanations, and the admin's actions. */
export function AdminFraudTab() {
  const { t, i18n } = useTranslation('fraud');
  const toast = useToast();
  const [status, setStatus] = useState<string>('OPEN');
  const alerts = useFraudAlerts(status);
  const scan = useScanFraud();
  return (
    <section aria-labelledby="fraud-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="fraud-heading" className="text-lg font-semibold text-ink-900">
            {t('admin.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('admin.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('admin.filter')} className="w-48">
            <Select value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="all">{t('admin.all')}</option>
              {FRAUD_ALERT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="outline"
            icon={<ScanSearch aria-hidden="true" className="size-4" />}
            loading={scan.isPending}
            onClick={() =>
              scan.mutate(undefined, {
                onSuccess: (r) =>
                  toast.success(
                    t('admin.scanned', {
                      scanned: formatNumber(r.scanned, i18n.language),
                      alerts: formatNumber(r.alerts, i18n.language),
                    }),
                  ),
                onError: (e) => toast.error(errorMessage(t, e, 'actionFailed')),
              })
            }
          >
            {t('admin.scan')}
          </Button>
        </div>
      </div>
      <QueryState
        query={alerts}
        loading={{
          skeleton: (
            <Card className="p-5">
              <SkeletonText lines={6} />
            </Card>
          ),
        }}
        error={{ ns: 'fraud', fallback: 'loadFailed' }}
        empty={
          <Card>
            <EmptyState
              icon={<CircleCheck className="size-7" />}
              title={t('admin.emptyTitle')}
              description={t('admin.emptyText')}
            />
          </Card>
        }
      >
        {({ items }) => (
          <ul className="space-y-3" aria-label={t('admin.listLabel')}>
            {items.map((a) => (
              <AlertCard key={a.id} alert={a} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

const ACTIONS: {
  action: FraudAction;
  icon: React.ReactNode;
  variant: 'outline' | 'danger';
  allowed: (a: FraudAlertDto) => boolean;
}[] = [
  {
    action: 'HOLD_ORDER',
    icon: <PauseCircle aria-hidden="true" className="size-4" />,
    variant: 'outline',
    allowed: (a) => a.orderId !== null && (a.status === 'OPEN' || a.status === 'SUSPENDED'),
  },
  {
    action: 'RELEASE_HOLD',
    icon: <PlayCircle aria-hidden="true" className="size-4" />,
    variant: 'outline',
    allowed: (a) => a.status === 'HELD',
  },
  {
    action: 'DISMISS',
    icon: <CircleCheck aria-hidden="true" className="size-4" />,
    variant: 'outline',
    allowed: (a) => a.status === 'OPEN',
  },
  {
    action: 'SUSPEND_ACCOUNT',
    icon: <UserX aria-hidden="true" className="size-4" />,
    variant: 'danger',
    allowed: (a) => (a.status === 'OPEN' || a.status === 'HELD') && a.userStatus !== 'suspended',
  },
];

function AlertCard({ alert }: { alert: FraudAlertDto }) {
  const { t, i18n } = useTranslation('fraud');
  const lang = i18n.language;
  const [action, setAction] = useState<FraudAction | null>(null);
  const ref = alert.orderId ? alert.orderId.slice(0, 8).toUpperCase() : null;
  return (
    <li
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]"
      data-testid="fraud-alert"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            <ShieldAlert aria-hidden="true" className="size-4 text-red-600" />
            {ref ? (
              <span>
                {t('admin.orderAlert')}{' '}
                <Link
                  to={`/order-confirmation/${alert.orderId}`}
                  className="font-mono text-brand-800 hover:underline"
                  dir="ltr"
                >
                  #{ref}
                </Link>
              </span>
            ) : (
              <span>{t('admin.accountAlert')}</span>
            )}
          </p>
          <p className="mt-1 text-sm text-ink-700">
            <bdi>{alert.userName}</bdi> · <span className="text-ink-500">{alert.userEmail}</span>
            {alert.userStatus === 'suspended' ? (
              <Badge tone="red" className="ms-2">
                {t('admin.suspended')}
              </Badge>
            ) : null}
          </p>
          <p className="mt-0.5 text-xs text-ink-500">
            {formatDateTime(alert.createdAt, lang)} · {t(`triggers.${alert.trigger}`, { defaultValue: alert.trigger })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={scoreTone(alert.score)}>{t('score', { n: formatNumber(alert.score, lang) })}</Badge>
          <Badge tone={STATUS_TONES[alert.status]}>{t(`statuses.${alert.status}`)}</Badge>
        </div>
      </div>
      <ul className="space-y-2 px-5 py-3" aria-label={t('admin.rulesFired')}>
        {alert.rules.map((r) => (
          <li key={r.rule} className="flex gap-3 text-sm">
            <span className="shrink-0 rounded-md bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 tabular-nums">
              +{formatNumber(r.points, lang)}
            </span>
            <span>
              <span className="font-medium text-ink-900">{t(`rules.${r.rule}`)}</span>
              <span className="text-ink-700"> — {ruleExplanation(t, r, lang)}</span>
            </span>
          </li>
        ))}
      </ul>
      {alert.note ? (
        <p className="border-t border-ink-100 px-5 py-2 text-sm text-ink-700">
          <span className="font-medium">{t('admin.note')}:</span> {alert.note}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 px-5 py-3">
        {ACTIONS.filter((a) => a.allowed(alert)).map((a) => (
          <Button key={a.action} size="sm" variant={a.variant} icon={a.icon} onClick={() => setAction(a.action)}>
            {t(`actions.${a.action}`)}
          </Button>
        ))}
        {ACTIONS.every((a) => !a.allowed(alert)) ? (
          <span className="text-xs text-ink-500">{t('admin.noActions')}</span>
        ) : null}
      </div>
      <ActionDialog alert={alert} action={action} onClose={() => setAction(null)} />
    </li>
  );
}

function ActionDialog({
  alert,
  action,
  onClose,
}: {
  alert: FraudAlertDto;
  action: FraudAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('fraud');
  const toast = useToast();
  const act = useActOnFraudAlert();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = note.trim().length < 3;
  const close = () => {
    setNote('');
    setTouched(false);
    act.reset();
    onClose();
  };
  return (
    <Dialog
      open={action !== null}
      onClose={close}
      title={action ? t(`dialog.${action}.title`) : ''}
      description={action ? t(`dialog.${action}.text`) : undefined}
      icon={action === 'SUSPEND_ACCOUNT' ? <Ban className="size-6 text-red-600" /> : undefined}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (invalid || !action) return;
          act.mutate(
            { id: alert.id, action, note: note.trim() },
            {
              onSuccess: () => {
                toast.success(t(`done.${action}`));
                close();
              },
            },
          );
        }}
      >
        {act.isError ? (
          <FormAlert>{errorMessage(t, act.error, 'actionFailed', { CONFLICT: 'conflict' })}</FormAlert>
        ) : null}
        <Field label={t('dialog.note')} required error={touched && invalid ? t('dialog.noteRequired') : undefined}>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={500} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={close}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" variant={action === 'SUSPEND_ACCOUNT' ? 'danger' : 'primary'} loading={act.isPending}>
            {action ? t(`actions.${action}`) : ''}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
