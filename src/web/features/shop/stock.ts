import { formatApiQuantity, onlineStep, PIECE, type Measure } from '../../../domain/quantities';
import type { BadgeTone } from '../../components/ui/badge';

/** SPEC section 4, the shop's stock badges: 0 Out of Stock, 1 Only 1 Left, 2 to 5 Low Stock with the count. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * A weighed product's stock is in its unit (docs/decisions/084): out of stock when less than one
 * online step (half a kg) is left, low at 5 of its unit or less, "Low Stock (2.500 kg left)".
 */
export function stockBadge(
  stockQuantity: number,
  measure: Measure = PIECE,
): { label: string; tone: BadgeTone } | null {
  if (measure.weighed) {
    if (stockQuantity < onlineStep(measure)) return { label: 'Out of Stock', tone: 'danger' };
    if (stockQuantity <= LOW_STOCK_THRESHOLD)
      return { label: `Low Stock (${formatApiQuantity(stockQuantity, measure)} left)`, tone: 'warning' };
    return null;
  }
  if (stockQuantity <= 0) return { label: 'Out of Stock', tone: 'danger' };
  if (stockQuantity === 1) return { label: 'Only 1 Left', tone: 'warning' };
  if (stockQuantity <= LOW_STOCK_THRESHOLD)
    return { label: `Low Stock (${stockQuantity} left)`, tone: 'warning' };
  return null;
}

/** SPEC section 4: the first load retries up to 3 times, waiting 2 seconds times the attempt number. */
export const FIRST_LOAD_RETRIES = 3;

/** How long to wait before retry number `retry` (1-based), or null when retries are used up. */
export function retryDelayMs(retry: number): number | null {
  return retry >= 1 && retry <= FIRST_LOAD_RETRIES ? 2000 * retry : null;
}
