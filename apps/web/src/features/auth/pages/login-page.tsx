import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ShoppingBag, Store } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input, RadioGroup } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../api/login';
import { useAuth } from '../../../app/use-auth';
import { afterLoginPath } from '../redirect';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { TwoFactorStep } from '../components/two-factor-step';

type LoginAs = 'buyer' | 'vendor';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const { user, status } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const next = params.get('next');
  const stateEmail = (location.state as { email?: string } | null)?.email;
  const [loginAs, setLoginAs] = useState<LoginAs>('buyer');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  /** Why the user is back at the password step (a two-factor challenge locked by too many wrong codes). */
  const [notice, setNotice] = useState<string | null>(null);
  const login = useLogin();

  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('validation.emailRequired'))
      .pipe(z.email(t('validation.emailInvalid'))),
    password: z.string().min(1, t('validation.passwordRequired')),
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: stateEmail ?? '', password: '' },
  });
  const { errors } = form.formState;

  // A signed-in user (also right after a successful login) goes where login would send them.
  if (status === 'loading' && !login.isSuccess) return <PageSpinner />;
  if (user) {
    return (
      <>
        <Navigate to={afterLoginPath(user, next)} replace />
        <PageSpinner />
      </>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    login.mutate(values, {
      onSuccess: (answer) => {
        if (answer.status === 'two-factor-required') setChallengeId(answer.challengeId);
        else void navigate(afterLoginPath(answer.user, next), { replace: true });
      },
    });
  });

  if (challengeId) {
    return (
      <AuthCard title={t('twoFactor.title')} subtitle={t('twoFactor.subtitle')}>
        <TwoFactorStep
          challengeId={challengeId}
          onSignedIn={(u) => void navigate(afterLoginPath(u, next), { replace: true })}
          onRestart={(reason) => {
            setChallengeId(null);
            setNotice(reason ?? null);
            login.reset();
            form.setValue('password', '');
          }}
        />
      </AuthCard>
    );
  }

  const err = login.error;
  const notVerified = err instanceof ApiError && err.code === 'EMAIL_NOT_VERIFIED';

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {notice && !err ? <FormAlert>{notice}</FormAlert> : null}
        {err && !notVerified ? (
          <FormAlert>
            {errorMessage(t, err, 'login.failed', {
              INVALID_CREDENTIALS: 'login.invalidCredentials',
              ACCOUNT_SUSPENDED: 'login.suspended',
            })}
          </FormAlert>
        ) : null}
        {notVerified ? (
          <FormAlert tone="warning" title={t('login.notVerifiedTitle')}>
            <p>{t('login.notVerifiedText')}</p>
            <div className="mt-3">
              <ResendVerification email={form.getValues('email').trim()} />
            </div>
          </FormAlert>
        ) : null}
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          <RadioGroup<LoginAs>
            legend={t('login.iAmA')}
            name="loginAs"
            value={loginAs}
            onChange={setLoginAs}
            hint={t('login.iAmAHint')}
            options={[
              { value: 'buyer', label: t('login.asBuyer'), icon: <ShoppingBag className="size-5" /> },
              { value: 'vendor', label: t('login.asVendor'), icon: <Store className="size-5" /> },
            ]}
          />

          <Field label={t('fields.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" autoFocus {...form.register('email')} />
          </Field>

          <Field label={t('fields.password')} error={errors.password?.message} required>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </Field>

          <div className="flex justify-end">
            <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </div>

          <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
            {login.isPending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
      </div>
    </AuthCard>
  );
}
