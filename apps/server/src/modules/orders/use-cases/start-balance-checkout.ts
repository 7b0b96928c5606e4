import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { BalanceCheckoutRequest, CheckoutResponse } from '@app/shared/orders';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { balanceMachine } from '../balance-state.ts';
import { balanceDue } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';
import { answerExisting, openProviderOrder, payerPhoneFor } from './start-checkout.ts';

/**
 * The buyer pays a vendor order's balance (issue 18) once the vendor asked for it: a checkout row of kind BALANCE for
 * that amount, fixed by the server in the currency the order was paid in, through a rail that charges it. From there
 * it is paid, captured, reconciled and refunded like a cart's checkout (settle-balance.ts places it). The same
 * idempotency key returns the same payment.
 */
export async function startBalanceCheckout(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  input: Omit<BalanceCheckoutRequest, 'rail'> & { rail?: BalanceCheckoutRequest['rail'] },
): Promise<CheckoutResponse> {
  const vo = await repo.findVendorOrder(deps.db, vendorOrderId);
  const order = vo ? await repo.findOrder(deps.db, vo.orderId) : undefined;
  if (!vo || !order || order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const existing = await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey);
  if (existing && (existing.kind !== 'BALANCE' || existing.vendorOrderId !== vo.id))
    throw new AppError('CONFLICT', msg('orders.balance.keyReused'));
  if (existing?.providerOrderId) return answerExisting(deps, existing);
  // Only a balance that is due is paid: not before the vendor asks, never twice, never on a cancelled order.
  balanceMachine.assert(vo.balanceStatus, 'PAID');
  if (vo.status === 'CANCELLED' || vo.escrowStatus !== 'HELD')
    throw new AppError('CONFLICT', msg('orders.balance.refused.CANCELLED'));
  const due = balanceDue(vo);
  const provider = deps.rails.chosen(input.rail);
  if (!provider.currencies.includes(due.currency))
    throw new AppError(
      'VALIDATION_ERROR',
      msg('orders.balance.currency', { currency: due.currency, rail: provider.name }),
      { currency: due.currency },
    );
  const payerPhone = payerPhoneFor(provider, input.payerPhone, due.currency);
  const now = deps.clock.now();
  const inserted = await repo.insertCheckout(deps.db, {
    id: randomUUID(),
    buyerId: auth.user.id,
    idempotencyKey: input.idempotencyKey,
    status: 'CREATED',
    kind: 'BALANCE',
    vendorOrderId: vo.id,
    provider: provider.name,
    contact: order.buyerInfo,
    shipping: order.shippingAddress,
    lines: [],
    subtotalCents: vo.balanceGoodsCents,
    shippingCents: vo.shippingCents,
    feeCents: 0,
    totalCents: due.usdCents,
    chargeCurrency: due.currency,
    chargeMinor: due.amountMinor,
    createdAt: now,
    updatedAt: now,
  });
  const checkout = inserted ?? (await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey))!;
  return openProviderOrder(deps, checkout, deps.rails.find(checkout.provider) ?? provider, payerPhone, 'Order balance');
}
