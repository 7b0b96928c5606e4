import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Copy, ShieldCheck, ShieldOff, Smartphone } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSetupTwoFactor } from '../api/two-factor-setup';
import { useEnableTwoFactor } from '../api/two-factor-enable';
import { useDisableTwoFactor } from '../api/two-factor-disable';

export function TwoFactorCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader
        title={t('security.twoFactor.title')}
        description={t('security.twoFactor.description')}
        action={
          user.twoFactorEnabled ? (
            <Badge tone="green" icon={<ShieldCheck aria-hidden="true" className="size-3.5" />}>
              {t('security.twoFactor.on')}
            </Badge>
          ) : (
            <Badge tone="neutral" icon={<ShieldOff aria-hidden="true" className="size-3.5" />}>
              {t('security.twoFactor.off')}
            </Badge>
          )
        }
      />
      <CardBody>{user.twoFactorEnabled ? <DisableTwoFactor /> : <EnableTwoFactor />}</CardBody>
    </Card>
  );
}

function EnableTwoFactor() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  if (!setup.data) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <Smartphone aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-ink-700">{t('security.twoFactor.intro')}</p>
        <Button loading={setup.isPending} onClick={() => setup.mutate()}>
          {t('security.twoFactor.setUp')}
        </Button>
        {setup.isError ? (
          <div className="w-full">
            <FormAlert>{errorMessage(t, setup.error, 'security.twoFactor.setupFailed')}</FormAlert>
          </div>
        ) : null}
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(clean)) return setCodeError(t('security.twoFactor.codeInvalidFormat'));
    setCodeError(undefined);
    enable.mutate(clean, {
      onSuccess: () => {
        toast.success(t('security.twoFactor.enabled'));
        setup.reset();
        setCode('');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'INVALID_TWO_FACTOR_CODE')
          setCodeError(t('security.twoFactor.codeWrong'));
      },
    });
  };

  const { secret, qrDataUrl } = setup.data;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-center gap-2">
        <img
          src={qrDataUrl}
          alt={t('security.twoFactor.qrAlt')}
          width={184}
          height={184}
          className="rounded-lg border border-ink-200 bg-white p-2"
        />
      </div>
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 ps-5 text-sm text-ink-700">
          <li>{t('security.twoFactor.step1')}</li>
          <li>{t('security.twoFactor.step2')}</li>
          <li>{t('security.twoFactor.step3')}</li>
        </ol>
        <div>
          <p className="text-sm font-medium text-ink-800">{t('security.twoFactor.secretLabel')}</p>
          <div className="mt-1 flex items-center gap-2">
            <code dir="ltr" className="min-w-0 flex-1 break-all rounded-lg bg-ink-100 px-3 py-2 font-mono text-sm">
              {secret}
            </code>
            <Button
              variant="outline"
              size="sm"
              icon={<Copy aria-hidden="true" className="size-4" />}
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(
                  () => toast.info(t('security.twoFactor.copied')),
                  () => toast.error(t('security.twoFactor.copyFailed')),
                );
              }}
            >
              {t('security.twoFactor.copy')}
            </Button>
          </div>
        </div>
        <form onSubmit={submit} noValidate className="space-y-3">
          {enable.isError && !(enable.error instanceof ApiError && enable.error.code === 'INVALID_TWO_FACTOR_CODE') ? (
            <FormAlert>{errorMessage(t, enable.error, 'security.twoFactor.enableFailed')}</FormAlert>
          ) : null}
          <Field label={t('security.twoFactor.code')} error={codeError} required className="max-w-xs">
            <Input
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/[^\d\s]/g, '').slice(0, 7))}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              className="text-center font-mono tracking-[0.3em]"
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={enable.isPending}>
              {t('security.twoFactor.confirm')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setup.reset();
                enable.reset();
                setCode('');
                setCodeError(undefined);
              }}
            >
              {t('common:ui.cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

function DisableTwoFactor() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  if (!open) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm text-ink-700">{t('security.twoFactor.enabledText')}</p>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('security.twoFactor.disable')}
        </Button>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('security.password.currentRequired'));
    setError(undefined);
    disable.mutate(password, {
      onSuccess: () => {
        toast.success(t('security.twoFactor.disabled'));
        setOpen(false);
        setPassword('');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'WRONG_PASSWORD') setError(t('security.password.wrong'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert tone="warning">{t('security.twoFactor.disableWarning')}</FormAlert>
      {disable.isError && !(disable.error instanceof ApiError && disable.error.code === 'WRONG_PASSWORD') ? (
        <FormAlert>{errorMessage(t, disable.error, 'security.twoFactor.disableFailed')}</FormAlert>
      ) : null}
      <Field label={t('security.password.current')} error={error} required className="max-w-sm">
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={disable.isPending}>
          {t('security.twoFactor.disableConfirm')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setPassword('');
            setError(undefined);
            disable.reset();
          }}
        >
          {t('common:ui.cancel')}
        </Button>
      </div>
    </form>
  );
}
