import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import type { CartDto, CartLineDto } from '@app/shared/cart';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useAuth } from '../../app/use-auth';
import { serverCartQueryKey, useServerCart } from './api/get-cart';
import { removeCartItem } from './api/remove-cart-item';
import { useCartQuote } from './api/quote-cart';
import { updateCartItem } from './api/update-cart-item';
import { readLocalCart, removeLine, setLineQuantity, subscribeLocalCart, writeLocalCart } from './local-cart';
import { checkQuantity } from './line-quantity';
import { formatQuantity } from '../../lib/units';
import { isolate } from '../../lib/bidi';

export type CartStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface CartState {
  /** guest: the browser cart priced by POST /api/cart/quote; server: the signed-in user's cart. */
  mode: 'guest' | 'server';
  status: CartStatus;
  cart: CartDto | undefined;
  error: unknown;
  /** A newer price is being fetched (the figures shown are the previous ones). */
  refreshing: boolean;
  refetch: () => void;
  /** Sets a line's quantity (0 removes it). Resolves to an error message to show by the line, or null. */
  setQuantity: (line: CartLineDto, quantity: number) => Promise<string | null>;
  remove: (line: CartLineDto) => Promise<string | null>;
}

const EMPTY_LINES: never[] = [];

/** The cart for the cart and checkout pages, whoever is looking: one shape for guests and signed-in users. */
export function useCart(): CartState {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const { user, status: authStatus } = useAuth();
  const localLines = useSyncExternalStore(subscribeLocalCart, readLocalCart, () => EMPTY_LINES);
  const guest = authStatus === 'signed-out';
  const server = useServerCart(user?.id);
  const quote = useCartQuote(localLines, guest);

  // Products that no longer exist are left out of the quote: drop them from the browser cart too.
  const quoted = guest && !quote.isPlaceholderData ? quote.data : undefined;
  useEffect(() => {
    if (!quoted) return;
    const known = new Set(quoted.lines.map((l) => l.productId));
    const current = readLocalCart();
    if (current.some((l) => !known.has(l.productId)) && localLines === current) {
      writeLocalCart(current.filter((l) => known.has(l.productId)));
    }
  }, [quoted, localLines]);

  const lineMessage = useCallback(
    (line: CartLineDto, quantity: number): string | null => {
      const check = checkQuantity(line, quantity);
      if (check.ok) return null;
      return check.reason === 'below-min'
        ? t('errors.minOrder', { name: isolate(line.name), min: formatQuantity(t, check.limit, line.unit) })
        : t('errors.stock', { name: isolate(line.name), stock: formatQuantity(t, check.limit, line.unit) });
    },
    [t],
  );

  const failure = useCallback(
    (err: unknown): string =>
      err instanceof ApiError && (err.code === 'VALIDATION_ERROR' || err.code === 'NOT_FOUND')
        ? err.message
        : errorMessage(t, err, 'errors.updateFailed'),
    [t],
  );

  const setQuantity = useCallback(
    async (line: CartLineDto, quantity: number): Promise<string | null> => {
      if (quantity > 0) {
        const problem = lineMessage(line, quantity);
        if (problem) return problem;
      }
      if (!user) {
        writeLocalCart(setLineQuantity(readLocalCart(), line.productId, quantity));
        return null;
      }
      try {
        queryClient.setQueryData(
          serverCartQueryKey(user.id),
          await updateCartItem(line.productId, Math.max(0, quantity)),
        );
        return null;
      } catch (err) {
        return failure(err);
      }
    },
    [user, queryClient, lineMessage, failure],
  );

  const remove = useCallback(
    async (line: CartLineDto): Promise<string | null> => {
      if (!user) {
        writeLocalCart(removeLine(readLocalCart(), line.productId));
        return null;
      }
      try {
        queryClient.setQueryData(serverCartQueryKey(user.id), await removeCartItem(line.productId));
        return null;
      } catch (err) {
        return failure(err);
      }
    },
    [user, queryClient, failure],
  );

  if (authStatus === 'loading') {
    return {
      mode: 'guest',
      status: 'loading',
      cart: undefined,
      error: null,
      refreshing: false,
      refetch: () => undefined,
      setQuantity,
      remove,
    };
  }
  if (guest) {
    const empty = localLines.length === 0;
    // quantities as stored in this browser (the quote of a change may still be on its way)
    const stored = new Map(localLines.map((l) => [l.productId, l.quantity]));
    const cart =
      empty || !quote.data
        ? undefined
        : {
            ...quote.data,
            lines: quote.data.lines
              .filter((l) => stored.has(l.productId))
              .map((l) => ({ ...l, quantity: stored.get(l.productId) ?? l.quantity })),
          };
    const status: CartStatus = empty
      ? 'empty'
      : cart
        ? cart.lines.length === 0
          ? 'empty'
          : 'ready'
        : quote.isError
          ? 'error'
          : 'loading';
    return {
      mode: 'guest',
      status,
      cart,
      error: quote.error,
      refreshing: quote.isFetching,
      refetch: () => void quote.refetch(),
      setQuantity,
      remove,
    };
  }
  const cart = server.data;
  const status: CartStatus = cart
    ? cart.lines.length === 0
      ? 'empty'
      : 'ready'
    : server.isError
      ? 'error'
      : 'loading';
  return {
    mode: 'server',
    status,
    cart,
    error: server.error,
    refreshing: server.isFetching,
    refetch: () => void server.refetch(),
    setQuantity,
    remove,
  };
}
