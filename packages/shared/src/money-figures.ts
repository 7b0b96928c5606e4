/**
 * Money figures read from the escrow ledger (the one source for every money figure on admin Overview, admin Reports
 * and the vendor's Billing). Amounts are integer minor units of `currency`: USD cents first, then, in
 * `otherCurrencies`, the figures of money received in another currency (Paystack in naira, M-Pesa in shillings...),
 * which escrow holds in that currency (decision 018); they are never added to the USD figures.
 *
 * Flows are what moved during the period; balances are what the accounts hold at its end. For any period:
 *   paidIntoEscrow = (heldInEscrow at the end - heldInEscrow at the start) + releasedToVendors + refundedToBuyers
 *                    + fees.total + labelsRecovered
 */
import { z } from 'zod';

const cents = z.number().int();

export const feeFiguresDto = z.object({
  /** Buyer fees kept by the platform (the part of fees refunded in full is not earned). */
  buyerCents: cents,
  /** Seller fees (5% of the goods value released to vendors). */
  sellerCents: cents,
  totalCents: cents,
});

const moneyFiguresOfCurrency = z.object({
  currency: z.string(),
  /** Start of the period (null: since the beginning) and its end (exclusive), ISO. */
  from: z.string().nullable(),
  to: z.string(),
  /** Captured payments put in escrow (goods value, shipping and buyer fee). */
  paidIntoEscrowCents: cents,
  /** Credited to vendors on release, after the seller fee. */
  releasedToVendorsCents: cents,
  /** Owed back to buyers by full and partial refunds. */
  refundedToBuyersCents: cents,
  fees: feeFiguresDto,
  /** Bank transfers recorded to vendors. */
  paidOutCents: cents,
  /** Labels bought through the platform, taken from vendors' shipping money at release (issue 17). */
  labelsRecoveredCents: cents,
  /** Balances at the end of the period. */
  heldInEscrowCents: cents,
  awaitingPayoutCents: cents,
  /** Refunds not yet paid back by the payment provider. */
  refundsOwedCents: cents,
});

export const moneyFiguresDto = moneyFiguresOfCurrency.extend({
  currency: z.literal('USD'),
  /** The same figures for each other currency the ledger holds (none when every payment was in USD). */
  otherCurrencies: z.array(moneyFiguresOfCurrency),
});
export type MoneyFiguresDto = z.infer<typeof moneyFiguresDto>;
export type MoneyFiguresOfCurrencyDto = z.infer<typeof moneyFiguresOfCurrency>;

/** One vendor's money, since the beginning. */
const vendorMoneyOfCurrency = z.object({
  currency: z.string(),
  /**
   * What the vendor will receive when their orders held in escrow are released: goods value minus the seller fee, plus
   * shipping, minus the labels bought through the platform.
   */
  heldCents: cents,
  /** The same orders as held in escrow: goods value plus the buyer fee (which is the platform's, not the vendor's). */
  heldGrossCents: cents,
  /** The seller fee that will be taken from the held orders on release. */
  sellerFeeOnHeldCents: cents,
  /** The shipping the buyers paid on the held orders, released to the vendor with the goods (issue 17). */
  shippingOnHeldCents: cents,
  /** Open orders whose money is held in escrow. */
  heldOrders: z.number().int(),
  /** Released to the vendor so far (after the seller fee), paid out or not. */
  releasedCents: cents,
  /** Seller fees taken so far. */
  sellerFeesCents: cents,
  /** Labels bought through the platform, taken from the vendor's shipping money at release. */
  labelCostsCents: cents,
  /** Released and not yet paid out. */
  availableCents: cents,
  paidOutCents: cents,
});
export const vendorMoneyDto = vendorMoneyOfCurrency.extend({
  currency: z.literal('USD'),
  /** The same figures for each other currency this vendor was paid in (escrow holds it in that currency). */
  otherCurrencies: z.array(vendorMoneyOfCurrency),
});
export type VendorMoneyDto = z.infer<typeof vendorMoneyDto>;
export type VendorMoneyOfCurrencyDto = z.infer<typeof vendorMoneyOfCurrency>;

/** Admin Reports: orders placed in the period and the ledger's figures for it. */
export const adminReportDto = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  /** Orders' totals as charged at checkout (goods and buyer fees), refunds not deducted. */
  gmvCents: cents,
  money: moneyFiguresDto,
});
export type AdminReportDto = z.infer<typeof adminReportDto>;

/** Admin Overview: everything since the beginning. */
export const adminOverviewDto = z.object({
  users: z.object({
    total: z.number().int(),
    buyers: z.number().int(),
    vendors: z.number().int(),
    admins: z.number().int(),
    suspended: z.number().int(),
  }),
  /** Vendors whose verification is open (awaiting review + waiting on the vendor). */
  pendingVerifications: z.number().int(),
  verifications: z.object({ awaitingReview: z.number().int(), waitingOnVendor: z.number().int() }),
  products: z.object({ total: z.number().int(), live: z.number().int() }),
  orders: z.number().int(),
  gmvCents: cents,
  money: moneyFiguresDto,
  openDisputes: z.number().int(),
  /** The last 30 days, oldest first (days without orders are missing). */
  daily: z.array(z.object({ day: z.string(), orders: z.number().int(), gmvCents: cents })),
});
export type AdminOverviewDto = z.infer<typeof adminOverviewDto>;
