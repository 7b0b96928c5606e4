import { MpesaSandbox } from '../src/modules/payments/mpesa-sandbox.ts';
import { HttpLoopback } from './http-loopback.ts';

const CREDENTIALS = {
  consumerKey: 'loopback-consumer-key',
  consumerSecret: 'loopback-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

/** Daraja's documented contract (the product's stand-in, payments/mpesa-sandbox.ts) on a real socket. */
export class MpesaLoopback extends HttpLoopback {
  readonly credentials = CREDENTIALS;
  readonly sandbox: MpesaSandbox;

  constructor(deliverCallback?: (url: string, body: string) => Promise<void>) {
    const sandbox = new MpesaSandbox({ ...CREDENTIALS, deliverCallback });
    super((req) => sandbox.handle(req));
    this.sandbox = sandbox;
  }
}
