import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CheckCircle2, KeyRound, LinkIcon } from 'lucide-react';
import { LIMITS, TIMES } from '@app/shared/constants';
import { Button, LinkButton } from '../../../components/ui/button';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { WeakPasswordReasons } from '../components/weak-password-reasons';

const REDIRECT_SECONDS = Math.round(TIMES.passwordResetRedirectMs / 1000);

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const [params] = useSearchParams();
  const accessToken = params.get('access_token') ?? '';
  const refreshToken = params.get('refresh_token') ?? '';
  const reset = useResetPassword();

  const schema = z
    .object({
      password: z
        .string()
        .min(LIMITS.passwordMinLength, t('reset.tooShort'))
        .max(LIMITS.passwordMaxLength, t('validation.passwordMax', { max: LIMITS.passwordMaxLength })),
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: t('reset.mismatch') });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  if (!accessToken || !refreshToken) {
    return (
      <AuthCard title={t('reset.title')} icon={<LinkIcon className="size-7" />}>
        <FormAlert>{t('reset.missingToken')}</FormAlert>
        <LinkButton to="/forgot-password" size="lg" className="mt-5 w-full">
          {t('reset.requestNew')}
        </LinkButton>
      </AuthCard>
    );
  }

  if (reset.isSuccess) return <ResetSuccess />;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate({ accessToken, refreshToken, password: values.password, confirmPassword: values.confirmPassword });
  });

  const err = reset.error;
  const badLink = err instanceof ApiError && (err.code === 'EXPIRED_TOKEN' || err.code === 'INVALID_TOKEN');
  const weak = err instanceof ApiError && err.code === 'WEAK_PASSWORD' ? err : null;

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} icon={<KeyRound className="size-7" />}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        {badLink ? (
          <FormAlert
            action={
              <Link to="/forgot-password" className="font-semibold underline">
                {t('reset.requestNew')}
              </Link>
            }
          >
            {t('reset.expired')}
          </FormAlert>
        ) : weak ? (
          <WeakPasswordReasons reasons={weak.reasons} />
        ) : err ? (
          <FormAlert>{errorMessage(t, err, 'reset.failed')}</FormAlert>
        ) : null}
        <Field
          label={t('fields.newPassword')}
          error={errors.password?.message}
          required
          hint={t('validation.passwordHint', { min: LIMITS.passwordMinLength })}
        >
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </Field>
        <Field label={t('fields.confirmNewPassword')} error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending} disabled={badLink}>
          {reset.isPending ? t('reset.updating') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Success, then /login after 3 seconds with a visible countdown. */
function ResetSuccess() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
    }, 250);
    const go = setTimeout(() => void navigate('/login', { replace: true }), TIMES.passwordResetRedirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [navigate]);

  return (
    <AuthCard
      title={t('reset.successTitle')}
      subtitle={t('reset.successText')}
      icon={<CheckCircle2 className="size-7" />}
    >
      <p role="status" aria-live="polite" className="mb-5 text-center text-sm font-medium text-ink-700">
        {t('reset.redirecting', { count: left })}
      </p>
      <LinkButton to="/login" size="lg" className="w-full" replace>
        {t('reset.goNow')}
      </LinkButton>
    </AuthCard>
  );
}
