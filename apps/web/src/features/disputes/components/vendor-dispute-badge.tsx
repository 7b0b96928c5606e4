import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Scale } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { useMyDisputes } from '../api/list-my-disputes';
import { STATUS_TONES } from '../dispute-format';

/** In the vendor's orders table: a "Disputed" badge linking to the dispute of that vendor order, if any. */
export function VendorDisputeBadge({ vendorOrderId, orderRef }: { vendorOrderId: string; orderRef: string }) {
  const { t } = useTranslation('disputes');
  const disputes = useMyDisputes('vendor');
  const d = disputes.data?.items.find((x) => x.vendorOrderId === vendorOrderId);
  if (!d) return null;
  return (
    <Link
      to={`/disputes/${d.id}`}
      className="mt-1 inline-block rounded-full focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
      aria-label={t('badge.view', { ref: orderRef })}
    >
      <Badge
        tone={d.status === 'RESOLVED' ? 'neutral' : STATUS_TONES[d.status]}
        icon={<Scale aria-hidden="true" className="size-3" />}
      >
        {t('badge.label')} · {t(`statuses.${d.status}`)}
      </Badge>
    </Link>
  );
}
