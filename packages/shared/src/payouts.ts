/**
 * Automatic vendor payouts (issue 17): where a vendor's released money goes (a bank account through Paystack
 * Transfers, an M-Pesa or MTN MoMo wallet, or manual: an admin pays and records it), when (on each release, daily,
 * weekly) and from what amount; the transfers and their provider states.
 */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { singleLineText } from './text.ts';

export const PAYOUT_METHODS = ['manual', 'bank', 'mpesa', 'momo'] as const;
export type PayoutMethodId = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_SCHEDULES = ['release', 'daily', 'weekly'] as const;
export type PayoutScheduleId = (typeof PAYOUT_SCHEDULES)[number];
export const PAYOUT_STATES = ['pending', 'paid', 'failed', 'reversed'] as const;

/** PUT /api/vendor/payout-account. The account number is sent once and never kept (only its last four). */
export const payoutAccountInput = z.object({
  method: z.enum(PAYOUT_METHODS),
  currency: z.string().regex(/^[A-Z]{3}$/, contractMessage('payouts.form.currencyRequired')),
  accountName: singleLineText().max(120).optional().default(''),
  bankCode: singleLineText().max(20).optional().default(''),
  accountNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{6,20}$/.test(v), contractMessage('payouts.form.accountNumberInvalid'))
    .optional()
    .default(''),
  phone: z.string().trim().max(20).optional().default(''),
  schedule: z.enum(PAYOUT_SCHEDULES).optional().default('release'),
  /** Nothing is sent below it, in the payout currency ("50.00"; "0" for any amount). */
  minimum: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('payouts.form.minimumInvalid'))
    .optional()
    .default('0'),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInput>;

export const payoutOptionDto = z.object({
  method: z.enum(PAYOUT_METHODS),
  provider: z.string().nullable(),
  currencies: z.array(z.string()),
  testMode: z.boolean(),
  /** Whole units only (M-Pesa, MoMo): the rest stays in the balance. */
  wholeUnits: z.boolean(),
});

export const payoutDto = z.object({
  id: z.string(),
  provider: z.string(),
  method: z.enum(PAYOUT_METHODS),
  currency: z.string(),
  amountMinor: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  attempts: z.number().int(),
  /**
   * Pending, and the provider has not taken it yet (it could not be reached, or it is being sent): the money is still
   * in the vendor's available balance, reserved for this payout.
   */
  inBalance: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof payoutDto>;

export const payoutAccountDto = z.object({
  /** null: never chosen (paid manually). */
  account: z
    .object({
      method: z.enum(PAYOUT_METHODS),
      provider: z.string().nullable(),
      currency: z.string(),
      accountName: z.string(),
      bankCode: z.string().nullable(),
      bankName: z.string().nullable(),
      accountLast4: z.string().nullable(),
      phone: z.string().nullable(),
      schedule: z.enum(PAYOUT_SCHEDULES),
      minimumMinor: z.number().int(),
      held: z.boolean(),
    })
    .nullable(),
  options: z.array(payoutOptionDto),
  payouts: z.array(payoutDto),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountDto>;

export const payoutBanksDto = z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) });

export const adminPayoutsDto = z.object({
  items: z.array(payoutDto.extend({ vendorId: z.string(), vendorName: z.string(), vendorHeld: z.boolean() })),
  /** Every vendor paid automatically, paid yet or not: where to, and whether an admin holds their payouts. */
  destinations: z.array(
    z.object({
      vendorId: z.string(),
      vendorName: z.string(),
      method: z.enum(PAYOUT_METHODS),
      currency: z.string(),
      bankName: z.string().nullable(),
      accountLast4: z.string().nullable(),
      phone: z.string().nullable(),
      schedule: z.enum(PAYOUT_SCHEDULES),
      held: z.boolean(),
      heldReason: z.string().nullable(),
    }),
  ),
});
export type AdminPayoutsDto = z.infer<typeof adminPayoutsDto>;

export const payoutHoldInput = z.object({
  held: z.boolean(),
  reason: singleLineText().max(300).optional().default(''),
});
