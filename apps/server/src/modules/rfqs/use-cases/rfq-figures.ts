import { RFQ_FIGURES_DAYS, type RfqFiguresDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { countNotificationsSince } from '../../notifications/notifications.service.ts';
import { rfqQuoteFigures } from '../../offers/offers.service.ts';

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/**
 * The vendor overview's conversion figures over the last 90 days: buying requests they were matched to (told of),
 * quotes sent, quotes accepted and quotes ordered; request to quote, and quote to order.
 */
export async function rfqFigures(deps: Deps, auth: AuthContext): Promise<RfqFiguresDto> {
  const since = new Date(deps.clock.now().getTime() - RFQ_FIGURES_DAYS * 86_400_000);
  const [matched, quotes] = await Promise.all([
    countNotificationsSince(deps.db, auth.user.id, 'rfq.matched', since),
    rfqQuoteFigures(deps.db, auth.user.id, since),
  ]);
  return {
    days: RFQ_FIGURES_DAYS,
    matched,
    quoted: quotes.sent,
    accepted: quotes.accepted,
    ordered: quotes.ordered,
    requestToQuote: rate(quotes.sent, matched),
    quoteToOrder: rate(quotes.ordered, quotes.sent),
  };
}
