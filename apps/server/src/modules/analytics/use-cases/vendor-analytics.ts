import type { AnalyticsQuery, VendorAnalyticsDto } from '@app/shared/analytics';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { conversionPercent, resolveRange } from '../analytics-range.ts';
import * as repo from '../analytics.repository.ts';

const TOP_PRODUCTS = 10;

/** The signed-in vendor's figures for a period: their own products and orders only (the caller's id). */
export async function vendorAnalytics(
  deps: Deps,
  auth: AuthContext,
  query: AnalyticsQuery,
): Promise<VendorAnalyticsDto> {
  const range = resolveRange(deps.clock.now(), query);
  const vendorId = auth.user.id;
  const [days, top, quotes] = await Promise.all([
    repo.dailyFigures(deps.db, vendorId, range.from, range.to),
    repo.topProducts(deps.db, vendorId, range.from, range.to, TOP_PRODUCTS),
    repo.quoteFigures(deps.db, vendorId, range.from, range.to),
  ]);
  const series = days.map((d) => ({
    day: d.day,
    views: Number(d.views),
    inquiries: Number(d.inquiries),
    orders: Number(d.orders),
    revenueCents: Number(d.revenue),
  }));
  const sum = (pick: (d: (typeof series)[number]) => number) => series.reduce((s, d) => s + pick(d), 0);
  const views = sum((d) => d.views);
  const orders = sum((d) => d.orders);
  const inquiries = sum((d) => d.inquiries);
  const answered = Number(quotes.answered);
  const accepted = Number(quotes.accepted);
  return {
    from: range.from,
    to: range.to,
    currency: 'USD',
    totals: {
      views,
      orders,
      revenueCents: sum((d) => d.revenueCents),
      inquiries,
      conversionPercent: conversionPercent(orders, views),
      inquiryPercent: conversionPercent(inquiries, views),
      quotesSent: Number(quotes.sent),
      quotesAnswered: answered,
      quotesAccepted: accepted,
      quoteAcceptancePercent: conversionPercent(accepted, answered),
    },
    days: series,
    topProducts: top.map((p) => ({
      productId: p.product_id,
      name: p.name,
      views: Number(p.views),
      inquiries: Number(p.inquiries),
      orders: Number(p.orders),
      quantity: Number(p.quantity),
      revenueCents: Number(p.revenue),
      conversionPercent: conversionPercent(Number(p.orders), Number(p.views)),
    })),
  };
}
