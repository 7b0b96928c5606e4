import { useTranslation } from '../../../i18n/use-translation';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import type { SessionDto } from '@app/shared/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { describeUserAgent } from '../../../lib/user-agent';
import { useSessions } from '../api/list-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';

export function SessionsCard() {
  const { t } = useTranslation('settings');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOtherSessions();
  const confirm = useConfirm();
  const toast = useToast();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const onSignOutOthers = async () => {
    const ok = await confirm({
      title: t('security.sessions.signOutOthersTitle'),
      message: t('security.sessions.signOutOthersText'),
      confirmLabel: t('security.sessions.signOutOthers'),
      tone: 'danger',
    });
    if (!ok) return;
    signOutOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast.success(t('security.sessions.revokedMany', { count: revoked })),
      onError: (err) => toast.error(errorMessage(t, err, 'security.sessions.failed')),
    });
  };

  const onRevoke = async (session: SessionDto, device: string) => {
    const ok = await confirm({
      title: t('security.sessions.revokeTitle'),
      message: t('security.sessions.revokeText', { device }),
      confirmLabel: t('security.sessions.revoke'),
      tone: 'danger',
    });
    if (!ok) return;
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('security.sessions.revoked')),
      onError: (err) => toast.error(errorMessage(t, err, 'security.sessions.failed')),
    });
  };

  return (
    <Card>
      <CardHeader
        title={t('security.sessions.title')}
        description={t('security.sessions.description')}
        action={
          others > 0 ? (
            <Button
              variant="outline"
              size="sm"
              loading={signOutOthers.isPending}
              onClick={() => void onSignOutOthers()}
            >
              {t('security.sessions.signOutOthers')}
            </Button>
          ) : null
        }
      />
      <CardBody className="p-0">
        <QueryState
          query={sessions}
          loading={{
            skeleton: (
              <ul className="divide-y divide-ink-100">
                {[0, 1].map((i) => (
                  <li key={i} className="flex items-center gap-4 px-5 py-4">
                    <Skeleton className="size-10 rounded-lg" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-3 w-1/3" />
                      <Skeleton className="h-3 w-1/2" />
                    </div>
                  </li>
                ))}
              </ul>
            ),
          }}
          error={{ ns: 'settings', fallback: 'security.sessions.loadFailed', className: 'p-5' }}
        >
          {(data) => (
            <ul className="divide-y divide-ink-100">
              {[...data]
                .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
                .map((s) => (
                  <SessionRow
                    key={s.id}
                    session={s}
                    onRevoke={onRevoke}
                    revoking={revoke.isPending && revoke.variables === s.id}
                  />
                ))}
            </ul>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: SessionDto;
  onRevoke: (s: SessionDto, device: string) => Promise<void>;
  revoking: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const ua = describeUserAgent(session.userAgent);
  const device =
    ua.browser && ua.os
      ? t('security.sessions.browserOn', { browser: ua.browser, os: ua.os })
      : (ua.browser ?? ua.os ?? t('security.sessions.unknownDevice'));
  const Icon = ua.mobile ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-4 px-5 py-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-700"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
          {device}
          {session.current ? <Badge tone="green">{t('security.sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="mt-0.5 text-xs text-ink-600">
          <span dir="ltr">{session.ip ?? t('security.sessions.unknownIp')}</span>
          {' · '}
          {t('security.sessions.lastSeen')}{' '}
          <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt, i18n.language)}>
            {formatRelative(session.lastSeenAt, i18n.language)}
          </time>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          loading={revoking}
          icon={<LogOut aria-hidden="true" className="size-4" />}
          onClick={() => void onRevoke(session, device)}
          aria-label={t('security.sessions.revokeLabel', { device })}
        >
          <span className="hidden sm:inline">{t('security.sessions.revoke')}</span>
        </Button>
      )}
    </li>
  );
}
