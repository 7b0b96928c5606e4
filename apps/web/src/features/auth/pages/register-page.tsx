import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Info, ShoppingBag, Store } from 'lucide-react';
import { LIMITS } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field, FormAlert, Input, RadioGroup } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAlert } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { currentLanguage } from '../../../i18n/i18n';
import { useRegister } from '../api/register';
import { useAuth } from '../../../app/use-auth';
import { dashboardPathFor } from '../redirect';
import { AuthCard } from '../components/auth-card';
import { WeakPasswordReasons } from '../components/weak-password-reasons';
import { RichText } from '../../../components/rich-text';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const { user, status } = useAuth();
  const navigate = useNavigate();
  const alert = useAlert();
  const register = useRegister();

  const schema = z
    .object({
      name: z.string().trim().min(1, t('validation.nameRequired')).max(120, t('validation.nameTooLong')),
      email: z
        .string()
        .trim()
        .min(1, t('validation.emailRequired'))
        .pipe(z.email(t('validation.emailInvalid'))),
      password: z
        .string()
        .min(LIMITS.passwordMinLength, t('validation.passwordMin', { min: LIMITS.passwordMinLength }))
        .max(LIMITS.passwordMaxLength, t('validation.passwordMax', { max: LIMITS.passwordMaxLength })),
      confirmPassword: z.string().min(1, t('validation.confirmRequired')),
      role: z.enum(['buyer', 'vendor']),
      phone: z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()-]{6,32}$/, t('validation.phoneInvalid')),
      ]),
      acceptTerms: z.boolean().refine((v) => v, t('validation.termsRequired')),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('validation.passwordsMismatch'),
    });
  type Values = z.infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: 'buyer',
      phone: '',
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  if (status === 'loading') return <PageSpinner />;
  if (user) {
    return (
      <>
        <Navigate to={dashboardPathFor(user)} replace />
        <PageSpinner />
      </>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    register.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        role: values.role,
        phone: values.phone.trim(),
        acceptTerms: true,
        language: currentLanguage(),
      },
      {
        onSuccess: () => {
          void alert({ title: t('register.successTitle'), message: t('register.success'), tone: 'success' }).then(() =>
            navigate('/login', { state: { email: values.email.trim() } }),
          );
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          if (err.code === 'WEAK_PASSWORD') form.setError('password', { message: t('weakPassword.title') });
          else if (err.code === 'EMAIL_TAKEN') form.setError('email', { message: t('register.emailTaken') });
          else {
            for (const [field, message] of Object.entries(err.fields)) {
              if (field in values) form.setError(field as keyof Values, { message });
            }
          }
        },
      },
    );
  });

  const err = register.error;
  const weak = err instanceof ApiError && err.code === 'WEAK_PASSWORD' ? err : null;
  const taken = err instanceof ApiError && err.code === 'EMAIL_TAKEN';

  return (
    <AuthCard
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        {err && !weak && !taken && !(err instanceof ApiError && err.code === 'VALIDATION_ERROR') ? (
          <FormAlert>{errorMessage(t, err, 'register.failed')}</FormAlert>
        ) : null}
        {taken ? (
          <FormAlert
            action={
              <Link to="/login" state={{ email: form.getValues('email') }} className="font-semibold underline">
                {t('register.goToLogin')}
              </Link>
            }
          >
            {t('register.emailTaken')}
          </FormAlert>
        ) : null}

        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup<'buyer' | 'vendor'>
              legend={t('register.roleLegend')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={[
                {
                  value: 'buyer',
                  label: t('register.roleBuyer'),
                  description: t('register.roleBuyerText'),
                  icon: <ShoppingBag className="size-5" />,
                },
                {
                  value: 'vendor',
                  label: t('register.roleVendor'),
                  description: t('register.roleVendorText'),
                  icon: <Store className="size-5" />,
                },
              ]}
            />
          )}
        />
        {role === 'vendor' ? (
          <p className="flex gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900 ring-1 ring-accent-200">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <RichText
                t={t}
                i18nKey="register.vendorNote"
                components={{ anchor: <Link to="/vendor/onboarding" className="font-semibold underline" /> }}
              />
            </span>
          </p>
        ) : null}

        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('fields.name')} error={errors.name?.message} required className="sm:col-span-2">
            <Input autoComplete="name" {...form.register('name')} />
          </Field>
          <Field label={t('fields.email')} error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </Field>
          <Field label={t('fields.phone')} error={errors.phone?.message} optional hint={t('register.phoneHint')}>
            <Input type="tel" autoComplete="tel" dir="ltr" className="text-start" {...form.register('phone')} />
          </Field>
          <Field
            label={t('fields.password')}
            error={errors.password?.message}
            required
            hint={t('validation.passwordHint', { min: LIMITS.passwordMinLength })}
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </Field>
          <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
        {weak ? <WeakPasswordReasons reasons={weak.reasons} /> : null}

        <Checkbox
          {...form.register('acceptTerms')}
          error={errors.acceptTerms?.message}
          label={
            <RichText
              t={t}
              i18nKey="register.terms"
              components={{
                anchor: <Link to="/terms" target="_blank" className="font-semibold text-brand-700 underline" />,
              }}
            />
          }
        />

        <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
          {register.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
