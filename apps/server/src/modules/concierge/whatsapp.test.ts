import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { orderRef } from '../orders/order-ref.ts';
import { guessLanguage, whatsappSignature } from './whatsapp.service.ts';

const VERIFY_TOKEN = 'verify-token-123';
const APP_SECRET = 'app-secret-456';
const PHONE_NUMBER_ID = '109876543210';

/** A loopback server of the Graph API contract: POST /{phone-number-id}/messages with a Bearer token. */
class FakeGraphApi {
  sent: {
    path: string;
    auth: string | undefined;
    body: { messaging_product: string; to: string; type: string; text: { body: string } };
  }[] = [];
  /** While set, the API holds its answers (a slow Graph API) until it resolves. */
  hold: Promise<void> | null = null;
  private server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => void this.answer(req, res, raw));
  });
  private async answer(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    this.sent.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
    if (this.hold) await this.hold;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: 'x', wa_id: 'x' }],
        messages: [{ id: `wamid.${this.sent.length}` }],
      }),
    );
  }
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v20.0`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
  lastTo(phone: string) {
    return this.sent.filter((s) => s.body.to === phone).at(-1);
  }
}

let env: TestEnv;
const graph = new FakeGraphApi();
let n = 0;

function payload(from: string, text: string, id = `wamid.in.${++n}`) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '2348001234567', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: 'Ada' }, wa_id: from }],
              messages: [{ from, id, timestamp: '1763719200', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  };
}

/** Posts to the webhook, then waits for the answers it queued (tasks run in this process in tests). */
async function post(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-hub-signature-256': whatsappSignature(APP_SECRET, raw) }
        : { 'x-hub-signature-256': signature }),
    },
    payload: raw,
  });
  await env.tasks.idle();
  return res;
}

beforeAll(async () => {
  const api = await graph.start();
  env = await createTestEnv({
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_TOKEN: 'graph-token',
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_URL: api,
    WHATSAPP_DISPLAY_NUMBER: '+234 800 123 4567',
  });
});
afterAll(async () => {
  await env.close();
  await graph.stop();
});

describe('WhatsApp Cloud API webhook', () => {
  it('answers the verification challenge only with the right verify token', async () => {
    const ok = await env.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await env.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(403);
  });

  it('refuses unsigned and badly signed posts', async () => {
    const body = payload('2348030000001', 'hello');
    expect((await post(body, '')).statusCode).toBe(403);
    expect((await post(body, `sha256=${'0'.repeat(64)}`)).statusCode).toBe(403);
    expect((await post(body, whatsappSignature('another-secret', JSON.stringify(body)))).statusCode).toBe(403);
    expect(graph.sent).toHaveLength(0);
  });

  it('answers a signed text message through the Graph API, once per message id', async () => {
    const body = payload('2348030000002', 'How does escrow work?', 'wamid.dup');
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: 1 });
    const sent = graph.lastTo('2348030000002')!;
    expect(sent.path).toBe(`/v20.0/${PHONE_NUMBER_ID}/messages`);
    expect(sent.auth).toBe('Bearer graph-token');
    expect(sent.body).toMatchObject({ messaging_product: 'whatsapp', to: '2348030000002', type: 'text' });
    expect(sent.body.text.body).toMatch(/escrow/);
    expect(sent.body.text.body).toContain('http://localhost:3999/help/escrow?lang=en');
    const count = graph.sent.length;
    await post(body);
    expect(graph.sent.length).toBe(count);
  });

  it('answers the webhook at once and sends the reply after it, even when the Graph API is slow', async () => {
    let release = () => {};
    graph.hold = new Promise<void>((r) => (release = r));
    try {
      const raw = JSON.stringify(payload('2348030000006', 'How does escrow work?'));
      const res = await env.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(APP_SECRET, raw) },
        payload: raw,
      });
      // the webhook has its 200 while the reply is still on its way to the Graph API
      expect(res.statusCode, res.body).toBe(200);
      for (let i = 0; i < 100 && !graph.lastTo('2348030000006'); i++) await new Promise((r) => setTimeout(r, 20));
      expect(graph.lastTo('2348030000006')!.body.text.body).toMatch(/escrow/);
    } finally {
      release();
      graph.hold = null;
    }
    await env.tasks.idle();
    const [run] = await queryRows<{ ok: boolean }>(
      env.deps.db,
      sql`select ok from job_runs where name = 'whatsapp-reply' order by id desc limit 1`,
    );
    expect(run!.ok).toBe(true);
  });

  it('answers order questions only for a phone linked (and verified by code) to the account', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const p = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Hibiscus', price: '30.00', minOrder: 1, stock: 9 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p.body.id, quantity: 1 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const phone = '2348030000003';

    await post(payload(phone, 'Where is my order?'));
    expect(graph.lastTo(phone)!.body.text.body).toMatch(/link this number/i);

    const started = await buyer.client.post('/api/concierge/whatsapp-link', { phone: '+234 803 000 0003' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ phone: `+${phone}`, verified: false });
    expect(started.body.code).toMatch(/^\d{6}$/);

    // Until the code comes from that phone, nothing is shown.
    await post(payload(phone, 'Where is my order?'));
    expect(graph.lastTo(phone)!.body.text.body).not.toContain(orderRef(orderId));
    // The code from another phone does not link.
    await post(payload('2348030000099', `LINK ${started.body.code}`));
    expect(graph.lastTo('2348030000099')!.body.text.body).toMatch(/not valid/);

    await post(payload(phone, `LINK ${started.body.code}`));
    expect(graph.lastTo(phone)!.body.text.body).toMatch(/now linked/);
    expect((await buyer.client.get('/api/concierge/whatsapp-link')).body).toMatchObject({ verified: true, code: null });

    await post(payload(phone, 'Where is my order?'));
    const reply = graph.lastTo(phone)!.body.text.body;
    expect(reply).toContain(orderRef(orderId));
    expect(reply).toContain('processing');

    // Unlinking stops it.
    await buyer.client.delete('/api/concierge/whatsapp-link');
    await post(payload(phone, 'Where is my order?'));
    expect(graph.lastTo(phone)!.body.text.body).not.toContain(orderRef(orderId));
  });

  it('escalates a WhatsApp conversation to a support ticket', async () => {
    await post(payload('2348030000004', 'I need to speak to a human agent please'));
    expect(graph.lastTo('2348030000004')!.body.text.body).toMatch(/SUP-\d{6}/);
  });

  it('says when it does not know, tells how to reach a person, and does so on that word', async () => {
    await post(payload('2348030000005', 'Quel est le prix du cacao à la tonne ?'));
    expect(graph.lastTo('2348030000005')!.body.text.body).toMatch(/Je ne connais pas la réponse.*répondez HUMAIN/s);
    await post(payload('2348030000005', 'HUMAIN'));
    expect(graph.lastTo('2348030000005')!.body.text.body).toMatch(/SUP-\d{6}/);
  });

  it('exposes the configured display number for wa.me links', async () => {
    expect((await new ApiClient(env.app).get('/api/concierge/config')).body.whatsappNumber).toBe('2348001234567');
  });

  it('guesses the language of a message', () => {
    expect(guessLanguage('أين طلبي؟')).toBe('ar');
    expect(guessLanguage('Quels sont les frais pour ma commande ?')).toBe('fr');
    expect(guessLanguage('Nawa ne kuɗin sabis?')).toBe('ha');
    expect(guessLanguage('Báwo ni mo ṣe lè sanwó?')).toBe('yo');
    expect(guessLanguage('How much are the fees?')).toBe('en');
  });
});
