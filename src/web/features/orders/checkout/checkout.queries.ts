import { useEffect, useEffectEvent, useState } from 'react';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderInput } from '../../../../domain/order.schemas';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ordersApi, type CartLine, type Quote } from '../orders.api';
import { khataKeys } from '../../../lib/khata/khata.queries';
import { orderKeys } from '../orders.queries';
import { refetchAfterChange } from '../../../lib/query-client';

export const checkoutKeys = {
  quote: (items: readonly CartLine[], pointsToUse: number) =>
    ['checkout', 'quote', { items, pointsToUse }] as const,
};

/**
 * The server's price for a cart and the points to use (POST /api/orders/quote, a read in all but
 * method). Kept only while on screen: stock and prices move, so a checkout opened later asks again.
 */
export const quoteQueryOptions = (items: readonly CartLine[], pointsToUse: number) =>
  queryOptions({
    queryKey: checkoutKeys.quote(items, pointsToUse),
    queryFn: ({ signal }) => ordersApi.quote([...items], pointsToUse, signal),
    gcTime: 0,
  });

/** How long the cart and the points must stay still before the server is asked for its price. */
const QUOTE_PAUSE_MS = 250;

/**
 * The checkout's quote: asked again when the cart or the points change (after a short pause), and
 * by itself when the connection comes back after a failure (the query client refetches on
 * reconnect). The last good quote stays on screen while a new one is on its way or has failed;
 * `current` says whether the numbers shown belong to what is in the cart right now.
 */
export function useCartQuote(
  lines: readonly CartLine[] | null,
  pointsToUse: number,
  /** Runs with every fresh quote (the checkout brings the cart's prices and stock up to date). */
  onQuote: (quote: Quote) => void,
) {
  const key = lines && lines.length > 0 ? JSON.stringify({ lines, pointsToUse }) : null;
  const askedKey = useDebouncedValue(key, QUOTE_PAUSE_MS);
  const asked = askedKey ? (JSON.parse(askedKey) as { lines: CartLine[]; pointsToUse: number }) : null;
  const query = useQuery({
    ...quoteQueryOptions(asked?.lines ?? [], asked?.pointsToUse ?? 0),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });

  const fresh = query.isSuccess && !query.isPlaceholderData ? query.data : null;
  const [lastGood, setLastGood] = useState<Quote | null>(null);
  if (fresh && fresh !== lastGood) setLastGood(fresh);
  const quoted = useEffectEvent(onQuote);
  useEffect(() => {
    if (lastGood) quoted(lastGood);
  }, [lastGood]);

  // The answer on screen is for exactly this cart and these points, and nothing newer is on its way.
  const settled = key !== null && key === askedKey && !query.isFetching;
  return {
    /** The newest numbers the server gave (possibly for a slightly older cart). */
    quote: lastGood,
    /** The quote on screen is for exactly this cart and these points. */
    current: settled && fresh !== null,
    loading: key !== null && !settled,
    error: settled && query.isError ? query.error : undefined,
    /** Asks again (Try Again, or after a placement found the stock had moved). */
    retry: () => void query.refetch(),
  };
}

/**
 * Places the order (the idempotency key makes a repeated submission answer with the first order).
 * The new order's page opens from the cache, and the order lists are asked again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: PlaceOrderInput; idempotencyKey: string }) =>
      ordersApi.place(input, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void refetchAfterChange(queryClient, orderKeys.lists);
      void refetchAfterChange(queryClient, khataKeys.mine); // a khata order is owed
    },
  });
}
