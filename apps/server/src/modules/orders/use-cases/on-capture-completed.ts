import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { tryTransition } from '../../../lib/state-machine.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { placeOrder } from './place-order.ts';

/** A provider webhook said the payment of this provider order was captured. */
export async function onCaptureCompleted(deps: Deps, providerOrderId: string, captureId: string): Promise<void> {
  const checkout = await repo.findCheckoutByProviderOrder(deps.db, providerOrderId);
  if (!checkout) return;
  // The buyer's browser may have captured it first: then its move stands and this one writes nothing.
  if (checkout.status === 'CREATED')
    await tryTransition(deps.db, checkoutMachine, {
      subjectId: checkout.id,
      from: 'CREATED',
      action: 'CAPTURED',
      write: repo.checkoutWrite(checkout.id, { captureId, updatedAt: deps.clock.now() }),
      actorId: null,
      audited: false,
    });
  try {
    await placeOrder(deps, checkout.id);
  } catch (err) {
    if (!(err instanceof AppError && (err.code === 'OUT_OF_STOCK' || err.code === 'CONFLICT'))) throw err;
  }
}
