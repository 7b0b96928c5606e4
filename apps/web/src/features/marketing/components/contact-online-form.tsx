import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CircleCheck, Clock, Send } from 'lucide-react';
import type { ContactRequest, contactRequest } from '@app/shared/auth';
import { BRAND, CONTACT_CATEGORIES, TIMES } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import type { ErrorCode } from '../../../lib/api-client';
import { CONTACT_CATEGORY_KEYS } from './contact-categories';

export type ContactFormInput = z.input<typeof contactRequest>;
export type ContactForm = UseFormReturn<ContactFormInput, unknown, ContactRequest>;
type ContactField = keyof ContactFormInput;

export interface ContactSent {
  reference: string;
  name: string;
  email: string;
}

/** The reply times promised on the contact page. */
export function ReplyTimes({ className }: { className?: string }) {
  const { t } = useTranslation('marketing');
  const hours = TIMES.supportReplyHours;
  return (
    <ul className={className}>
      {[
        t('contact.replyGeneral', { hours: hours.general }),
        t('contact.replyTechnical', { hours: hours.technical }),
        t('contact.replyUrgent', { hours: hours.urgent }),
      ].map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

function errorText(
  t: (key: string) => string,
  field: ContactField,
  error: FieldError | undefined,
  value: unknown,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  const empty = typeof value !== 'string' || value.trim() === '';
  switch (field) {
    case 'category':
      return t('contact.errors.categoryRequired');
    case 'email':
      return empty ? t('contact.errors.emailRequired') : t('contact.errors.emailInvalid');
    default:
      return empty ? t(`contact.errors.${field}Required`) : t(`contact.errors.${field}TooLong`);
  }
}

/** The online tab: the form, or the "Message Sent" confirmation once the ticket exists. */
export function ContactOnlineForm({
  form,
  onSubmit,
  pending,
  errorCode,
  sent,
  onSendAnother,
}: {
  form: ContactForm;
  onSubmit: (values: ContactRequest) => void;
  pending: boolean;
  /** The `code` of the last failed attempt (ApiError.code), or null. */
  errorCode: ErrorCode | null;
  sent: ContactSent | null;
  onSendAnother: () => void;
}) {
  const { t } = useTranslation('marketing');
  const successRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  useEffect(() => {
    const heading = successRef.current;
    if (!sent || !heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'center' });
  }, [sent]);

  if (sent) {
    return (
      <div className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-[var(--shadow-card)] sm:p-10">
        <span
          aria-hidden="true"
          className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <CircleCheck className="size-9" />
        </span>
        <h2 ref={successRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink-900 focus:outline-none">
          {t('contact.success.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-md text-ink-700">
          {t('contact.success.body', { name: sent.name, email: sent.email })}
        </p>
        <div className="mx-auto mt-6 max-w-xs rounded-xl border border-dashed border-accent-400 bg-accent-50 px-4 py-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-accent-800">
            {t('contact.success.referenceLabel')}
          </p>
          <p className="mt-1 font-mono text-2xl font-bold text-ink-900" dir="ltr" data-testid="contact-reference">
            {sent.reference}
          </p>
        </div>
        <p className="mt-2 text-xs text-ink-600">{t('contact.success.referenceHint')}</p>
        <div className="mx-auto mt-6 max-w-sm text-start">
          <h3 className="text-sm font-semibold text-ink-900">{t('contact.success.replyTitle')}</h3>
          <ReplyTimes className="mt-2 space-y-1.5 text-sm text-ink-700" />
        </div>
        <Button
          className="mt-8"
          onClick={onSendAnother}
          icon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        >
          {t('contact.success.sendAnother')}
        </Button>
      </div>
    );
  }

  const err = (field: ContactField) => errorText(t, field, errors[field], getValues(field));

  let banner: string | null = null;
  if (errorCode) {
    if (errorCode === 'RATE_LIMITED') banner = t('contact.errors.rateLimited', { email: BRAND.supportEmail });
    else if (errorCode === 'VALIDATION_ERROR') banner = t('contact.errors.validation');
    else if (errorCode === 'NETWORK') banner = t('contact.errors.network');
    else banner = t('contact.errors.generic', { email: BRAND.supportEmail });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-8"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl font-bold text-ink-900">
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('contact.form.requiredNote')}</p>

      {banner ? (
        <div className="mt-5">
          <FormAlert tone="error" title={t('contact.errors.bannerTitle')}>
            {banner}
          </FormAlert>
        </div>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.form.name')} error={err('name')} required id="contact-name">
          <Input
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            maxLength={120}
            {...register('name')}
          />
        </Field>
        <Field label={t('contact.form.email')} error={err('email')} required id="contact-email">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            className="text-start"
            placeholder={t('contact.form.emailPlaceholder')}
            {...register('email')}
          />
        </Field>
        <Field
          label={t('contact.form.category')}
          error={err('category')}
          required
          id="contact-category"
          className="sm:col-span-2"
        >
          <Select {...register('category')}>
            <option value="" disabled>
              {t('contact.form.categoryPlaceholder')}
            </option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(CONTACT_CATEGORY_KEYS[c])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('contact.form.subject')}
          error={err('subject')}
          required
          id="contact-subject"
          className="sm:col-span-2"
        >
          <Input placeholder={t('contact.form.subjectPlaceholder')} maxLength={200} {...register('subject')} />
        </Field>
        <Field
          label={t('contact.form.message')}
          error={err('message')}
          required
          id="contact-message"
          className="sm:col-span-2"
        >
          <Textarea
            rows={6}
            placeholder={t('contact.form.messagePlaceholder')}
            maxLength={5000}
            {...register('message')}
          />
        </Field>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <Button
          type="submit"
          size="lg"
          loading={pending}
          icon={<Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        >
          {pending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
