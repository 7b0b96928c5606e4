import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxResponse } from './paystack-sandbox.ts';
import type { Deps } from '../../deps.ts';

/**
 * TEST MODE only (Paystack listed, no PAYSTACK_SECRET_KEY): the built-in Paystack stand-in's hosted payment page,
 * where `authorization_url` leads. It plays Paystack's site, not ours: no session, no CSRF (the access code in the
 * address is the key, as on Paystack), and paying sends our webhook route a signed charge.success like Paystack does.
 */
export function testModeRoutes(deps: Deps): FastifyPluginAsync {
  return async (app) => {
    const { mpesa, paystack: sandbox } = deps.rails.testServices;
    // The M-Pesa stand-in's callbacks reach our callback route like Daraja's would (by path, on this app).
    if (mpesa)
      mpesa.setCallbackTarget(async (url, body) => {
        const u = new URL(url);
        await app.inject({
          method: 'POST',
          url: `${u.pathname}${u.search}`,
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
      });
    if (!sandbox) return;
    sandbox.setWebhookTarget(async (rawBody, signature) => {
      await app.inject({
        method: 'POST',
        url: '/api/payments/paystack/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload: rawBody,
      });
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const params = z.object({ code: z.string().regex(/^[a-f0-9]{24}$/) });
    const page = { config: { access: 'public', session: false, csrf: false }, schema: { hide: true } } as const;
    const send = (reply: FastifyReply, r: SandboxResponse) => reply.code(r.status).headers(r.headers).send(r.body);
    app.get('/checkout/:code', page, async (req, reply) => {
      const p = params.safeParse(req.params);
      return send(reply, await sandbox.page('GET', p.success ? p.data.code : '', {}));
    });
    app.post('/checkout/:code', page, async (req, reply) => {
      const p = params.safeParse(req.params);
      const form = z.record(z.string(), z.string()).catch({}).parse(req.body);
      return send(reply, await sandbox.page('POST', p.success ? p.data.code : '', form));
    });
  };
}
