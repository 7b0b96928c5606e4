/** Dispute contracts, part 1: the names of states, reasons and outcomes, and the requests a party sends. */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { multiLineText } from './text.ts';

export const DISPUTE_REASONS = ['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'WRONG_QUANTITY'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const REQUESTED_OUTCOMES = ['FULL_REFUND', 'PARTIAL_REFUND'] as const;
export type RequestedOutcome = (typeof REQUESTED_OUTCOMES)[number];

/** OPEN: waiting for the vendor (48 h). OFFERED: the vendor offered a partial refund, waiting for the buyer (48 h). */
export const DISPUTE_STATUSES = ['OPEN', 'OFFERED', 'ESCALATED', 'RESOLVED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_OUTCOMES = ['RELEASE', 'FULL_REFUND', 'PARTIAL_REFUND'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const VENDOR_RESPONSES = ['ACCEPT', 'OFFER', 'CONTEST'] as const;
export type VendorResponse = (typeof VENDOR_RESPONSES)[number];

export const ESCALATION_REASONS = ['CONTESTED', 'OFFER_REJECTED', 'NO_RESPONSE', 'OFFER_EXPIRED'] as const;
export type EscalationReason = (typeof ESCALATION_REASONS)[number];

export const DISPUTE_ACTIONS = ['RESPOND', 'ANSWER_OFFER', 'MESSAGE', 'DECIDE'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

export const DISPUTE_PARTIES = ['buyer', 'vendor', 'admin', 'system'] as const;
export type DisputeParty = (typeof DISPUTE_PARTIES)[number];

const cents = z
  .number(contractMessage('disputes.form.amountRequired'))
  .int(contractMessage('disputes.form.amountWholeCents'))
  .positive(contractMessage('disputes.form.amountPositive'));
const evidenceIds = z.array(z.uuid()).max(5, contractMessage('disputes.form.evidenceMax')).default([]);

export const openDisputeRequest = z
  .object({
    vendorOrderId: z.uuid(contractMessage('disputes.form.chooseOrder')),
    reason: z.enum(DISPUTE_REASONS, contractMessage('disputes.form.chooseReason')),
    requestedOutcome: z.enum(REQUESTED_OUTCOMES, contractMessage('disputes.form.chooseRequest')),
    /** Only for PARTIAL_REFUND: less than the goods value of the vendor order (the server checks the bound). */
    requestedRefundCents: cents.optional(),
    description: multiLineText().min(10, contractMessage('disputes.form.describeProblem')).max(4000),
    evidenceIds,
  })
  .superRefine((v, ctx) => {
    if (v.requestedOutcome === 'PARTIAL_REFUND' && v.requestedRefundCents === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['requestedRefundCents'],
        ...contractMessage('disputes.form.amountAskBack'),
      });
    }
  });
export type OpenDisputeRequest = z.input<typeof openDisputeRequest>;

export const respondDisputeRequest = z
  .object({
    action: z.enum(VENDOR_RESPONSES, contractMessage('disputes.form.chooseAnswer')),
    offerCents: cents.optional(),
    statement: multiLineText().max(4000).default(''),
    evidenceIds,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'OFFER' && v.offerCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['offerCents'], ...contractMessage('disputes.form.offerAmount') });
    if (v.action === 'CONTEST' && v.statement.length < 10)
      ctx.addIssue({
        code: 'custom',
        path: ['statement'],
        ...contractMessage('disputes.form.explainContest'),
      });
  });
export type RespondDisputeRequest = z.input<typeof respondDisputeRequest>;

export const answerOfferRequest = z.object({
  decision: z.enum(['ACCEPT', 'REJECT'], contractMessage('disputes.form.acceptOrReject')),
});

export const disputeMessageRequest = z.object({
  body: multiLineText().min(1, contractMessage('disputes.form.writeMessage')).max(4000),
  evidenceIds,
});

export const decideDisputeRequest = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, contractMessage('disputes.form.chooseOutcome')),
    refundCents: cents.optional(),
    note: multiLineText().min(3, contractMessage('disputes.form.explainDecision')).max(4000),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'PARTIAL_REFUND' && v.refundCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['refundCents'], ...contractMessage('disputes.form.refundAmount') });
  });
export type DecideDisputeRequest = z.input<typeof decideDisputeRequest>;
