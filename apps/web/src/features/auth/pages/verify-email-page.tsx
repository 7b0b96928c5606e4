import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { MailCheck, MailWarning, WifiOff } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  if (!token) {
    return (
      <AuthCard
        title={t('verify.missingTitle')}
        subtitle={t('verify.missingText')}
        icon={<MailWarning className="size-7" />}
      >
        <ResendVerification />
      </AuthCard>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthCard
        title={t('verify.successTitle')}
        subtitle={t('verify.successText', { email: verify.data.email })}
        icon={<MailCheck className="size-7" />}
      >
        <LinkButton to="/login" state={{ email: verify.data.email }} size="lg" className="w-full">
          {t('verify.goToLogin')}
        </LinkButton>
      </AuthCard>
    );
  }

  if (verify.isError) {
    const err = verify.error;
    if (err instanceof ApiError && (err.code === 'INVALID_TOKEN' || err.code === 'EXPIRED_TOKEN')) {
      return (
        <AuthCard
          title={err.code === 'EXPIRED_TOKEN' ? t('verify.expiredTitle') : t('verify.invalidTitle')}
          subtitle={err.code === 'EXPIRED_TOKEN' ? t('verify.expiredText') : t('verify.invalidText')}
          icon={<MailWarning className="size-7" />}
        >
          <ResendVerification />
        </AuthCard>
      );
    }
    return (
      <AuthCard
        title={t('verify.failedTitle')}
        subtitle={
          err instanceof ApiError && err.code === 'NETWORK' ? t('common:errors.network') : t('verify.failedText')
        }
        icon={<WifiOff className="size-7" />}
      >
        <Button size="lg" className="w-full" onClick={() => verify.mutate(token)}>
          {t('common:ui.retry')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('verify.checkingTitle')}
      subtitle={t('verify.checkingText')}
      icon={<MailCheck className="size-7" />}
    >
      <div className="flex justify-center py-4 text-brand-700">
        <Spinner size="lg" label={t('verify.checkingTitle')} />
      </div>
    </AuthCard>
  );
}
