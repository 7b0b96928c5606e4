import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleHelp, Clock, Laptop, Mail, Phone, Printer } from 'lucide-react';
import { contactRequest, type ContactRequest } from '@app/shared/auth';
import { BRAND } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  ContactOnlineForm,
  ReplyTimes,
  type ContactFormInput,
  type ContactSent,
} from '../components/contact-online-form';
import { ContactPhysicalForm } from '../components/contact-physical-form';
import { PageHero } from '../components/page-hero';
import './contact-print.css';

type ContactTab = 'online' | 'physical';
const FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;

const EMPTY_FORM: ContactFormInput = {
  name: '',
  email: '',
  // The select starts on its "Choose a category" placeholder; the schema rejects it until a category is chosen.
  category: '' as ContactFormInput['category'],
  subject: '',
  message: '',
};

export function ContactPage() {
  const { t } = useTranslation('marketing');
  const [tab, setTab] = useState<ContactTab>('online');
  const [sent, setSent] = useState<ContactSent | null>(null);
  const mutation = useSendContactMessage();
  // Kept here, not in the tab, so switching tabs does not lose what was typed.
  const form = useForm<ContactFormInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequest),
    defaultValues: EMPTY_FORM,
  });

  function submit(values: ContactRequest) {
    mutation.mutate(values, {
      onSuccess: (result) => setSent({ reference: result.reference, name: values.name, email: values.email }),
      onError: (error) => {
        if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return;
        let first = true;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (!message) continue;
          form.setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      },
    });
  }

  function sendAnother() {
    form.reset(EMPTY_FORM);
    mutation.reset();
    setSent(null);
    // The form is back on screen after this render.
    setTimeout(() => form.setFocus('name'), 0);
  }

  const errorCode = mutation.isError ? (isApiError(mutation.error) ? mutation.error.code : 'INTERNAL') : null;

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')} />

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="min-w-0">
          <Tabs<ContactTab>
            label={t('contact.tabsLabel')}
            value={tab}
            onChange={setTab}
            items={[
              {
                id: 'online',
                label: t('contact.tabOnline'),
                icon: <Laptop className="size-4" />,
                content: (
                  <ContactOnlineForm
                    form={form}
                    onSubmit={submit}
                    pending={mutation.isPending}
                    errorCode={errorCode}
                    sent={sent}
                    onSendAnother={sendAnother}
                  />
                ),
              },
              {
                id: 'physical',
                label: t('contact.tabPhysical'),
                icon: <Printer className="size-4" />,
                content: <ContactPhysicalForm />,
              },
            ]}
          />
        </div>

        <aside aria-labelledby="contact-info-title" className="space-y-6 print:hidden">
          <section className="rounded-2xl border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]">
            <h2 id="contact-info-title" className="text-base font-bold text-ink-900">
              {t('contact.infoTitle')}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="flex items-center gap-3 font-medium text-ink-600">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {t('contact.emailLabel')}
                </dt>
                <dd className="ps-8">
                  <a
                    href={`mailto:${BRAND.supportEmail}`}
                    className="break-all font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {BRAND.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-3 font-medium text-ink-600">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {t('contact.phoneLabel')}
                </dt>
                <dd className="ps-8">
                  <a
                    href={`tel:${BRAND.supportPhone.replace(/\s+/g, '')}`}
                    dir="ltr"
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {BRAND.supportPhone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-3 font-medium text-ink-600">
                  <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  {t('contact.hoursLabel')}
                </dt>
                <dd className="ps-8 font-semibold text-ink-900">{t('contact.hours')}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="contact-reply-title" className="rounded-2xl bg-brand-900 p-5 text-white">
            <h2 id="contact-reply-title" className="text-base font-bold">
              {t('contact.replyTitle')}
            </h2>
            <ReplyTimes className="mt-3 space-y-2 text-sm text-brand-100 [&_svg]:text-accent-300" />
          </section>

          <div className="flex flex-col gap-2">
            <LinkButton to="/faq" variant="outline" icon={<CircleHelp aria-hidden="true" className="size-4" />}>
              {t('common.readFaq')}
            </LinkButton>
            <LinkButton
              to="/"
              variant="ghost"
              icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
            >
              {t('common.backHome')}
            </LinkButton>
          </div>
        </aside>
      </div>
    </>
  );
}
