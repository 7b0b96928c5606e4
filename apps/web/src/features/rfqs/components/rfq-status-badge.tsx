import { useTranslation } from '../../../i18n/use-translation';
import type { RfqDto } from '@app/shared/rfqs';
import { Badge } from '../../../components/ui/badge';
import { RFQ_STATUS_TONES, rfqStatusNow } from '../rfq-status';

/** Open, closed or awarded, as the reader sees it now. */
export function RfqStatusBadge({ rfq, className }: { rfq: Pick<RfqDto, 'status' | 'closesOn'>; className?: string }) {
  const { t } = useTranslation('rfqs');
  const status = rfqStatusNow(rfq);
  return (
    <Badge tone={RFQ_STATUS_TONES[status]} className={className}>
      <span data-testid="rfq-status" data-status={status}>
        {t(`status.${status}`)}
      </span>
    </Badge>
  );
}
