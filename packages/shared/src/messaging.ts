/** Buyer–vendor messaging: inquiries, conversations, messages, attachments, read state. */
import { z } from 'zod';
import { CURRENCIES, UNITS } from './constants.ts';
import { priceString } from './catalog.ts';
import { contractMessage } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { multiLineText, singleLineText } from './text.ts';

export const MESSAGE_LIMITS = {
  maxBodyLength: 4000,
  maxAttachments: 5,
  maxAttachmentBytes: 5 * 1024 * 1024,
  /** Messages a user may send per minute, and new inquiries per hour (shared across server processes). */
  messagesPerMinute: 20,
  inquiriesPerHour: 10,
} as const;

export const MESSAGE_KINDS = ['inquiry', 'text', 'offer', 'counter', 'system'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const body = multiLineText().max(MESSAGE_LIMITS.maxBodyLength, contractMessage('messaging.form.bodyMax'));

export const inquiryInput = z.object({
  productId: z.uuid(contractMessage('cart.form.productNotFound')),
  quantity: numberInput('offers.form.quantityRequired', (n) =>
    n
      .int(contractMessage('offers.form.quantityWhole'))
      .min(1, contractMessage('offers.form.quantityMin'))
      .max(100_000_000),
  ),
  unit: z.enum(UNITS, contractMessage('messaging.form.unitRequired')),
  targetPrice: z
    .union([z.literal(''), priceString])
    .optional()
    .default(''),
  currency: z.enum(CURRENCIES, contractMessage('offers.form.currencyRequired')),
  destinationCountry: singleLineText().min(2, contractMessage('messaging.form.destinationRequired')).max(80),
  requiredBy: z
    .union([z.literal(''), z.iso.date(contractMessage('messaging.form.dateRequired'))])
    .optional()
    .default(''),
  message: body.min(10, contractMessage('messaging.form.messageMin')),
  attachmentIds: z
    .array(z.uuid())
    .max(MESSAGE_LIMITS.maxAttachments, contractMessage('messaging.form.attachmentsMax'))
    .optional()
    .default([]),
});
export type InquiryInput = z.input<typeof inquiryInput>;

export const sendMessageInput = z.object({
  body: body,
  attachmentIds: z.array(z.uuid()).max(MESSAGE_LIMITS.maxAttachments).optional().default([]),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** A buyer's counter-proposal to a quote: a message with a proposed unit price. */
export const counterInput = z.object({
  unitPrice: priceString,
  currency: z.enum(CURRENCIES, contractMessage('offers.form.currencyRequired')),
  body: body.optional().default(''),
});
export type CounterInput = z.input<typeof counterInput>;

export const attachmentDto = z.object({
  id: z.string(),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  url: z.string(),
});
export type AttachmentDto = z.infer<typeof attachmentDto>;

export const inquiryDetailsDto = z.object({
  quantity: z.number().int(),
  unit: z.string(),
  targetPrice: z.string(),
  currency: z.string(),
  destinationCountry: z.string(),
  requiredBy: z.string(),
});
export type InquiryDetailsDto = z.infer<typeof inquiryDetailsDto>;

export const messageDto = z.object({
  id: z.string(),
  seq: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  mine: z.boolean(),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  inquiry: inquiryDetailsDto.nullable(),
  /** For counter messages: the proposed unit price. */
  counter: z.object({ unitPrice: z.string(), currency: z.string() }).nullable(),
  offerId: z.string().nullable(),
  attachments: z.array(attachmentDto),
  /** My messages only: the other party has read it. */
  seen: z.boolean(),
  createdAt: z.string(),
});
export type MessageDto = z.infer<typeof messageDto>;

export const conversationSummaryDto = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  productImageUrl: z.string().nullable(),
  /** A buying request's thread (issue 22): its quotes are sent and accepted on the request's page. */
  rfqId: z.string().nullable(),
  buyerId: z.string(),
  vendorId: z.string(),
  /** From the caller's point of view. */
  myRole: z.enum(['buyer', 'vendor', 'admin']),
  counterpartName: z.string(),
  lastMessage: z.string(),
  lastMessageKind: z.enum(MESSAGE_KINDS),
  lastMessageAt: z.string(),
  unreadCount: z.number().int(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummaryDto>;

export const conversationListDto = z.object({ items: z.array(conversationSummaryDto), unreadTotal: z.number().int() });
export type ConversationListDto = z.infer<typeof conversationListDto>;

export const conversationDto = conversationSummaryDto.extend({
  buyerName: z.string(),
  vendorName: z.string(),
  productMinOrder: z.number().int().nullable(),
  productUnit: z.string().nullable(),
  productCurrency: z.string().nullable(),
  messages: z.array(messageDto),
});
export type ConversationDto = z.infer<typeof conversationDto>;

export const unreadDto = z.object({ unreadTotal: z.number().int() });

/** What the event stream says; the client then refetches the thread or the list. */
export const liveEventDto = z.object({
  type: z.enum(['message', 'read', 'offer']),
  conversationId: z.string(),
  messageId: z.string().optional(),
});
export type LiveEventDto = z.infer<typeof liveEventDto>;
