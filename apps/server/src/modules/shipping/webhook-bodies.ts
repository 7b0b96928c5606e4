import { z } from 'zod';
import { multiLineText, singleLineText } from '@app/shared/text';

/** What a tracking webhook answers: whether the event moved the shipment, and whether it was seen before. */
export const webhookResult = z.object({ applied: z.boolean(), duplicate: z.boolean() });

/** The carrier webhook's body (our own signed format). */
export const carrierWebhookBody = z.object({
  event_id: z.string().min(1).max(100),
  tracking_number: z.string().min(1).max(60),
  status: z.string().max(40),
  description: multiLineText().max(300).default(''),
  city: singleLineText().max(100).default(''),
  country: z.string().max(100).default(''),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type CarrierWebhookBody = z.output<typeof carrierWebhookBody>;

/** Shippo's track_updated body: only what is read; the rest passes through. */
export const shippoWebhookBody = z
  .object({
    event: z.string(),
    data: z
      .object({
        tracking_number: z.string(),
        tracking_status: z
          .object({
            object_id: z.string().optional(),
            status: z.string(),
            status_details: z.string().optional().default(''),
            status_date: z.string(),
            location: z
              .object({ city: z.string().nullable().optional(), country: z.string().nullable().optional() })
              .nullable()
              .optional(),
          })
          .nullable(),
      })
      .passthrough(),
  })
  .passthrough();
export type ShippoWebhookBody = z.output<typeof shippoWebhookBody>;
