import { createHmac } from 'node:crypto';

/** The carrier webhook's signature: HMAC-SHA256 with SHIPPING_WEBHOOK_SECRET over "<timestamp>.<raw body>". */
export function signCarrierWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}
