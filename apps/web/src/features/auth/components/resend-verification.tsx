import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MailCheck } from 'lucide-react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useResendVerification } from '../api/resend-verification';

/** Sends a new verification e-mail. With a known e-mail it is a single button; otherwise a small form. */
export function ResendVerification({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string>();

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const parsed = z.email().safeParse(email.trim());
    if (!parsed.success) {
      setError(t('validation.emailInvalid'));
      return;
    }
    setError(undefined);
    resend.mutate(parsed.data);
  };

  if (resend.isSuccess) {
    return (
      <FormAlert tone="success" title={t('verify.resentTitle')}>
        {t('verify.resentText', { email: email.trim() })}
      </FormAlert>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {knownEmail ? null : (
        <Field label={t('fields.email')} error={error} required>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
      )}
      {resend.isError ? <FormAlert>{errorMessage(t, resend.error, 'verify.resendFailed')}</FormAlert> : null}
      <Button
        type="submit"
        variant={knownEmail ? 'outline' : 'primary'}
        loading={resend.isPending}
        icon={<MailCheck aria-hidden="true" className="size-4" />}
        className="w-full"
      >
        {t('verify.resend')}
      </Button>
    </form>
  );
}
