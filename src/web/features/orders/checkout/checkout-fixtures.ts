import type { Quote } from '../../../../domain/order';
import type { CustomerUser } from '../../../../domain/user';
import type { CartProduct } from '../../../lib/cart/cart-rules';
import { cart } from '../../../lib/cart/cart-store';
import { apiRefusal, fakeApi, type ApiAnswer, type ApiCall } from '../../../testing/fake-api';

/** A signed-in customer as GET /api/auth/me answers. */
export const customer: CustomerUser = {
  role: 'customer',
  id: 'c-1',
  name: 'Meera Menon',
  phone: '9876543210',
  code: 'A101',
  tier: 'Bronze',
  status: 'active',
  points: 120,
  pendingPoints: 0,
  pointMoneyPaise: 0,
  totalSpentPaise: 0,
  memberSince: '2026-01-05T10:00:00.000Z',
  address: 'Rose Villa, MG Road',
  pincode: '680001',
  creditLimitPaise: 0,
};

export const rice: CartProduct = {
  id: 'p-rice',
  name: 'Kerala Matta Rice 5 kg',
  sellingPricePaise: 32_000,
  imageUrl: '',
  stockQuantity: 5,
};
export const oil: CartProduct = {
  id: 'p-oil',
  name: 'Coconut Oil 1 L',
  sellingPricePaise: 21_000,
  imageUrl: '',
  stockQuantity: 1,
};

/** Puts products in the browser's cart the way the shop does (one Add at a time). */
export function fillCart(...lines: [CartProduct, number][]) {
  cart.clear();
  for (const [product, quantity] of lines) {
    cart.add(product);
    cart.setQuantity(product.id, quantity);
  }
}

interface QuoteTerms {
  /** What the server lets this order use. */
  maxPointsUsable: number;
  pointsBalance: number;
  pointValuePaise: number;
  /** Stock the server reports, by product id (defaults to the product's). */
  stock?: Record<string, number>;
}

/**
 * POST /api/orders/quote as the server answers it for the cart and points asked about: the
 * lines at the cart's prices, and the points asked for (the screen must never ask for more than
 * the server allows, so this fake does not clamp them).
 */
export function quoteFor(call: ApiCall, terms: QuoteTerms, products = [rice, oil]): Quote {
  const asked = call.body as { items: { productId: string; quantity: number }[]; pointsToUse: number };
  const lines = asked.items.map(({ productId, quantity }) => {
    const product = products.find((candidate) => candidate.id === productId)!;
    return {
      productId,
      name: product.name,
      quantity,
      unit: 'piece' as const,
      weighed: false,
      unitPricePaise: product.sellingPricePaise,
      mrpPaise: product.sellingPricePaise + 2_000,
      stockQuantity: terms.stock?.[productId] ?? product.stockQuantity,
      pointMoneyPaise: quantity * 100,
      offerDiscountPaise: 0,
    };
  });
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const pointsDiscountPaise = asked.pointsToUse * terms.pointValuePaise;
  return {
    lines,
    subtotalPaise,
    pointMoneyPaise: lines.reduce((sum, line) => sum + line.pointMoneyPaise, 0),
    offerDiscountPaise: 0,
    offers: [],
    leaderboardDiscount: null,
    pointsBalance: terms.pointsBalance,
    maxPointsUsable: terms.maxPointsUsable,
    pointValuePaise: terms.pointValuePaise,
    pointsDiscountPaise,
    amountPaidPaise: subtotalPaise - pointsDiscountPaise,
    upi: { payeeId: 'freshmart@upi', payeeName: 'Fresh Mart' },
  };
}

const signedOut: ApiAnswer = apiRefusal('UNAUTHENTICATED', 'Please sign in');

/** The API for a checkout: who is signed in (null: a guest), and how the quote answers. */
export function checkoutApi(
  user: CustomerUser | null,
  quote: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer> = () => ({ status: 500 }),
) {
  return fakeApi({
    'GET /api/auth/me': () => (user ? { status: 200, body: { user } } : signedOut),
    'POST /api/orders/quote': quote,
  });
}

/** The points asked for in each quote request so far. */
export const pointsAsked = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/orders/quote')
    .map((call) => (call.body as { pointsToUse: number }).pointsToUse);
