import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Copy, KeyRound, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys, type ApiKeyDto } from '../api/list-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';

/** Endpoints that accept the x-api-key header (vendor shipping integration). */
const API_KEY_ENDPOINTS = [
  'POST /api/shipments',
  'POST /api/shipments/:id/buy',
  'GET /api/shipments/:id/label.pdf',
  'GET /api/tracking/:shipmentId',
] as const;

/** Vendors: API keys for their own systems (create, shown once; revoke). */
export function ApiKeysCard() {
  const { t, i18n } = useTranslation('settings');
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const confirm = useConfirm();
  const toast = useToast();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const nameId = useId();

  const onCreate = (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('security.apiKeys.nameRequired'));
      return;
    }
    setNameError(null);
    create.mutate(trimmed, {
      onSuccess: (answer) => {
        setCreated({ name: answer.name, key: answer.key });
        setName('');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'VALIDATION_ERROR' && err.fields.name)
          setNameError(err.fields.name);
        else toast.error(errorMessage(t, err, 'security.apiKeys.createFailed'));
      },
    });
  };

  const onRevoke = async (key: ApiKeyDto) => {
    const ok = await confirm({
      title: t('security.apiKeys.revokeTitle'),
      message: t('security.apiKeys.revokeText', { name: key.name }),
      confirmLabel: t('security.apiKeys.revoke'),
      tone: 'danger',
    });
    if (!ok) return;
    revoke.mutate(key.id, {
      onSuccess: () => toast.success(t('security.apiKeys.revoked')),
      onError: (err) => toast.error(errorMessage(t, err, 'security.apiKeys.revokeFailed')),
    });
  };

  const copy = (key: string) => {
    void navigator.clipboard?.writeText(key).then(
      () => toast.success(t('security.apiKeys.copied')),
      () => toast.error(t('security.apiKeys.copyFailed')),
    );
  };

  return (
    <Card>
      <CardHeader title={t('security.apiKeys.title')} description={t('security.apiKeys.description')} />
      <CardBody className="space-y-5">
        <div className="rounded-lg bg-ink-50 p-4 text-sm text-ink-700">
          <p>
            {t('security.apiKeys.howTo')}{' '}
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-ink-900" dir="ltr">
              x-api-key: &lt;key&gt;
            </code>
          </p>
          <p className="mt-2 font-medium text-ink-800">{t('security.apiKeys.endpoints')}</p>
          <ul className="mt-1 space-y-0.5">
            {API_KEY_ENDPOINTS.map((ep) => (
              <li key={ep}>
                <code className="font-mono text-xs break-all text-ink-900" dir="ltr">
                  {ep}
                </code>
              </li>
            ))}
          </ul>
        </div>

        {created ? (
          <div role="status" className="space-y-3 rounded-lg border border-accent-200 bg-accent-50 p-4 text-sm">
            <p className="flex items-start gap-2 font-semibold text-accent-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('security.apiKeys.createdWarning', { name: created.name })}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <code
                className="min-w-0 flex-1 rounded-md border border-ink-200 bg-white px-3 py-2 font-mono text-xs break-all text-ink-900"
                dir="ltr"
                data-testid="new-api-key"
              >
                {created.key}
              </code>
              <Button
                size="sm"
                variant="outline"
                icon={<Copy aria-hidden="true" className="size-4" />}
                onClick={() => copy(created.key)}
              >
                {t('security.apiKeys.copy')}
              </Button>
            </div>
            <Button size="sm" variant="ghost" onClick={() => setCreated(null)}>
              {t('security.apiKeys.done')}
            </Button>
          </div>
        ) : null}

        <form onSubmit={onCreate} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t('security.apiKeys.name')} error={nameError ?? undefined} className="flex-1" id={nameId}>
            <Input
              value={name}
              maxLength={60}
              placeholder={t('security.apiKeys.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Button type="submit" loading={create.isPending} icon={<KeyRound aria-hidden="true" className="size-4" />}>
            {t('security.apiKeys.create')}
          </Button>
        </form>

        <QueryState
          query={keys}
          loading={{
            skeleton: (
              <div className="space-y-2">
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            ),
          }}
          error={{
            ns: 'settings',
            fallback: 'security.apiKeys.loadFailed',
            byCode: { FORBIDDEN: 'security.apiKeys.vendorOnly' },
          }}
          empty={<p className="text-sm text-ink-600">{t('security.apiKeys.empty')}</p>}
        >
          {({ items }) => (
            <ul
              className="divide-y divide-ink-100 rounded-lg border border-ink-200"
              aria-label={t('security.apiKeys.title')}
            >
              {items.map((k) => (
                <li key={k.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <KeyRound aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-ink-900">
                      <bdi>{k.name}</bdi>{' '}
                      <code className="ms-1 font-mono text-xs font-normal text-ink-600" dir="ltr">
                        {k.prefix}…
                      </code>
                    </p>
                    <p className="text-xs text-ink-600">
                      {t('security.apiKeys.created', { date: formatDateTime(k.createdAt, i18n.language) })} ·{' '}
                      {k.lastUsedAt
                        ? t('security.apiKeys.lastUsed', { date: formatDateTime(k.lastUsedAt, i18n.language) })
                        : t('security.apiKeys.neverUsed')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    loading={revoke.isPending && revoke.variables === k.id}
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    onClick={() => void onRevoke(k)}
                    aria-label={t('security.apiKeys.revokeNamed', { name: k.name })}
                  >
                    <span className="hidden sm:inline">{t('security.apiKeys.revoke')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}
