/**
 * The hosted payment page of a provider stand-in (Paystack's, Flutterwave's), clearly marked TEST MODE: the payer,
 * the amount, the ways to pay, and "Pay" / "Cancel payment" buttons that post back to the same address.
 */
import type { SandboxResponse } from './stand-in.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const CHANNELS = [
  ['card', 'Card'],
  ['bank_transfer', 'Bank transfer'],
  ['ussd', 'USSD'],
  ['mobile_money', 'Mobile money'],
] as const;

/** The channel the payer picked on the page (card unless another known one). */
export function pickedChannel(form: Record<string, string>): string {
  return CHANNELS.some(([value]) => value === form.channel) ? form.channel! : 'card';
}

function html(provider: string, title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} — ${provider} (TEST MODE)</title></head>
<body style="font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;padding:1rem">
<main style="max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.1)">
<p role="note" style="background:#fff4d6;border:1px solid #e5b000;border-radius:.5rem;padding:.5rem .75rem;margin:0 0 1rem;font-weight:600">TEST MODE — ${provider} stand-in. No real money moves.</p>
<h1 style="font-size:1.25rem;margin:0 0 1rem">${provider} checkout</h1>
${content}
</main></body></html>`;
}

export function notFoundPage(provider: string): SandboxResponse {
  return {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: html(provider, 'Payment not found', '<p>This payment link is not valid.</p>'),
  };
}

/** `amount` in units of the currency (1500.5, not minor units). */
export function checkoutPage(provider: string, payer: string, amount: number, currency: string): SandboxResponse {
  const shown = new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
  const channels = CHANNELS.map(
    ([value, label], i) =>
      `<label style="display:block;padding:.5rem 0"><input type="radio" name="channel" value="${value}"${i === 0 ? ' checked' : ''}> ${label}</label>`,
  ).join('');
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: html(
      provider,
      `Pay ${shown}`,
      `<p style="margin:0 0 1rem">${escapeHtml(payer)}</p>
<p style="font-size:2rem;font-weight:700;margin:0 0 1rem">${escapeHtml(shown)}</p>
<form method="post">
<fieldset style="border:1px solid #ddd;border-radius:.5rem;margin:0 0 1rem"><legend>Pay with</legend>${channels}</fieldset>
<button name="action" value="pay" style="width:100%;padding:.9rem;border:0;border-radius:.5rem;background:#0b5e4f;color:#fff;font-size:1.1rem;font-weight:600">Pay ${escapeHtml(shown)}</button>
<button name="action" value="cancel" style="width:100%;margin-top:.75rem;padding:.75rem;border:1px solid #ccc;border-radius:.5rem;background:#fff;font-size:1rem">Cancel payment</button>
</form>`,
    ),
  };
}
