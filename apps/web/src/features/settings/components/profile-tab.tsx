import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { UserDto } from '@app/shared/auth';
import { findCountry } from '@app/shared/countries';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { CountrySelect } from '../../../components/ui/country-select';
import { DataSaverSwitch } from '../../../components/data-saver-switch';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileTab({ user }: { user: UserDto }) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const update = useUpdateProfile();

  const schema = z.object({
    name: z.string().trim().min(1, t('validation.nameRequired')).max(120, t('validation.nameTooLong')),
    email: z
      .string()
      .trim()
      .min(1, t('validation.emailRequired'))
      .pipe(z.email(t('validation.emailInvalid'))),
    phone: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,32}$/, t('validation.phoneInvalid')),
    ]),
    company: z.string().trim().max(160, t('validation.companyTooLong')),
    country: z.string().trim().max(80),
  });
  type Values = z.infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      company: user.company ?? '',
      country: findCountry(user.country)?.name ?? '',
    },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('profile.saved'));
        form.reset({
          name: saved.name,
          email: saved.email,
          phone: saved.phone ?? '',
          company: saved.company ?? '',
          country: saved.country ?? '',
        });
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        if (err.code === 'EMAIL_TAKEN') form.setError('email', { message: t('profile.emailTaken') });
        for (const [field, message] of Object.entries(err.fields)) {
          if (field in values) form.setError(field as keyof Values, { message });
        }
      },
    });
  });

  const err = update.error;
  const inline = err instanceof ApiError && (err.code === 'EMAIL_TAKEN' || Object.keys(err.fields).length > 0);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('profile.title')} description={t('profile.description')} />
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <CardBody className="space-y-5">
            {err && !inline ? <FormAlert>{errorMessage(t, err, 'profile.failed')}</FormAlert> : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t('fields.name')} error={errors.name?.message} required>
                <Input autoComplete="name" {...form.register('name')} />
              </Field>
              <Field label={t('fields.email')} error={errors.email?.message} required>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </Field>
              <Field label={t('fields.phone')} error={errors.phone?.message} optional>
                <Input type="tel" autoComplete="tel" dir="ltr" className="text-start" {...form.register('phone')} />
              </Field>
              <Field label={t('fields.company')} error={errors.company?.message} optional>
                <Input autoComplete="organization" {...form.register('company')} />
              </Field>
              <Field label={t('fields.country')} error={errors.country?.message} optional className="sm:col-span-2">
                <CountrySelect
                  autoComplete="country-name"
                  placeholder={t('profile.chooseCountry')}
                  {...form.register('country')}
                />
              </Field>
            </div>
          </CardBody>
          <CardFooter>
            <Button variant="ghost" disabled={!isDirty || update.isPending} onClick={() => form.reset()}>
              {t('common:ui.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('common:ui.saveChanges')}
            </Button>
          </CardFooter>
        </form>
      </Card>
      <Card>
        <CardHeader title={t('device.title')} description={t('device.description')} />
        <CardBody>
          <DataSaverSwitch />
        </CardBody>
      </Card>
    </div>
  );
}
