import { effectiveRfqStatus, type RfqDto, type RfqStatus } from '@app/shared/rfqs';
import type { BadgeTone } from '../../components/ui/badge';

export const RFQ_STATUS_TONES: Record<RfqStatus, BadgeTone> = { OPEN: 'green', CLOSED: 'neutral', AWARDED: 'purple' };

/** The status a reader sees now (an open request whose closing day has passed is closed). */
export function rfqStatusNow(rfq: Pick<RfqDto, 'status' | 'closesOn'>, now: Date = new Date()): RfqStatus {
  return effectiveRfqStatus(rfq.status, rfq.closesOn, now);
}
