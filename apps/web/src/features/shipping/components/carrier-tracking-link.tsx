import { useTranslation } from '../../../i18n/use-translation';
import { ExternalLink, Search } from 'lucide-react';
import { carrierTrackingUrl, knownCarrier } from '../carrier-links';

/** A link to the carrier's own tracking page, or a web search for the number (spec 2.15). Nothing without a number. */
export function CarrierTrackingLink({
  carrier,
  trackingNumber,
}: {
  carrier: string | null | undefined;
  trackingNumber: string | null | undefined;
}) {
  const { t } = useTranslation('shipping');
  const href = carrierTrackingUrl(carrier, trackingNumber);
  if (!href) return null;
  const known = knownCarrier(carrier);
  const Icon = known ? ExternalLink : Search;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {known ? t('tracking.carrierSite', { carrier: carrier ?? '' }) : t('tracking.webSearch')}
      <span className="sr-only"> {t('label.opensInNewTab')}</span>
    </a>
  );
}
