import { FlutterwaveSandbox } from '../src/modules/payments/flutterwave-sandbox.ts';
import { HttpLoopback } from './http-loopback.ts';

/** Flutterwave's documented v3 contract (the product's stand-in, payments/flutterwave-sandbox.ts) on a real socket. */
export class FlutterwaveLoopback extends HttpLoopback {
  readonly secretKey = 'FLWSECK_TEST-loopback0123456789-X';
  readonly secretHash = 'loopback-secret-hash-0123';
  readonly sandbox: FlutterwaveSandbox;

  constructor(deliverWebhook?: (rawBody: string, verifHash: string) => Promise<void>) {
    const sandbox = new FlutterwaveSandbox({
      secretKey: 'FLWSECK_TEST-loopback0123456789-X',
      secretHash: 'loopback-secret-hash-0123',
      pageBase: 'https://checkout.flutterwave.test',
      deliverWebhook,
    });
    super((req) => sandbox.handle(req));
    this.sandbox = sandbox;
  }
}
