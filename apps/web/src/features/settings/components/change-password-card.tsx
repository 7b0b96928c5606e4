import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { LIMITS } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { WeakPasswordReasons } from '../../auth/public';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const change = useChangePassword();

  const schema = z
    .object({
      currentPassword: z.string().min(1, t('security.password.currentRequired')),
      newPassword: z
        .string()
        .min(LIMITS.passwordMinLength, t('validation.passwordMin', { min: LIMITS.passwordMinLength }))
        .max(LIMITS.passwordMaxLength, t('validation.passwordMax', { max: LIMITS.passwordMaxLength })),
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('security.password.mismatch'),
    });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('security.password.saved'));
        form.reset();
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        if (err.code === 'WRONG_PASSWORD') form.setError('currentPassword', { message: t('security.password.wrong') });
        else if (err.code === 'WEAK_PASSWORD') form.setError('newPassword', { message: t('auth:weakPassword.title') });
      },
    });
  });

  const err = change.error;
  const code = err instanceof ApiError ? err.code : undefined;

  return (
    <Card>
      <CardHeader title={t('security.password.title')} description={t('security.password.description')} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <CardBody className="space-y-5">
          {code === 'WEAK_PASSWORD' && err instanceof ApiError ? <WeakPasswordReasons reasons={err.reasons} /> : null}
          {err && code !== 'WEAK_PASSWORD' && code !== 'WRONG_PASSWORD' ? (
            <FormAlert>{errorMessage(t, err, 'security.password.failed')}</FormAlert>
          ) : null}
          <Field
            label={t('security.password.current')}
            error={errors.currentPassword?.message}
            required
            className="sm:max-w-sm"
          >
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('security.password.new')}
              error={errors.newPassword?.message}
              required
              hint={t('validation.passwordHint', { min: LIMITS.passwordMinLength })}
            >
              <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
            </Field>
            <Field label={t('security.password.confirm')} error={errors.confirmPassword?.message} required>
              <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
            </Field>
          </div>
          <p className="text-sm text-ink-600">{t('security.password.otherSessionsNote')}</p>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={change.isPending}>
            {t('security.password.submit')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
