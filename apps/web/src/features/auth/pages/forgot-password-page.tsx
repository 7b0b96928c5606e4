import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { z } from 'zod';
import { Button, LinkButton } from '../../../components/ui/button';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

/** States of spec 4: idle, sending, then sent or error. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForgotPassword();
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = z.email().safeParse(email.trim());
    if (!email.trim()) return setFieldError(t('validation.emailRequired'));
    if (!parsed.success) return setFieldError(t('validation.emailInvalid'));
    setFieldError(undefined);
    request.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data) });
  };

  if (sentTo) {
    return (
      <AuthCard
        title={t('forgot.sentTitle')}
        subtitle={t('forgot.sentText', { email: sentTo })}
        icon={<MailCheck className="size-7" />}
      >
        <p className="mb-6 text-center text-sm text-ink-600">{t('forgot.sentHint')}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <LinkButton to="/login" size="lg" icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}>
            {t('forgot.backToLogin')}
          </LinkButton>
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              setSentTo(null);
              setEmail('');
              request.reset();
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {t('forgot.tryDifferent')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      icon={<KeyRound className="size-7" />}
      footer={
        <Link to="/login" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        {request.isError ? (
          <FormAlert>
            {errorMessage(t, request.error, 'forgot.failed', { NO_ACCOUNT: 'forgot.noAccount' })}
            {request.error instanceof ApiError && request.error.code === 'NO_ACCOUNT' ? (
              <>
                {' '}
                <Link to="/register" className="font-semibold underline">
                  {t('login.createAccount')}
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <Field label={t('fields.email')} error={fieldError} required>
          <Input
            ref={inputRef}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
