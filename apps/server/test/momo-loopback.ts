import { MomoSandbox } from '../src/modules/payments/momo-sandbox.ts';
import { HttpLoopback } from './http-loopback.ts';

const CREDENTIALS = {
  subscriptionKey: 'loopback-subscription-key',
  apiUser: '3f8c2b9e-6a1d-4c7e-9b2a-5d4e3f2a1b0c',
  apiKey: 'loopback-api-key',
  targetEnvironment: 'mtnghana',
};

/** MTN MoMo Collections' documented contract (the product's stand-in, payments/momo-sandbox.ts) on a real socket. */
export class MomoLoopback extends HttpLoopback {
  readonly credentials = CREDENTIALS;
  readonly sandbox: MomoSandbox;

  constructor() {
    const sandbox = new MomoSandbox(CREDENTIALS);
    super((req) => sandbox.handle(req));
    this.sandbox = sandbox;
  }
}
