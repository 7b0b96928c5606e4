/**
 * Letters of credit (issue 18, decision 023): a buyer paying a pro-forma (or a priced quote) that holds products sold
 * on letter-of-credit terms sends the LC's details and the bank's confirmation; an admin verifies them or says why
 * not. A verified LC names the issuing bank as the payer: the bank's transfer under it is recorded against the
 * pro-forma like any transfer, and the order then runs like escrow (held until delivery and confirmation), with the
 * stock kept reserved until the LC expires.
 */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { singleLineText } from './text.ts';

/**
 * SUBMITTED  sent by the buyer, waiting for an admin;
 * VERIFIED   an admin checked the bank's confirmation: the bank is the payer;
 * REJECTED   an admin said why not (the buyer may send another).
 */
export const LC_STATUSES = ['SUBMITTED', 'VERIFIED', 'REJECTED'] as const;
export type LcStatus = (typeof LC_STATUSES)[number];

export const LC_TRANSITIONS: Readonly<Record<LcStatus, readonly LcStatus[]>> = {
  SUBMITTED: ['VERIFIED', 'REJECTED'],
  VERIFIED: [],
  REJECTED: [],
};

/** A letter of credit must stay valid at least this long after it is sent: the bank has to be able to pay under it. */
export const LC_MIN_DAYS_LEFT = 7;
/** An LC valid for longer than this is refused (a typing mistake in the year, most often). */
export const LC_MAX_DAYS_LEFT = 730;

/** The details the buyer types (the confirmation file comes beside them, multipart). Amount in USD, as the pro-forma. */
export const letterOfCreditInput = z.object({
  issuingBank: singleLineText()
    .min(2, contractMessage('orders.letterOfCredit.form.issuingBank'))
    .max(120, contractMessage('orders.letterOfCredit.form.issuingBank')),
  lcNumber: singleLineText()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9/ .-]{2,39}$/, contractMessage('orders.letterOfCredit.form.lcNumber'))),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('orders.letterOfCredit.form.amount')),
  expiresOn: z.iso.date(contractMessage('orders.letterOfCredit.form.expiresOn')),
});
export type LetterOfCreditInput = z.input<typeof letterOfCreditInput>;

export const rejectLetterOfCreditInput = z.object({
  reason: singleLineText()
    .min(5, contractMessage('orders.letterOfCredit.form.reason'))
    .max(500, contractMessage('orders.letterOfCredit.form.reason')),
});

export const letterOfCreditDto = z.object({
  id: z.string(),
  status: z.enum(LC_STATUSES),
  issuingBank: z.string(),
  lcNumber: z.string(),
  amountCents: z.number().int(),
  expiresOn: z.string(),
  documentName: z.string(),
  /** The bank's confirmation, to the buyer who sent it and to admins. */
  documentUrl: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an admin refused it (REJECTED). */
  rejectReason: z.string().nullable(),
});
export type LetterOfCreditDto = z.infer<typeof letterOfCreditDto>;
