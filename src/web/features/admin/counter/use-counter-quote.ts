import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { counterApi, type CounterSaleInput } from '../../../lib/admin-orders/counter.api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { CounterDraft } from './parked-sales';

/** What a draft asks the server to price: the customer by code (none for a walk-in), items, points. */
export function saleRequest(
  draft: CounterDraft,
): Pick<CounterSaleInput, 'customer' | 'items'> & { pointsToUse: number } {
  const { customer, lines } = draft;
  return {
    ...(customer ? { customer: { code: customer.code } } : {}),
    items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    // A walk-in earns and uses no points.
    pointsToUse: customer ? draft.pointsToUse : 0,
  };
}

/**
 * The sale priced by the server exactly as completing it would (tier prices, points cap, point
 * money), asked again shortly after each change; `current` once it prices what is on screen,
 * `pricing` while a price for it is on its way.
 */
export function useCounterQuote(draft: CounterDraft) {
  const asking = JSON.stringify(saleRequest(draft));
  const asked = useDebouncedValue(asking, 200);
  const priced = JSON.parse(asked) as ReturnType<typeof saleRequest>;
  const quote = useQuery({
    queryKey: ['admin', 'counter', 'quote', priced],
    queryFn: ({ signal }) => counterApi.quote(priced.customer, priced.items, priced.pointsToUse, signal),
    enabled: priced.items.length > 0,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const shown = draft.lines.length > 0 ? (quote.data ?? null) : null;
  return {
    quote: shown,
    current: asked === asking && !quote.isFetching && !quote.isError && shown !== null,
    /** A price is on its way for what is on screen (an empty sale or a refusal is not). */
    pricing: draft.lines.length > 0 && !quote.isError && (asked !== asking || quote.isFetching),
    error: draft.lines.length > 0 && quote.isError ? quote.error : null,
  };
}
