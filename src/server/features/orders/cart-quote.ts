import {
  cartTotals,
  checkoutTotals,
  exceedsOrderLimit,
  MAX_ORDER_VALUE_PAISE,
} from '../../../domain/checkout';
import { businessDay } from '../../../domain/business-day';
import { messages } from '../../../domain/messages';
import { priceOffers } from '../../../domain/offer-pricing';
import { formatPaise } from '../../../domain/money';
import type { Quote } from '../../../domain/order';
import type { PlaceOrder } from '../../../domain/order.schemas';
import { pointMoneyPerUnitPaise, sellingPricePaise } from '../../../domain/pricing';
import {
  quantityRefusal,
  toApiQuantity,
  toStoredQuantity,
  type ProductUnit,
} from '../../../domain/quantities';
import type { Tier } from '../../../domain/tiers';
import { prepared, type Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { leaderboardOfferFor } from '../leaderboard';
import { currentOffersFor } from '../offers';
import { DISCOUNT_COLUMN } from '../products';
import { loadLoyaltySettings } from '../settings';

interface ProductForQuote {
  id: string;
  name: string;
  name_ml: string;
  mrp_paise: number;
  price_paise: number;
  category_id: string;
  stock_quantity: number;
  discount: number;
  unit: ProductUnit;
  weighed: boolean;
}

/**
 * Whose cart it is: their tier sets the prices, their rank the leaderboard offer, their balance the
 * points they may use.
 */
export interface QuotingCustomer {
  id: string;
  tier: Tier;
  points: number;
}

/**
 * The one pricing of a cart, for the checkout's quote and for placing the order (which runs it
 * inside its transaction), so both show and charge the same and refuse the same carts: every line
 * at the customer's tier price with its point money, the shop's offers current today for their tier
 * (docs/decisions/076), the leaderboard's top-N offer when their rank gets it (docs/decisions/032), the redemption cap for their balance on what is left, and the
 * totals with as many of the wanted points as the cap allows. A product no longer sold, or a
 * cart worth more than one order may be (docs/decisions/016), is a 4xx naming the cart. Its
 * quantities are as the shop stores them (thousandths of a weighed product's unit,
 * docs/decisions/084): `quoteCartForApi` answers in the API's.
 */
export async function quoteCart(
  q: Queryable,
  customer: QuotingCustomer,
  cart: { items: PlaceOrder['items']; pointsToUse: number },
): Promise<Quote> {
  const settings = await loadLoyaltySettings(q);
  const products = await q.query<ProductForQuote>(
    // One text per tier (DISCOUNT_COLUMN), so a handful of prepared statements.
    prepared(`select id, name, name_ml, mrp_paise, price_paise, category_id, stock_quantity, unit, weighed,
       ${DISCOUNT_COLUMN[customer.tier]} as discount
     from products where id = any($1::uuid[])`),
    [cart.items.map((i) => i.productId)],
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const tierLines = cart.items.map((item) => {
    const product = byId.get(item.productId);
    if (!product)
      throw new AppError('NOT_FOUND', messages.checkout.productGone, {
        items: messages.checkout.productGone,
      });
    // The one place a requested quantity meets its product and becomes what the shop stores.
    const refusal = quantityRefusal(item.quantity, product);
    if (refusal) throw new AppError('VALIDATION_FAILED', refusal, { items: refusal });
    return {
      product,
      productId: product.id,
      categoryId: product.category_id,
      quantity: toStoredQuantity(item.quantity, product.weighed),
      weighed: product.weighed,
      unitPricePaise: sellingPricePaise(product.mrp_paise, product.discount),
      pointMoneyPerUnitPaise: pointMoneyPerUnitPaise(product.mrp_paise, product.price_paise),
      companyPricePerUnitPaise: product.price_paise,
    };
  });
  // The shop's offers current today for their tier (docs/decisions/076), before the leaderboard's.
  const offers = priceOffers(tierLines, await currentOffersFor(q, customer.tier, businessDay()));
  const { lines } = offers;
  if (exceedsOrderLimit(cartTotals(tierLines)) || exceedsOrderLimit(cartTotals(lines))) {
    const message = messages.checkout.orderTooLarge(formatPaise(MAX_ORDER_VALUE_PAISE));
    throw new AppError('VALIDATION_FAILED', message, { items: message });
  }
  const offer = await leaderboardOfferFor(q, customer.id);
  const { leaderboardDiscountPaise, ...totals } = checkoutTotals(
    lines,
    customer.points,
    cart.pointsToUse,
    settings,
    offer?.percent ?? null,
  );
  return {
    lines: lines.map((l) => ({
      productId: l.product.id,
      name: l.product.name,
      nameMl: l.product.name_ml,
      quantity: l.quantity,
      unit: l.product.unit,
      weighed: l.product.weighed,
      unitPricePaise: l.unitPricePaise,
      mrpPaise: l.product.mrp_paise,
      stockQuantity: l.product.stock_quantity,
      pointMoneyPaise: l.offerPointMoneyPaise,
      offerDiscountPaise: l.offerDiscountPaise,
    })),
    ...totals,
    offers: offers.applied,
    leaderboardDiscount: offer && { ...offer, discountPaise: leaderboardDiscountPaise },
    pointsBalance: customer.points,
    pointValuePaise: settings.pointValuePaise,
    upi: { payeeId: settings.storeUpiId, payeeName: settings.storeUpiName },
  };
}

/**
 * The cart's quote as every quote route answers it (the checkout's, the phone order's, the
 * counter's): quoteCart's pricing, with a weighed line's quantity and stock in its unit
 * (docs/decisions/084). Without `pointMoney` (a walk-in's sale, docs/decisions/089) it carries no
 * point money.
 */
export async function quoteCartForApi(
  q: Queryable,
  customer: QuotingCustomer,
  cart: { items: PlaceOrder['items']; pointsToUse: number },
  { pointMoney }: { pointMoney: boolean } = { pointMoney: true },
): Promise<Quote> {
  const priced = await quoteCart(q, customer, cart);
  return quoteInUnits(pointMoney ? priced : withoutPointMoney(priced));
}

/** A quote as the API answers it: a weighed line's quantity and stock in its unit (docs/decisions/084). */
function quoteInUnits(quote: Quote): Quote {
  return {
    ...quote,
    lines: quote.lines.map((line) => ({
      ...line,
      quantity: toApiQuantity(line.quantity, line.weighed),
      stockQuantity: toApiQuantity(line.stockQuantity, line.weighed),
    })),
  };
}

/** A quote whose lines and total carry no point money: what a walk-in's sale earns (docs/decisions/089). */
export function withoutPointMoney(quote: Quote): Quote {
  return {
    ...quote,
    pointMoneyPaise: 0,
    lines: quote.lines.map((line) => ({ ...line, pointMoneyPaise: 0 })),
  };
}
