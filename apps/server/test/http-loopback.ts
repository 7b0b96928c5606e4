import http from 'node:http';
import type { SandboxRequest, SandboxResponse } from '../src/modules/payments/stand-in.ts';

/** Serves a provider stand-in (payments/*-sandbox.ts) on a real socket, so adapters are tested over the network. */
export class HttpLoopback {
  private server: http.Server;
  baseUrl = '';

  constructor(handle: (req: SandboxRequest) => Promise<SandboxResponse>) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }).then((answer) => {
          if (res.destroyed) return;
          res.writeHead(answer.status, answer.headers);
          res.end(answer.body);
        });
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const a = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
