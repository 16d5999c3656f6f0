import { z } from 'zod';
import { ORDER_ACTIONS, ORDER_STATUSES } from './order-states';
import { leaderboardDiscountSchema } from './leaderboard.schemas';
import { LANGUAGES } from './language';
import { ORDER_SOURCES } from './order-sources';
import { PAYMENT_METHODS } from './payment-methods';
import { PRODUCT_UNITS } from './quantities';

/**
 * How a line counts its quantity (docs/decisions/084), kept from its product when it was sold: a
 * weighed line's quantities are decimals of its unit (0.75 kg), a piece line's whole numbers.
 */
const lineMeasure = {
  unit: z.enum(PRODUCT_UNITS),
  weighed: z.boolean(),
};

/** One shop offer as it priced an order or a quote (docs/decisions/076): its line by title and amount. */
export const appliedOfferSchema = z.object({
  offerId: z.string(),
  title: z.string(),
  kind: z.enum(['percent_off', 'points_multiplier']),
  percent: z.number().int().nullable(),
  multiplier: z.number().int().nullable(),
  /** Paise off what the customer pays. */
  discountPaise: z.number().int(),
  /** Point money added to what the order earns. */
  extraPointMoneyPaise: z.number().int(),
  /** A percent off that gave less on some line because it reached its company price (absent on orders placed before). */
  limitedByPrice: z.boolean().optional(),
});

export const orderItemSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  name: z.string(),
  /** The product's Malayalam name when it was ordered ('' for none; docs/decisions/096). */
  nameMl: z.string().optional(),
  mrpPaise: z.number().int(),
  /** Per piece, or per unit of a weighed line (per kg). */
  unitPricePaise: z.number().int(),
  quantity: z.number(),
  ...lineMeasure,
  pointMoneyPaise: z.number().int(),
  /** What the shop's offers took off the line, all units (docs/decisions/076). */
  offerDiscountPaise: z.number().int(),
  /** How many of the line's units were refunded (docs/decisions/069); 0 to quantity. */
  refundedQuantity: z.number(),
});

export const orderEventSchema = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});

/** An order as the API shows it to its customer and to the admin. */
export const orderSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerCode: z.string(),
  /** The language the customer reads the shop in (docs/decisions/098): the shop's WhatsApp texts to them use it. */
  customerLanguage: z.enum(LANGUAGES),
  delivery: z.object({ name: z.string(), phone: z.string(), pincode: z.string(), address: z.string() }),
  status: z.enum(ORDER_STATUSES),
  /** Where the order came from (DESIGN 11.8): online, phone (entered by staff), counter or import. */
  source: z.enum(ORDER_SOURCES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  upiReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  orderDate: z.string(),
  deliveredAt: z.string().nullable(),
  totalAmountPaise: z.number().int(),
  /** The shop's offers as the order was priced (docs/decisions/076): their discount and each offer's line. */
  offerDiscountPaise: z.number().int(),
  offers: z.array(appliedOfferSchema),
  /** The leaderboard's top-N offer as the order was priced (docs/decisions/032); null without it. */
  leaderboardDiscount: leaderboardDiscountSchema.nullable(),
  pointsUsed: z.number().int(),
  pointsDiscountPaise: z.number().int(),
  amountPaidPaise: z.number().int(),
  /** What the order's payments came to: in less out (docs/decisions/064). */
  paidPaise: z.number().int(),
  /** What of amountPaidPaise its refunds took back: the refunded lines' share, all of it once refunded (docs/decisions/069). */
  refundedPaise: z.number().int(),
  /** What a live order still owes: amountPaidPaise less paidPaise, never below 0; 0 once cancelled or refunded. */
  duePaise: z.number().int(),
  pointMoneyPaise: z.number().int(),
  isPendingApproval: z.boolean(),
  /** The order's point money stands to the customer's credit (delivered, not refunded). */
  isPointsAwarded: z.boolean(),
  /** A refund took the order's points and referral rewards back. */
  pointsReversed: z.boolean(),
  /** The order's pay page (`/pay/{token}`, DESIGN 11.8) while an amount is due; null once nothing is. */
  payUrl: z.string().nullable(),
  items: z.array(orderItemSchema),
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as the admin's screens get it: with the transitions allowed from its state. */
export const adminOrderSchema = orderSchema.extend({ actions: z.array(z.enum(ORDER_ACTIONS)) });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** What /track-order shows a visitor who knows the order id and its phone: status and timeline only. */
export const trackedOrderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderDate: z.string(),
  itemCount: z.number().int(),
  amountPaidPaise: z.number().int(),
  timeline: z.array(orderEventSchema),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/**
 * What POST /api/orders/quote answers: the cart priced for this customer exactly as placing it
 * would price it, the server's truth for every number on the checkout.
 */
export const quoteViewSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      /** The Malayalam name ('' for none; docs/decisions/096). */
      nameMl: z.string().optional(),
      quantity: z.number(),
      ...lineMeasure,
      unitPricePaise: z.number().int(),
      mrpPaise: z.number().int(),
      stockQuantity: z.number(),
      /** Point money this line earns on delivery (all units), after the shop's offers. */
      pointMoneyPaise: z.number().int(),
      /** What the shop's offers take off the line (all units). */
      offerDiscountPaise: z.number().int(),
    }),
  ),
  subtotalPaise: z.number().int(),
  /** Point money the whole order earns on delivery. */
  pointMoneyPaise: z.number().int(),
  /** The shop's offers on this cart (docs/decisions/076): their discount and each offer's line. */
  offerDiscountPaise: z.number().int(),
  offers: z.array(appliedOfferSchema),
  /** The leaderboard's top-N offer on this cart, when the customer's rank gets it. */
  leaderboardDiscount: leaderboardDiscountSchema.nullable(),
  pointsBalance: z.number().int(),
  maxPointsUsable: z.number().int(),
  pointValuePaise: z.number().int(),
  pointsDiscountPaise: z.number().int(),
  amountPaidPaise: z.number().int(),
  upi: z.object({ payeeId: z.string(), payeeName: z.string() }),
});
export type Quote = z.infer<typeof quoteViewSchema>;
