import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../lib/api';
import { useWhenBackOnline } from '../../lib/connection';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ordersApi, type CartLine, type Quote } from '../orders/orders.api';

interface Answer {
  key: string;
  quote: Quote | null;
  error: unknown;
}

/**
 * Asks the server to price the cart (re-asks when the cart or the points change, after a short
 * pause). The last good quote stays on screen while a new one is on its way; `current` says
 * whether the numbers shown belong to what is in the cart right now.
 */
export function useQuote(
  lines: readonly CartLine[] | null,
  pointsToUse: number,
  /** Runs with every fresh quote (the checkout brings the cart's prices and stock up to date). */
  onQuote?: (quote: Quote) => void,
) {
  const key = lines && lines.length > 0 ? JSON.stringify({ lines, pointsToUse }) : null;
  const askedKey = useDebouncedValue(key, 250);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [lastGood, setLastGood] = useState<Answer | null>(null);
  const quoted = useEffectEvent((quote: Quote) => onQuote?.(quote));

  useEffect(() => {
    if (!askedKey) return;
    const controller = new AbortController();
    const { lines: items, pointsToUse: points } = JSON.parse(askedKey) as {
      lines: CartLine[];
      pointsToUse: number;
    };
    ordersApi.quote(items, points, controller.signal).then(
      (quote) => {
        const next = { key: askedKey, quote, error: undefined };
        setAnswer(next);
        setLastGood(next);
        quoted(quote);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key: askedKey, quote: null, error });
      },
    );
    return () => controller.abort();
  }, [askedKey, attempt]);

  const settled = answer !== null && answer.key === key;
  const retry = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  // Could not reach the shop: price the cart again as soon as the connection is back.
  const unreachable = settled && answer.error instanceof ApiError && answer.error.status === 0;
  useWhenBackOnline(unreachable, retry);
  return {
    /** The newest numbers the server gave (possibly for a slightly older cart). */
    quote: lastGood?.quote ?? null,
    /** The quote on screen is for exactly this cart and these points. */
    current: settled && answer.quote !== null,
    loading: key !== null && !settled,
    error: settled ? answer.error : undefined,
    retry,
  };
}
