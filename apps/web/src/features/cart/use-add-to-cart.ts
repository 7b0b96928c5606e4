import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { sessionQueryOptions } from '../../app/get-session';
import { addCartItem } from './api/add-cart-item';
import { serverCartQueryKey } from './api/get-cart';
import { quoteCart, quoteQueryKey } from './api/quote-cart';
import { addLine, readLocalCart, writeLocalCart } from './local-cart';
import { formatQuantity } from '../../lib/units';
import { isolate } from '../../lib/bidi';

export interface AddToCartInput {
  productId: string;
  quantity: number;
  /** Product name and unit, for the confirmation toast. */
  name: string;
  unit: string;
}

/**
 * Adds a product to the cart (to its existing line): the server cart when signed in (POST /api/cart/items), the
 * browser cart otherwise (checked with POST /api/cart/quote first, so a guest gets the same minimum-order and stock
 * messages). Shows "Added {qty} {unit} of {name} to cart!" (spec 2.11) or the reason it failed; resolves to success.
 */
export function useAddToCart(): {
  addToCart: (p: AddToCartInput) => Promise<boolean>;
  pending: boolean;
} {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('cart');
  const [pendingCount, setPendingCount] = useState(0);

  const addToCart = useCallback(
    async ({ productId, quantity, name, unit }: AddToCartInput): Promise<boolean> => {
      if (!Number.isInteger(quantity) || quantity <= 0) {
        toast.error(t('errors.quantityAtLeastOne'));
        return false;
      }
      setPendingCount((n) => n + 1);
      try {
        const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
        const user = session?.user ?? null;
        if (user) {
          const cart = await addCartItem({ productId, quantity });
          queryClient.setQueryData(serverCartQueryKey(user.id), cart);
        } else {
          const next = addLine(readLocalCart(), productId, quantity);
          const quote = await quoteCart(next);
          const line = quote.lines.find((l) => l.productId === productId);
          if (!line || line.problem === 'UNAVAILABLE') {
            toast.error(t('errors.unavailable'));
            return false;
          }
          if (line.problem === 'BELOW_MIN_ORDER') {
            toast.error(
              t('errors.minOrder', { name: isolate(line.name), min: formatQuantity(t, line.minOrder, line.unit) }),
            );
            return false;
          }
          if (line.problem === 'ABOVE_STOCK') {
            toast.error(
              t('errors.stock', { name: isolate(line.name), stock: formatQuantity(t, line.stock ?? 0, line.unit) }),
            );
            return false;
          }
          writeLocalCart(next);
          queryClient.setQueryData(quoteQueryKey(next), quote);
        }
        toast.success(t('added', { quantity: formatQuantity(t, quantity, unit), name: isolate(name) }));
        return true;
      } catch (err) {
        const known = err instanceof ApiError && (err.code === 'VALIDATION_ERROR' || err.code === 'NOT_FOUND');
        toast.error(known ? err.message : errorMessage(t, err, 'errors.addFailed'));
        return false;
      } finally {
        setPendingCount((n) => n - 1);
      }
    },
    [queryClient, toast, t],
  );

  return { addToCart, pending: pendingCount > 0 };
}
