import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../domain/order';
import { OrderTotals } from './order-totals';

const quote: Quote = {
  lines: [],
  subtotalPaise: 10_000,
  pointMoneyPaise: 0,
  offerDiscountPaise: 0,
  offers: [],
  leaderboardDiscount: null,
  pointsBalance: 0,
  maxPointsUsable: 0,
  pointValuePaise: 100,
  pointsDiscountPaise: 0,
  amountPaidPaise: 10_000,
  upi: { payeeId: 'shop@upi', payeeName: 'Fresh Mart' },
};

describe('the totals staff see (phone order and counter)', () => {
  it('says plainly that a walk-in sale earns no points, and offers no points to use', () => {
    render(<OrderTotals quote={quote} walkIn />);
    expect(screen.getByText('A walk-in sale earns no points.')).toBeTruthy();
    expect(screen.queryByText(/point money|usable/)).toBeNull();
  });

  it("tells a customer's sale the point money it earns and the points usable", () => {
    render(<OrderTotals quote={{ ...quote, pointMoneyPaise: 250, maxPointsUsable: 40 }} />);
    expect(screen.getByText('Earns ₹2.50 point money on delivery · up to 40 points usable')).toBeTruthy();
    expect(screen.queryByText('A walk-in sale earns no points.')).toBeNull();
  });
});
