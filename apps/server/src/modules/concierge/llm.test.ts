import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { orderRef } from '../orders/order-ref.ts';

/** A loopback server following the OpenAI chat-completions contract (POST /v1/chat/completions). */
class FakeChatModel {
  requests: {
    path: string;
    auth: string | undefined;
    body: { model: string; messages: { role: string; content: string }[] };
  }[] = [];
  mode: 'ok' | 'error' | 'slow' = 'ok';
  private server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      this.requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      if (this.mode === 'error') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const send = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'test-model',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: 'MODEL: escrow protects you until delivery.' },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      if (this.mode === 'slow') setTimeout(send, 1500);
      else send();
    });
  });
  async start(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

let env: TestEnv;
const model = new FakeChatModel();

beforeAll(async () => {
  const base = await model.start();
  env = await createTestEnv({
    LLM_BASE_URL: base,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-test',
    LLM_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await env.close();
  await model.stop();
});

describe('concierge with a chat model (OpenAI-compatible)', () => {
  it('writes the reply with the model from the retrieved passages, under a prompt that forbids inventing order data', async () => {
    model.mode = 'ok';
    const res = await new ApiClient(env.app).post('/api/concierge/ask', {
      message: 'How does escrow work?',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.via).toBe('llm');
    expect(res.body.reply.content).toBe('MODEL: escrow protects you until delivery.');
    expect(res.body.reply.sources[0].slug).toBe('escrow');
    const req = model.requests.at(-1)!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body.model).toBe('test-model');
    const [system, ...rest] = req.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/Never invent or guess order numbers/);
    expect(system!.content).toContain('How does escrow work?'); // the article title among the passages
    expect(system!.content).toMatch(/held in escrow/);
    expect(rest.at(-1)).toEqual({ role: 'user', content: 'How does escrow work?' });
    expect((await new ApiClient(env.app).get('/api/concierge/config')).body.llm).toBe(true);
  });

  it('passes the tool results (the buyer’s own order) to the model as context', async () => {
    model.mode = 'ok';
    const vendor = await signUp(env, { role: 'vendor' });
    const p = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Sesame', price: '12.00', minOrder: 1, stock: 9 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p.body.id, quantity: 1 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    await buyer.client.post('/api/concierge/ask', { message: 'Where is my order?', language: 'en' });
    const system = model.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain(`Order ${orderRef(orderId)}`);
    expect(system).toContain('status processing');
  });

  it('does not let the model answer a question the knowledge base does not cover (it could only guess)', async () => {
    model.mode = 'ok';
    const before = model.requests.length;
    const res = await new ApiClient(env.app).post('/api/concierge/ask', {
      message: 'cocoa price per tonne?',
      language: 'en',
    });
    expect(res.body.via).toBe('retrieval');
    expect(res.body.reply.intent).toBe('fallback');
    expect(res.body.reply.content).toMatch(/I don't know/);
    expect(model.requests.length).toBe(before);
  });

  it('falls back to the retrieval answer when the model fails or times out', async () => {
    model.mode = 'error';
    const failed = await new ApiClient(env.app).post('/api/concierge/ask', {
      message: 'How does escrow work?',
      language: 'en',
    });
    expect(failed.body.via).toBe('retrieval');
    expect(failed.body.reply.content).toMatch(/escrow/);
    model.mode = 'slow';
    const slow = await new ApiClient(env.app).post('/api/concierge/ask', {
      message: 'How does escrow work?',
      language: 'en',
    });
    expect(slow.body.via).toBe('retrieval');
  });
});
