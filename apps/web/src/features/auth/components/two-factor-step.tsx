import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { UserDto } from '@app/shared/auth';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { lockedChallengeNotice } from '../two-factor-errors';

/**
 * Second login step: the 6-digit code from the authenticator app. Too many wrong codes kill the challenge: then the
 * user goes back to the password step (onRestart) with the reason.
 */
export function TwoFactorStep({
  challengeId,
  onSignedIn,
  onRestart,
}: {
  challengeId: string;
  onSignedIn: (user: UserDto) => void;
  onRestart: (notice?: string) => void;
}) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const verify = useLoginTwoFactor();
  const expired = verify.error instanceof ApiError && verify.error.code === 'EXPIRED_TOKEN';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(clean)) {
      setFieldError(t('validation.codeSixDigits'));
      return;
    }
    setFieldError(undefined);
    verify.mutate(
      { challengeId, code: clean },
      {
        onSuccess: (answer) => onSignedIn(answer.user),
        onError: (error) => {
          const notice = lockedChallengeNotice(t, error);
          if (notice) onRestart(notice);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {verify.isError ? (
        <FormAlert>
          {errorMessage(t, verify.error, 'login.failed', {
            INVALID_TWO_FACTOR_CODE: 'twoFactor.invalidCode',
            EXPIRED_TOKEN: 'twoFactor.expired',
          })}
        </FormAlert>
      ) : null}
      <Field label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} error={fieldError} required>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^\d\s]/g, '').slice(0, 7))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          autoFocus
          className="text-center font-mono text-lg tracking-[0.4em]"
          dir="ltr"
        />
      </Field>
      {expired ? (
        <Button size="lg" className="w-full" onClick={() => onRestart()}>
          {t('twoFactor.startAgain')}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {t('twoFactor.verify')}
        </Button>
      )}
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
