import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock, Headphones, MessageCircle } from 'lucide-react';
import { BRAND, LANGUAGES } from '@app/shared/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export const WHATSAPP_URL = `https://wa.me/${BRAND.whatsappNumber}`;

const BOT_FEATURES = ['faq', 'onboarding', 'tracking', 'disputes', 'verification', 'guidance'] as const;

/** "Learn More" about the WhatsApp bot: its features, languages, availability and escalation. */
export function WhatsappBotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('home.botDialog.title', { brand: BRAND.name })}
      description={t('home.botDialog.intro')}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessageCircle className="size-5" />
        </span>
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('home.botDialog.deploy')}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        </>
      }
    >
      <div className="space-y-5 text-sm">
        <section>
          <h3 className="font-semibold text-ink-900">{t('home.botDialog.featuresTitle')}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {BOT_FEATURES.map((f) => (
              <li key={f} className="flex items-start gap-2 text-ink-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {t(`home.botDialog.${f}`)}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="font-semibold text-ink-900">{t('home.botDialog.languagesTitle')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {LANGUAGES.map((lng) => (
              <li
                key={lng}
                lang={lng}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {t(`languages.${lng}`)}
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-3 sm:grid-cols-2">
          <section className="rounded-xl bg-ink-50 p-4">
            <h3 className="flex items-center gap-2 font-semibold text-ink-900">
              <Clock aria-hidden="true" className="size-4 text-accent-600" />
              {t('home.botDialog.availabilityTitle')}
            </h3>
            <p className="mt-1 text-ink-700">{t('home.botDialog.availability')}</p>
          </section>
          <section className="rounded-xl bg-ink-50 p-4">
            <h3 className="flex items-center gap-2 font-semibold text-ink-900">
              <Headphones aria-hidden="true" className="size-4 text-accent-600" />
              {t('home.botDialog.escalationTitle')}
            </h3>
            <p className="mt-1 text-ink-700">{t('home.botDialog.escalation')}</p>
          </section>
        </div>
      </div>
    </Dialog>
  );
}
