/**
 * The concierge's tools. Each returns the reply text, its sources, and a plain-text fact sheet for the chat model.
 * Account tools act for the caller only: orders come from the orders service with the caller's own id, so another
 * buyer's order reference gets "not found".
 */
import { BRAND, TIMES, type Language } from '@app/shared/constants';
import type { ChatSource } from '@app/shared/concierge';
import {
  CARD_PAYMENT_MAX_CENTS,
  SELLER_FEE_BPS,
  buyerFee,
  cardPaymentAllowed,
  sellerFee,
  type FeeTier,
} from '@app/shared/fees';
import { formatCents } from '@app/shared/money';
import type { OrderDto } from '@app/shared/orders';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { orderRef } from '../orders/order-ref.ts';
import { listBuyerOrders } from '../orders/use-cases/list-buyer-orders.ts';
import { trackingByOrder } from '../shipping/shipping.service.ts';
import { myApplications } from '../verification/verification.service.ts';
import { TEXTS, fill } from './concierge-texts.ts';

export interface ToolResult {
  text: string;
  sources: ChatSource[];
  /** Facts for the chat model (English, plain). */
  facts: string[];
}

const LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', yo: 'en-NG', ha: 'en-NG', ar: 'ar' };

export function money(cents: number, language: Language, currency = 'USD'): string {
  return formatCents(cents, currency, LOCALE[language]);
}

export const ORDERS_URL = '/buyer/dashboard?tab=orders';

function ordersSource(language: Language): ChatSource {
  return { kind: 'link', title: TEXTS[language].sourceOrders, url: ORDERS_URL };
}

/** "Where is my order …": status and tracking of the caller's own orders (one by reference, or the latest three). */
export async function orderStatusTool(
  deps: Deps,
  auth: AuthContext,
  ref: string | null,
  language: Language,
): Promise<ToolResult> {
  const tx = TEXTS[language];
  const orders = await listBuyerOrders(deps, auth);
  let chosen: OrderDto[];
  if (ref) {
    const wanted = ref.toLowerCase();
    chosen = orders.filter((o) => o.id === wanted || orderRef(o.id) === ref.toUpperCase());
    if (chosen.length === 0) {
      return {
        text: fill(tx.orderNotFound, { ref: ref.length > 8 ? orderRef(ref) : ref.toUpperCase() }),
        sources: [ordersSource(language)],
        facts: [`No order with reference ${ref} belongs to this user.`],
      };
    }
  } else {
    if (orders.length === 0)
      return {
        text: tx.noOrders,
        sources: [{ kind: 'link', title: tx.sourceOrders, url: '/products' }],
        facts: ['The user has no orders.'],
      };
    chosen = orders.slice(0, 3);
  }
  const dateFmt = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' });
  const lines: string[] = ref ? [] : [tx.ordersIntro];
  const facts: string[] = [];
  const sources: ChatSource[] = [ordersSource(language)];
  for (const o of chosen) {
    const r = orderRef(o.id);
    lines.push(
      fill(tx.orderLine, {
        ref: r,
        date: dateFmt.format(new Date(o.createdAt)),
        status: tx.status[o.status],
        total: money(o.totalCents, language, o.currency),
      }),
    );
    facts.push(
      `Order ${r} placed ${o.createdAt.slice(0, 10)}: status ${o.status}, total ${formatCents(o.totalCents, o.currency)}.`,
    );
    const tracking = await trackingByOrder(deps, o.id);
    if (tracking.shipments.length === 0) {
      if (o.status === 'processing') lines.push(fill(tx.noTracking, { processing: TIMES.processingBusinessDays }));
      facts.push(`Order ${r}: no shipment yet.`);
    }
    for (const s of tracking.shipments) {
      const last = s.events.at(-1);
      const where = last ? [last.location.city, last.location.country].filter(Boolean).join(', ') : '';
      lines.push(
        fill(tx.trackingLine, {
          carrier: s.shipment.carrier ?? '',
          tracking: s.shipment.tracking_number ?? '—',
          shipmentStatus: tx.shipment[s.shipment.status],
          lastEvent: last ? ` — ${last.event_desc}${where ? ` (${where})` : ''}` : '',
        }),
      );
      facts.push(
        `Order ${r} shipment ${s.shipment.carrier ?? ''} ${s.shipment.tracking_number ?? 'no tracking number'}: ${s.shipment.status}${last ? `, last event "${last.event_desc}" ${where}` : ''}.`,
      );
    }
    sources.push({ kind: 'link', title: fill(tx.sourceTrack, { ref: r }), url: `/track/${o.id}` });
  }
  return { text: lines.join('\n'), sources, facts };
}

/**
 * Fee calculation for an amount, with the shared fee function and the buyer fee tiers in force (the table admins
 * edit, read through the payments module): the same figures the cart and checkout compute.
 */
export function feeTool(amountCents: number | null, language: Language, tiers: readonly FeeTier[]): ToolResult {
  const tx = TEXTS[language];
  if (amountCents === null) return { text: tx.feeNeedAmount, sources: [], facts: [] };
  const fee = buyerFee(amountCents, tiers);
  const values = {
    amount: money(amountCents, language),
    rate: fee.rateBps / 100,
    fee: money(fee.feeCents, language),
    total: money(fee.totalCents, language),
  };
  const lines = [fill(fee.capped ? tx.feeCapped : tx.feeFixed, values)];
  const facts = [
    `Subtotal ${formatCents(amountCents)}: buyer fee ${formatCents(fee.feeCents)} (tier rate ${fee.rateBps / 100}%${fee.capped ? ', capped so a larger order never costs less' : ''}), total ${formatCents(fee.totalCents)}.`,
  ];
  const sources: ChatSource[] = [];
  if (!cardPaymentAllowed(amountCents)) {
    lines.push(fill(tx.feeBankTransfer, { limit: money(CARD_PAYMENT_MAX_CENTS, language) }));
    facts.push(
      `Above ${formatCents(CARD_PAYMENT_MAX_CENTS)} card and wallet payment is not available: bank transfer against a pro-forma invoice.`,
    );
  }
  lines.push(
    fill(tx.sellerFeeLine, { sellerRate: SELLER_FEE_BPS / 100, sellerFee: money(sellerFee(amountCents), language) }),
  );
  facts.push(`Seller fee ${SELLER_FEE_BPS / 100}% = ${formatCents(sellerFee(amountCents))}.`);
  return { text: lines.join('\n'), sources, facts };
}

const APPLICATION_STATUS = {
  PENDING: 'PENDING',
  INFO_REQUESTED: 'PENDING',
  APPROVED: 'VERIFIED',
  REJECTED: 'REJECTED',
} as const;

export async function verificationTool(deps: Deps, auth: AuthContext, language: Language): Promise<ToolResult> {
  const tx = TEXTS[language];
  const apps = await myApplications(deps, auth);
  const source: ChatSource = { kind: 'link', title: tx.sourceVerification, url: '/vendor/onboarding' };
  const kyc = auth.user.kycStatus;
  if (apps.length === 0 && kyc === 'NONE') {
    return {
      text: fill(tx.verificationNone, { hours: TIMES.applicationReviewHours }),
      sources: [source],
      facts: ['The user has no verification application; KYC status NONE.'],
    };
  }
  const lines = [fill(tx.verificationStatus, { status: tx.kyc[kyc] })];
  const facts = [`KYC status: ${kyc}.`];
  const latest = apps[0];
  if (latest) {
    lines.push(
      fill(tx.verificationApplication, {
        business: latest.business.businessName,
        status: tx.kyc[APPLICATION_STATUS[latest.status]],
        reason: latest.decisionReason ? ` — ${latest.decisionReason}` : '',
      }),
    );
    facts.push(
      `Latest application (${latest.business.businessName}) submitted ${latest.submittedAt.slice(0, 10)}: ${latest.status}${latest.decisionReason ? `, reason: ${latest.decisionReason}` : ''}.`,
    );
  }
  return { text: lines.join('\n'), sources: [source], facts };
}

export function disputeTool(language: Language): ToolResult {
  const tx = TEXTS[language];
  return {
    text: fill(tx.disputeHowTo, { days: TIMES.inspectionWindowDays, hours: TIMES.vendorDisputeResponseHours }),
    sources: [ordersSource(language)],
    facts: [
      `Disputes are opened from My Orders (${ORDERS_URL}) within ${TIMES.inspectionWindowDays} days after delivery; funds stay in escrow; vendor responds within ${TIMES.vendorDisputeResponseHours} hours.`,
    ],
  };
}

export function brandValues(email: string): Record<string, string> {
  return { brand: BRAND.name, email };
}
