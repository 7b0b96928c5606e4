import { msg } from '@app/shared/error-messages';
import type { PaymentRail, PaymentRailDto } from '@app/shared/payments';
import { AppError } from '../../lib/errors.ts';
import type { FlutterwaveSandbox } from './flutterwave-sandbox.ts';
import type { MomoSandbox } from './momo-sandbox.ts';
import type { MpesaSandbox } from './mpesa-sandbox.ts';
import { ManualRefundRequiredError, type PaymentProvider } from './payment-provider.ts';
import type { PaystackSandbox } from './paystack-sandbox.ts';

/**
 * The payment rails configured (PAYMENTS_PROVIDER, a comma-separated list): the buyer chooses one at checkout, and
 * every later step (capture, reconciliation, refunds) uses the rail that took the money.
 */
/** TEST MODE stand-ins: Paystack's hosted page, and the phones that answer M-Pesa's and MoMo's prompts. */
export interface TestServices {
  paystack?: PaystackSandbox;
  flutterwave?: FlutterwaveSandbox;
  mpesa?: MpesaSandbox;
  momo?: MomoSandbox;
}

export class PaymentRails {
  private readonly byName: Map<string, PaymentProvider>;
  constructor(
    readonly list: readonly PaymentProvider[],
    /** TEST MODE: the built-in stand-ins the rails talk to (their pages and simulated phone are served by the app). */
    readonly testServices: TestServices = {},
  ) {
    if (list.length === 0) throw new Error('at least one payment rail is needed');
    this.byName = new Map(list.map((p) => [p.name, p]));
  }

  /** The first configured rail: the card/wallet rail of buyers who do not choose. */
  get default(): PaymentProvider {
    return this.list[0]!;
  }

  find(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** The rail a buyer chose; one that is not configured is refused. */
  chosen(name: PaymentRail | undefined): PaymentProvider {
    if (name === undefined) return this.default;
    const rail = this.find(name);
    if (!rail) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', msg('payments.railUnavailable'));
    return rail;
  }

  /**
   * The rail that returns money taken by `name`. Money taken outside the configured rails (a bank transfer, or a rail
   * no longer configured) has no refund call here: refunding it throws ManualRefundRequiredError, so the refund stays
   * owed to the buyer in the ledger until an operator pays it back (never recorded as paid by itself).
   */
  refunderOf(name: string): Pick<PaymentProvider, 'refundCapture' | 'getOrder'> {
    return this.find(name) ?? manualRefunds(name);
  }

  describe(): PaymentRailDto[] {
    return this.list.map((p) => ({
      rail: p.name,
      channels: [...p.channels],
      currencies: [...p.currencies],
      testMode: p.testMode,
      needsPhone: p.needsPhone === true,
    }));
  }
}

function manualRefunds(name: string): Pick<PaymentProvider, 'refundCapture' | 'getOrder'> {
  const label = name === 'bank_transfer' ? 'Bank transfer' : name;
  return {
    refundCapture: () => Promise.reject(new ManualRefundRequiredError(label)),
    getOrder: () => Promise.reject(new AppError('PAYMENT_METHOD_UNAVAILABLE', msg('payments.railUnavailable'))),
  };
}
