import { PaystackSandbox } from '../src/modules/payments/paystack-sandbox.ts';
import { HttpLoopback } from './http-loopback.ts';

/**
 * Paystack's documented HTTP contract on a real socket (the product's stand-in, payments/paystack-sandbox.ts): the
 * adapter under test goes over the network, with its timeouts, and the faults the stand-in plays.
 */
export class PaystackLoopback extends HttpLoopback {
  readonly secretKey = 'sk_test_loopback0123456789';
  readonly sandbox: PaystackSandbox;

  constructor(deliverWebhook?: (rawBody: string, signature: string) => Promise<void>) {
    const sandbox = new PaystackSandbox({
      secretKey: 'sk_test_loopback0123456789',
      pageBase: 'https://checkout.paystack.test',
      deliverWebhook,
    });
    super((req) => sandbox.handle(req));
    this.sandbox = sandbox;
  }
}
