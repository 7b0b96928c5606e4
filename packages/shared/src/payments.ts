/** Payment contracts: the buyer fee tier table the admins edit (issue 25). The fee math is in fees.ts. */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { MAX_FEE_RATE_BPS, MAX_FEE_TIERS } from './fees.ts';

export const feeTierDto = z.object({
  /** Inclusive upper bound of the subtotal, in USD cents; null: no upper bound (the last tier). */
  upToCents: z.number().int().nullable(),
  rateBps: z.number().int(),
});
export type FeeTierDto = z.infer<typeof feeTierDto>;

export const feeTiersDto = z.object({
  tiers: z.array(feeTierDto),
  /** When an admin last replaced the table (null: the seeded table). */
  updatedAt: z.string().nullable(),
  /** The card/wallet rail's maximum subtotal; above it buyers pay by bank transfer. */
  cardPaymentMaxCents: z.number().int(),
});
export type FeeTiersDto = z.infer<typeof feeTiersDto>;

/**
 * The whole table, replaced at once. The shape is checked here; the table rules (ascending bounds, last tier open,
 * rates 0-100%) are checked by the server with `feeTierProblems`, which names the tier and field at fault.
 */
export const replaceFeeTiersInput = z.object({
  tiers: z
    .array(
      z.object({
        upToCents: z
          .number(contractMessage('payments.form.boundInvalid'))
          .int(contractMessage('payments.form.boundInvalid'))
          .nullable(),
        rateBps: z
          .number(contractMessage('payments.form.rateInvalid'))
          .int(contractMessage('payments.form.rateInvalid'))
          .min(0, contractMessage('payments.form.rateInvalid'))
          .max(MAX_FEE_RATE_BPS, contractMessage('payments.form.rateInvalid')),
      }),
    )
    .min(1, contractMessage('payments.form.tiersRequired'))
    .max(MAX_FEE_TIERS, contractMessage('payments.form.tooManyTiers')),
});
export type ReplaceFeeTiersInput = z.infer<typeof replaceFeeTiersInput>;
