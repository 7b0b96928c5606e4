import type { Deps } from '../../../deps.ts';
import { platformMoneyFigures } from '../../escrow/use-cases/money-figures.ts';
import { orderFigures } from './order-figures.ts';

/** Orders placed in [from, to) and the money figures of the ledger for that period (balances at its end). */
export async function report(deps: Deps, from: Date, to: Date) {
  const [orders, money] = await Promise.all([
    orderFigures(deps.db, from, to),
    platformMoneyFigures(deps.db, { from, to }),
  ]);
  return { from: from.toISOString(), to: to.toISOString(), orders: orders.orders, gmvCents: orders.gmvCents, money };
}
