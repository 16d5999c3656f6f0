import { describe, expect, it } from 'vitest';
import type { OrderEvent } from './orders.api';
import { timelineSteps } from './timeline-steps';

const ev = (
  fromStatus: OrderEvent['fromStatus'],
  toStatus: OrderEvent['toStatus'],
  at: string,
): OrderEvent => ({
  fromStatus,
  toStatus,
  at,
  note: null,
});

const summary = (steps: ReturnType<typeof timelineSteps>) => steps.map((s) => `${s.status}:${s.state}`);

describe('timelineSteps', () => {
  it('shows a pending order with the road still ahead', () => {
    expect(summary(timelineSteps('pending', [ev(null, 'pending', '2026-11-01T10:00:00Z')]))).toEqual([
      'pending:current',
      'confirmed:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('marks every step done once delivered, and skips shipped when delivery came straight from confirmed', () => {
    const steps = timelineSteps('delivered', [
      ev('confirmed', 'delivered', '2026-11-03T10:00:00Z'),
      ev(null, 'pending', '2026-11-01T10:00:00Z'),
      ev('pending', 'confirmed', '2026-11-02T10:00:00Z'),
    ]);
    expect(summary(steps)).toEqual(['pending:done', 'confirmed:done', 'delivered:done']);
  });

  it('ends a cancelled order at the cancellation, with nothing ahead', () => {
    const steps = timelineSteps('cancelled', [
      ev(null, 'pending', '2026-11-01T10:00:00Z'),
      ev('pending', 'cancelled', '2026-11-01T11:00:00Z'),
    ]);
    expect(summary(steps)).toEqual(['pending:done', 'cancelled:stopped']);
  });

  it('still draws the current status when the timeline is missing', () => {
    expect(summary(timelineSteps('shipped', []))).toEqual(['shipped:current', 'delivered:upcoming']);
  });
});
