import type { CheckoutShippingDto, ShippingDestination } from '@app/shared/checkout-shipping';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { priceCartForCheckout } from '../checkout-cart.ts';

/**
 * POST /api/checkout/shipping (issue 17): what the signed-in buyer's cart costs delivered to an address: each
 * vendor's shipping, the buyer fee on the goods, and the total the checkout will charge for that address.
 */
export async function quoteCheckoutShipping(
  deps: Deps,
  auth: AuthContext,
  destination: ShippingDestination,
): Promise<CheckoutShippingDto> {
  const { shipping, amounts } = await priceCartForCheckout(deps, auth.user.id, deps.clock.now(), destination);
  return { vendors: shipping, ...amounts };
}
