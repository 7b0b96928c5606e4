import { z } from 'zod';
import { contractMessage } from './error-messages.ts';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, contractMessage('analytics.form.dayFormat'));

export const ANALYTICS_MAX_DAYS = 366;

export const analyticsQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const analyticsDayDto = z.object({
  day: z.string(),
  views: z.number().int(),
  /** Conversations (inquiries) buyers opened with the vendor that day. */
  inquiries: z.number().int(),
  orders: z.number().int(),
  /** Goods value in USD cents (vendor orders are stored in USD). */
  revenueCents: z.number().int(),
});

export const topProductDto = z.object({
  productId: z.string(),
  name: z.string(),
  views: z.number().int(),
  inquiries: z.number().int(),
  orders: z.number().int(),
  quantity: z.number().int(),
  revenueCents: z.number().int(),
  /** Orders per 100 views of this product, to one decimal; null without views. */
  conversionPercent: z.number().nullable(),
});
export type TopProductDto = z.infer<typeof topProductDto>;

export const vendorAnalyticsDto = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.literal('USD'),
  totals: z.object({
    views: z.number().int(),
    orders: z.number().int(),
    revenueCents: z.number().int(),
    /** Inquiries (conversations opened by buyers) received in the period. */
    inquiries: z.number().int(),
    /** Orders per 100 views, to one decimal; null without views. */
    conversionPercent: z.number().nullable(),
    /** Inquiries per 100 views, to one decimal; null without views. */
    inquiryPercent: z.number().nullable(),
    /** Quotes sent in the period: how many, how many the buyer answered or let expire, how many were accepted. */
    quotesSent: z.number().int(),
    quotesAnswered: z.number().int(),
    quotesAccepted: z.number().int(),
    /** Accepted per 100 answered quotes, to one decimal; null when no quote was answered yet. */
    quoteAcceptancePercent: z.number().nullable(),
  }),
  days: z.array(analyticsDayDto),
  topProducts: z.array(topProductDto),
});
export type VendorAnalyticsDto = z.infer<typeof vendorAnalyticsDto>;
