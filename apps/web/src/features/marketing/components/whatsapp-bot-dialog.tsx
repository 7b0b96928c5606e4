import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Clock, Headphones, MessageCircle } from 'lucide-react';
import { BRAND, LANGUAGES } from '@app/shared/constants';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useConciergeConfig } from '../api/get-concierge-config';

/** The brand's static support number (the support page's link); the bot itself uses the configured number. */
export const WHATSAPP_URL = `https://wa.me/${BRAND.whatsappNumber}`;

/** wa.me link of the WhatsApp bot when the server has WHATSAPP_DISPLAY_NUMBER; null otherwise (or while loading). */
export function useWhatsappBotUrl(): string | null {
  const config = useConciergeConfig();
  return config.data?.whatsappNumber ? `https://wa.me/${config.data.whatsappNumber}` : null;
}

/**
 * "Deploy WhatsApp Bot": opens the configured number in a new tab; without one, `onNotConfigured` (the dialog
 * that explains it).
 */
export function WhatsappDeployButton({
  variant,
  size,
  onNotConfigured,
}: {
  variant: ButtonVariant;
  size: ButtonSize;
  onNotConfigured: () => void;
}) {
  const { t } = useTranslation('marketing');
  const url = useWhatsappBotUrl();
  if (url) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses(variant, size)}
        data-testid="whatsapp-deploy"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('home.ai.deploy')}
        <span className="sr-only"> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      onClick={onNotConfigured}
      className={buttonClasses(variant, size)}
      data-testid="whatsapp-deploy"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {t('home.ai.deploy')}
    </button>
  );
}

const BOT_FEATURES = ['faq', 'onboarding', 'tracking', 'disputes', 'verification', 'guidance'] as const;

/** "Learn More" about the WhatsApp bot: its features, languages, availability and escalation. */
export function WhatsappBotDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const { t: tc } = useTranslation('concierge');
  const url = useWhatsappBotUrl();
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
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
              <MessageCircle aria-hidden="true" className="size-4" />
              {t('home.botDialog.deploy')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          ) : (
            <Link to="/ai?chat=open" className={buttonClasses('primary', 'md')} onClick={onClose}>
              {tc('home.tryChat')}
            </Link>
          )}
        </>
      }
    >
      <div className="space-y-5 text-sm">
        {url ? null : (
          <div
            role="note"
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
            data-testid="whatsapp-not-configured"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <h3 className="font-semibold">{tc('home.notConfiguredTitle')}</h3>
              <p className="mt-1">{tc('home.notConfiguredText')}</p>
            </div>
          </div>
        )}
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
