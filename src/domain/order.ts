import { z } from 'zod';
import { ORDER_STATUSES } from './order-states';
import { PAYMENT_METHODS } from './order.schemas';

export const orderItemSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string().nullable(),
  name: z.string(),
  mrpPaise: z.number().int(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  pointMoneyPaise: z.number().int(),
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
  delivery: z.object({ name: z.string(), phone: z.string(), pincode: z.string(), address: z.string() }),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  upiReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  orderDate: z.string(),
  deliveredAt: z.string().nullable(),
  totalAmountPaise: z.number().int(),
  pointsUsed: z.number().int(),
  pointsDiscountPaise: z.number().int(),
  amountPaidPaise: z.number().int(),
  pointMoneyPaise: z.number().int(),
  isPendingApproval: z.boolean(),
  /** The order's point money stands to the customer's credit (delivered, not refunded). */
  isPointsAwarded: z.boolean(),
  /** A refund took the order's points and referral rewards back. */
  pointsReversed: z.boolean(),
  items: z.array(orderItemSchema),
  timeline: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;
