import type { OrderStatus } from '../../../domain/order-states';
import type { OrderEvent } from './orders.api';

/** The road an order normally takes; cancelled and refunded leave it. */
const HAPPY_PATH: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped', 'delivered'];

export interface TimelineStep {
  status: OrderStatus;
  at: string | null;
  note: string | null;
  state: 'done' | 'current' | 'upcoming' | 'stopped';
}

/**
 * The steps to draw: everything that happened (oldest first), then the steps still ahead on
 * the normal road. A delivery confirmed straight from "confirmed" simply has no "shipped" step.
 */
export function timelineSteps(status: OrderStatus, events: readonly OrderEvent[]): TimelineStep[] {
  const happened = [...events].sort((a, b) => a.at.localeCompare(b.at));
  const stopped = status === 'cancelled' || status === 'refunded';
  const steps: TimelineStep[] = happened.map((event, index) => ({
    status: event.toStatus,
    at: event.at,
    note: event.note,
    state:
      index < happened.length - 1
        ? 'done'
        : stopped
          ? 'stopped'
          : status === 'delivered'
            ? 'done'
            : 'current',
  }));
  if (steps.length === 0) steps.push({ status, at: null, note: null, state: 'current' });
  if (!stopped) {
    const here = HAPPY_PATH.indexOf(status);
    for (const next of HAPPY_PATH.slice(here + 1))
      steps.push({ status: next, at: null, note: null, state: 'upcoming' });
  }
  return steps;
}
