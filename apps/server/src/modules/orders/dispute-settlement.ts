/** What a dispute (or a quality claim, issue 18) decides for a vendor order, and what it moved. */
import type { RefundSource } from './refund-sources.ts';

export type DisputeSettlement =
  { kind: 'RELEASE' } | { kind: 'FULL_REFUND' } | { kind: 'PARTIAL_REFUND'; refundCents: number };

export interface SettledDispute {
  refundCents: number;
  vendorCreditCents: number;
  refundMinor: number;
  currency: string;
  /** The refund per payment that brought the money in (a plan's balance has its own, issue 18). */
  back: (RefundSource & { refundMinor: number })[];
}
