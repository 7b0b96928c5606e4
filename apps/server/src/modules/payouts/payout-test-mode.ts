import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

/**
 * TEST MODE only (a payout provider listed without its keys): the built-in stand-ins' webhooks and callbacks reach
 * our own routes, by path, on this app, as the providers' would: Paystack's signed transfer events its webhook,
 * M-Pesa's B2C results and MoMo's callbacks their payout routes.
 */
export function wirePayoutStandIns(app: FastifyInstance, deps: Deps): void {
  const { paystack, mpesa, momo } = deps.payouts.testServices;
  const inject = (url: string, headers: Record<string, string>, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
  const byPath = async (url: string, body: string) => {
    const u = new URL(url);
    await inject(`${u.pathname}${u.search}`, {}, body);
  };
  paystack?.setWebhookTarget(async (rawBody, signature) => {
    await inject('/api/payments/paystack/webhook', { 'x-paystack-signature': signature }, rawBody);
  });
  mpesa?.setCallbackTarget(byPath);
  momo?.setCallbackTarget(byPath);
}
