/**
 * Invoices and monthly statements (issue 17). Buyers get a numbered invoice for each order; vendors a numbered
 * statement per calendar month (UTC) that reconciles to the escrow ledger to the cent. Amounts are integer minor units
 * of their currency; currencies are never added together (USD first, then each other one).
 */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';

/** A calendar month, "2026-11" (UTC). */
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, contractMessage('billing.monthFormat'));

/** "INV-000123": invoices are numbered by the platform, without gaps. */
export function invoiceNumber(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}

/** "ST-000007": each vendor's statements are numbered by that vendor, without gaps. */
export function statementNumber(n: number): string {
  return `ST-${String(n).padStart(6, '0')}`;
}

export const invoiceListItemDto = z.object({
  orderId: z.string(),
  /** The short order reference ("3F9A1C2B"). */
  orderRef: z.string(),
  createdAt: z.string(),
  totalCents: z.number().int(),
  currency: z.string(),
  charged: z.object({ currency: z.string(), amountMinor: z.number().int() }),
  /** Given the first time the invoice is downloaded; null until then. */
  number: z.string().nullable(),
});
export type InvoiceListItemDto = z.infer<typeof invoiceListItemDto>;

export const invoiceListDto = z.object({ items: z.array(invoiceListItemDto) });
export type InvoiceListDto = z.infer<typeof invoiceListDto>;

/** What moved the vendor's available balance: a sale released (in full or after a partial refund), or another kind. */
export const statementLineDto = z.object({
  transactionId: z.string(),
  /** The ledger transaction's kind: RELEASE, PARTIAL_REFUND, PAYOUT, PAYOUT_REVERSAL, ... */
  kind: z.string(),
  at: z.string(),
  orderId: z.string().nullable(),
  orderRef: z.string().nullable(),
  /** A payout's bank or provider reference (the ledger memo), else null. */
  reference: z.string().nullable(),
  /** A sale: the goods released to the vendor (after any partial refund), before the seller fee. */
  goodsMinor: z.number().int(),
  sellerFeeMinor: z.number().int(),
  shippingMinor: z.number().int(),
  labelMinor: z.number().int(),
  /** A partial refund: what went back to the buyer (kept out of the vendor's money; shown for information). */
  refundedToBuyerMinor: z.number().int(),
  /** The movement of the available balance: goods - fee + shipping - label for a sale; the payout, reversal... */
  amountMinor: z.number().int(),
  /** The available balance after this line. */
  balanceMinor: z.number().int(),
});
export type StatementLineDto = z.infer<typeof statementLineDto>;

export const statementTotalsDto = z.object({
  goodsMinor: z.number().int(),
  sellerFeesMinor: z.number().int(),
  shippingMinor: z.number().int(),
  labelsMinor: z.number().int(),
  refundedToBuyersMinor: z.number().int(),
  /** Payouts (negative: money out of the available balance). */
  payoutsMinor: z.number().int(),
  /** Payouts that failed or were reversed (positive: money back). */
  reversalsMinor: z.number().int(),
  /** Any other movement. */
  otherMinor: z.number().int(),
  /** closing - opening. */
  netMinor: z.number().int(),
});
export type StatementTotalsDto = z.infer<typeof statementTotalsDto>;

export const statementOfCurrencyDto = z.object({
  currency: z.string(),
  openingMinor: z.number().int(),
  closingMinor: z.number().int(),
  totals: statementTotalsDto,
  lines: z.array(statementLineDto),
});
export type StatementOfCurrencyDto = z.infer<typeof statementOfCurrencyDto>;

export const statementDto = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  month: z.string(),
  /** Start and end (exclusive) of the period; `to` is now for the current month. */
  from: z.string(),
  to: z.string(),
  /** false: the current month, figures to date. */
  complete: z.boolean(),
  /** Given the first time the statement is downloaded (PDF or CSV); null until then. */
  number: z.string().nullable(),
  /** USD first, then each other currency, each on its own. */
  currencies: z.array(statementOfCurrencyDto),
  /** Every month a statement exists for: from the vendor's first movement to the current month, newest first. */
  months: z.array(z.string()),
});
export type StatementDto = z.infer<typeof statementDto>;
