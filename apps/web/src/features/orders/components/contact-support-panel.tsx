import { useTranslation } from 'react-i18next';
import { Headset } from 'lucide-react';
import { BUYER_FEE_TIER2_LIMIT_CENTS } from '@app/shared/fees';
import { LinkButton } from '../../../components/ui/button';
import { formatUsd } from '../../cart/money-display';

/** Above $1,000 no card or wallet payment is offered (spec 9): the buyer contacts support for custom pricing. */
export function ContactSupportPanel() {
  const { t, i18n } = useTranslation('orders');
  const limit = formatUsd(BUYER_FEE_TIER2_LIMIT_CENTS, i18n.language);
  return (
    <section
      aria-labelledby="contact-support-title"
      className="rounded-xl border border-blue-200 bg-blue-50 p-5 text-blue-950"
    >
      <div className="flex items-start gap-3">
        <Headset aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
        <div className="min-w-0">
          <h3 id="contact-support-title" className="font-semibold">
            {t('contactSupport.title')}
          </h3>
          <p className="mt-1 text-sm">{t('contactSupport.text', { limit })}</p>
          <LinkButton to="/contact" className="mt-4">
            {t('contactSupport.cta')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
