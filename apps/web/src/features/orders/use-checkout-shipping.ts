import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CartDto } from '@app/shared/cart';
import type { ShippingDestination } from '@app/shared/checkout-shipping';
import { findCountry } from '@app/shared/countries';
import type { ShippingFigure } from '../cart/public';
import { useShippingQuote } from './api/quote-shipping';
import type { CheckoutDetails } from './checkout-details';

/** How long the address must stay still before shipping is quoted again (typing a city is not a request per key). */
const SETTLE_MS = 500;

/** The cart's lines and amounts as a key: shipping is quoted again when the cart changes. */
function cartKeyOf(cart: CartDto): string {
  return (
    cart.lines.map((l) => `${l.productId}:${l.quantity}:${l.offerId ?? ''}`).join('|') + `#${cart.subtotalUsdCents}`
  );
}

/**
 * Shipping at checkout (issue 17): each vendor's part quoted for the delivery address as the buyer types it, once the
 * country is known and the address has settled. `figure` is what the totals show; `destination` the address quoted.
 */
export function useCheckoutShipping(cart: CartDto, form: UseFormReturn<CheckoutDetails>) {
  const watched = useWatch({ control: form.control, name: 'shipping' });
  const country = findCountry(watched.country)?.name ?? '';
  const current: ShippingDestination = {
    country,
    city: watched.city.trim().slice(0, 100),
    region: watched.region.trim().slice(0, 100),
    postalCode: watched.postalCode.trim().slice(0, 20),
    address: watched.address.trim().slice(0, 200),
  };
  const [destination, setDestination] = useState(current);
  const currentKey = JSON.stringify(current);
  useEffect(() => {
    const next = JSON.parse(currentKey) as ShippingDestination;
    // A new country is quoted at once; the rest of the address once the buyer pauses.
    const timer = setTimeout(() => setDestination(next), next.country !== destination.country ? 0 : SETTLE_MS);
    return () => clearTimeout(timer);
  }, [currentKey, destination.country]);

  const enabled = destination.country !== '' && !cart.hasProblems && cart.lines.length > 0;
  const query = useShippingQuote(destination, cartKeyOf(cart), enabled);
  const settled = enabled && query.data !== undefined && !query.isPlaceholderData;
  const figure: ShippingFigure = !enabled
    ? { state: 'needsAddress' }
    : query.isError && !query.isFetching
      ? { state: 'error' }
      : settled && query.data
        ? { state: 'quoted', cents: query.data.shippingCents }
        : { state: 'loading' };
  return {
    figure,
    /** The quote for the address as it stands (not a previous address's while the next one loads). */
    quote: settled ? query.data : undefined,
    destination,
    error: figure.state === 'error' ? query.error : null,
    retry: () => void query.refetch(),
  };
}

export type CheckoutShipping = ReturnType<typeof useCheckoutShipping>;
