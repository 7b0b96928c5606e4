import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Deps } from '../../deps.ts';
import { FLUTTERWAVE_SANDBOX_PATH, PAYSTACK_SANDBOX_PATH } from './build-payment-rails.ts';
import type { SandboxResponse } from './stand-in.ts';

/**
 * TEST MODE only (a rail listed without its keys): the built-in stand-ins' hosted payment pages (Paystack's and
 * Flutterwave's), where `authorization_url` / `link` lead, and the wiring of their webhooks and M-Pesa's callback to
 * our own routes. The pages play the provider's site, not ours: no session, no CSRF (the code in the address is the
 * key, as on the provider), and paying sends our webhook route a signed event like the provider does.
 */
export function testModeRoutes(deps: Deps): FastifyPluginAsync {
  return async (app) => {
    const { mpesa, paystack, flutterwave } = deps.rails.testServices;
    const inject = (url: string, headers: Record<string, string>, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
    // The M-Pesa stand-in's callbacks reach our callback route like Daraja's would (by path, on this app).
    mpesa?.setCallbackTarget(async (url, body) => {
      const u = new URL(url);
      await inject(`${u.pathname}${u.search}`, {}, body);
    });
    paystack?.setWebhookTarget(async (rawBody, signature) => {
      await inject('/api/payments/paystack/webhook', { 'x-paystack-signature': signature }, rawBody);
    });
    flutterwave?.setWebhookTarget(async (rawBody, verifHash) => {
      await inject('/api/payments/flutterwave/webhook', { 'verif-hash': verifHash }, rawBody);
    });
    if (!paystack && !flutterwave) return;

    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const params = z.object({ code: z.string().regex(/^[a-f0-9]{24}$/) });
    const formOf = (body: unknown) => z.record(z.string(), z.string()).catch({}).parse(body);
    const codeOf = (raw: unknown) => {
      const p = params.safeParse(raw);
      return p.success ? p.data.code : '';
    };
    const page = { config: { access: 'public', session: false, csrf: false }, schema: { hide: true } } as const;
    const send = (reply: FastifyReply, r: SandboxResponse) => reply.code(r.status).headers(r.headers).send(r.body);
    const hosted: [
      string,
      { page: (m: string, code: string, form: Record<string, string>) => Promise<SandboxResponse> } | undefined,
    ][] = [
      [`${PAYSTACK_SANDBOX_PATH}/checkout/:code`, paystack],
      [`${FLUTTERWAVE_SANDBOX_PATH}/pay/:code`, flutterwave],
    ];
    for (const [path, standIn] of hosted) {
      if (!standIn) continue;
      app.get(path, page, async (req, reply) => send(reply, await standIn.page('GET', codeOf(req.params), {})));
      app.post(path, page, async (req, reply) =>
        send(reply, await standIn.page('POST', codeOf(req.params), formOf(req.body))),
      );
    }
  };
}
