import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countryCode } from '@app/shared/countries';
import type { ShippingDestination } from '@app/shared/checkout-shipping';
import type { PaymentQuoteDto, PaymentRailDto } from '@app/shared/payments';
import { useDisplayCurrency } from '../fx/public';
import { paymentQuoteQueryOptions, usePaymentQuote } from './api/quote-payment';
import { defaultRailCurrency, localExpiry, secondsLeft } from './rail-quote';
import { useNow } from './use-now';

/** Why the amount on the page was replaced: the lock ran out here, or the server refused an expired one. */
export type QuoteRefresh = { reason: 'expired' } | { reason: 'server'; message: string };

/** A refresh notice belongs to the rail whose amount was replaced. */
type RailRefresh = QuoteRefresh & { rail: string };

/**
 * The amount a rail that charges in local currencies (Paystack, M-Pesa) will take for the cart: the currency chosen
 * ("Pay in", first the display currency, else the delivery country's), the quote locked for it, a live countdown, and
 * a new quote fetched by itself when the lock runs out. One hook serves the chosen rail: another rail's notice of a
 * refreshed amount does not carry over.
 */
export function useRailQuote({
  rail,
  active,
  totalCents,
  country,
  destination,
}: {
  rail: PaymentRailDto | undefined;
  /** The rail is the chosen method and the cart can be paid: only then is a rate locked. */
  active: boolean;
  totalCents: number;
  /** The delivery country as the form holds it (a name or a code). */
  country: string;
  /** The address the cart's shipping was quoted for: part of the total the rate converts (issue 17). */
  destination: ShippingDestination;
}) {
  const queryClient = useQueryClient();
  const display = useDisplayCurrency();
  const currencies = rail?.currencies ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const currency =
    picked && currencies.includes(picked) ? picked : defaultRailCurrency(currencies, display, countryCode(country));
  const railName = rail?.rail ?? 'paystack';
  const enabled = active && rail !== undefined && currency !== '';
  const query = usePaymentQuote({ rail: railName, currency, shipping: destination }, totalCents, enabled);
  const quote = enabled ? query.data : undefined;
  const expiresAt = quote ? localExpiry(quote, query.dataUpdatedAt) : 0;
  const now = useNow(quote !== undefined);
  const left = quote ? secondsLeft(expiresAt, now) : 0;
  const [railRefresh, setRefresh] = useState<RailRefresh | null>(null);
  const refresh: QuoteRefresh | null = railRefresh?.rail === railName ? railRefresh : null;
  const renewed = useRef<string | null>(null);
  const { refetch, isFetching } = query;

  // The lock ran out: fetch a new rate once for this quote (a failure shows the error with its retry).
  useEffect(() => {
    if (!quote || left > 0 || isFetching || renewed.current === quote.quoteId) return;
    renewed.current = quote.quoteId;
    setRefresh({ reason: 'expired', rail: railName });
    void refetch();
  }, [quote, left, isFetching, refetch, railName]);

  const choose = (next: string) => {
    setPicked(next);
    setRefresh(null);
  };

  /** The server refused an expired or outdated quote and sent a fresh one: show it, with the server's words. */
  const replace = (fresh: PaymentQuoteDto, message: string) => {
    queryClient.setQueryData(
      paymentQuoteQueryOptions({ rail: railName, currency: fresh.currency, shipping: destination }, fresh.usdTotalCents)
        .queryKey,
      fresh,
    );
    if (fresh.currency !== currency) setPicked(fresh.currency);
    renewed.current = null;
    setRefresh({ reason: 'server', message, rail: railName });
  };

  /** A quote that can be paid now: arrived, still locked, not being replaced. */
  const payable = quote && left > 0 && !isFetching ? quote : null;
  const error = enabled && query.isError && !isFetching ? query.error : null;

  return {
    rail,
    currencies,
    currency,
    choose,
    quote: quote ?? null,
    payable,
    expiresAt,
    secondsLeft: left,
    /** Locking a rate: the first one, another currency's, or a new one once the lock ran out. */
    loading: enabled && !error && (isFetching || !quote),
    error,
    retry: () => void refetch(),
    refresh,
    replace,
  };
}

export type RailQuote = ReturnType<typeof useRailQuote>;
