import { lineAmountPaise } from '../../../domain/line-amount';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/order-states';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payment-methods';
import { normalisePhone } from '../../../domain/phone';
import { BadValue, bool, integer, json, rupeesToPaise, text, timestamp } from '../legacy-fields';
import type { LegacyRow } from '../legacy-row';
import { fitsInteger, Notes, storable, storableText, type Converted } from './row-conversion';
import { paiseToRupeesText } from '../../../domain/money';

/** One line of the old order's `products` JSON: { productId, name, price, quantity }. */
export interface OrderLineImport {
  legacyProductId: string | null;
  name: string;
  unitPricePaise: number;
  quantity: number;
}

export interface OrderImport {
  /** The old id, kept: SPEC's ORD-{timestamp}-{random} is ours too. */
  id: string;
  legacyCustomerId: string | null;
  customerName: string;
  customerPhone: string;
  customerCode: string;
  pincode: string;
  deliveryAddress: string;
  lines: OrderLineImport[];
  subtotalPaise: number;
  pointsUsed: number;
  pointsDiscountPaise: number;
  amountPaidPaise: number;
  pointMoneyPaise: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  orderDate: Date;
  /** Delivered and refunded orders: the old app kept no delivery time, so the order's date. */
  deliveredAt: Date | null;
  /** Delivered and refunded orders were paid (cash at the door or UPI): collected on the sales screen. */
  paidAt: Date | null;
  isPointsAwarded: boolean;
}

const ORDER_ID = /^ORD-[0-9]+-[A-Z0-9]+$/;

function orderId(row: LegacyRow): string {
  const id = text(row, 'id')?.toUpperCase() ?? null;
  if (id === null) throw new BadValue('no id', 'the row has no id');
  if (!ORDER_ID.test(id)) throw new BadValue('order id not ORD-{timestamp}-{random}', id);
  return id;
}

/** SPEC 4's statuses; the old app's "rejected" is our cancelled (DESIGN 5). */
function status(row: LegacyRow): OrderStatus {
  const given = (text(row, 'status') ?? 'pending').toLowerCase();
  if (given === 'rejected') return 'cancelled';
  const known = ORDER_STATUSES.find((value) => value === given);
  if (!known) throw new BadValue('unknown status', `status ${given}`);
  return known;
}

function paymentMethod(row: LegacyRow, notes: Notes): PaymentMethod {
  const given = text(row, 'payment_method')?.toLowerCase() ?? 'cod';
  const known = PAYMENT_METHODS.find((value) => value === given);
  if (known) return known;
  notes.add('unknown payment method: cash on delivery', given);
  return 'cod';
}

function money(row: LegacyRow, name: string): number | null {
  const value = rupeesToPaise(row[name]);
  if (value !== null && value < 0)
    throw new BadValue(`negative ${name}`, `${name} ${paiseToRupeesText(value)}`);
  return value === null ? null : fitsInteger(value, name);
}

function line(item: unknown, index: number): OrderLineImport {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    throw new BadValue('order line not an object', `line ${index + 1}`);
  const fields = item as Record<string, unknown>;
  const name = storable(text(fields, 'name') ?? '');
  if (!name) throw new BadValue('order line without a name', `line ${index + 1}`);
  const unitPricePaise = rupeesToPaise(fields.price);
  if (unitPricePaise === null || unitPricePaise < 0)
    throw new BadValue('order line without a price', `line ${index + 1}: ${name}`);
  const quantity = integer(fields.quantity);
  if (quantity === null || quantity <= 0)
    throw new BadValue('order line quantity not above 0', `line ${index + 1}: ${name}`);
  return {
    legacyProductId: text(fields, 'productId'),
    name: name.slice(0, 200),
    unitPricePaise: fitsInteger(unitPricePaise, 'line price'),
    quantity,
  };
}

function lines(row: LegacyRow): OrderLineImport[] {
  const parsed = json(row.products);
  if (parsed === null) return [];
  if (!Array.isArray(parsed)) throw new BadValue('products not a list', JSON.stringify(parsed).slice(0, 60));
  return parsed.map(line);
}

/**
 * The old order as ours, before its customer and products are looked up. Amounts: what was paid
 * stays what was paid (the sales screen counts it); the points discount is the difference to the
 * total. Whether the old app awarded the order's points stays as it set it, except that a refunded
 * order's points no longer stand (as migration 006 made ours). Its other flags are read from the
 * status, as ours are (docs/decisions/043): only a pending order waits for approval.
 */
export function convertOrder(row: LegacyRow): Converted<OrderImport> {
  const notes = new Notes();
  const id = orderId(row);
  const orderLines = lines(row);
  // The old app sold whole pieces only (docs/decisions/084).
  const linesTotal = orderLines.reduce(
    (sum, item) => sum + lineAmountPaise(item.unitPricePaise, item.quantity),
    0,
  );
  let subtotal = money(row, 'total_amount') ?? fitsInteger(linesTotal, 'total');
  const paid = money(row, 'amount_paid') ?? subtotal;
  if (paid > subtotal) {
    notes.add(
      'amount paid above the total: total raised to it',
      `${id}: paid ${paiseToRupeesText(paid)}, total ${paiseToRupeesText(subtotal)}`,
    );
    subtotal = paid;
  }
  let pointsUsed = integer(row.points_used) ?? 0;
  if (pointsUsed < 0) {
    notes.add('negative points used: 0', `${id}: ${pointsUsed}`);
    pointsUsed = 0;
  }
  const orderStatus = status(row);
  const orderDate = timestamp(row.order_date) ?? timestamp(row.created_at);
  if (orderDate === null) throw new BadValue('order without a date', id);
  const done = orderStatus === 'delivered' || orderStatus === 'refunded';
  const value: OrderImport = {
    id,
    legacyCustomerId: text(row, 'customer_id'),
    customerName: storableText(row, 'customer_name', notes, 120) ?? '',
    customerPhone: normalisePhone(text(row, 'customer_phone') ?? ''),
    customerCode: text(row, 'customer_code')?.toUpperCase() ?? '',
    pincode: storableText(row, 'pincode', notes, 20) ?? '',
    deliveryAddress: storableText(row, 'delivery_address', notes, 500) ?? '',
    lines: orderLines,
    subtotalPaise: subtotal,
    pointsUsed,
    pointsDiscountPaise: subtotal - paid,
    amountPaidPaise: paid,
    pointMoneyPaise: money(row, 'points') ?? 0,
    status: orderStatus,
    paymentMethod: paymentMethod(row, notes),
    orderDate,
    deliveredAt: done ? orderDate : null,
    paidAt: done ? orderDate : null,
    isPointsAwarded: orderStatus !== 'refunded' && (bool(row.is_points_awarded) ?? false),
  };
  return { value, notes: notes.list };
}

/**
 * Each line's share of the order's point money, in proportion to what the line cost, to the
 * paisa (largest remainders), so the lines add up to the order exactly as ours always do.
 */
export function splitPointMoney(totalPaise: number, lineAmountsPaise: readonly number[]): number[] {
  if (lineAmountsPaise.length === 0) return [];
  const whole = lineAmountsPaise.reduce((sum, amount) => sum + amount, 0);
  const weights = whole > 0 ? lineAmountsPaise : lineAmountsPaise.map(() => 1);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => BigInt(totalPaise) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(weightTotal)));
  const remainders = exact.map((value, index) => ({ index, rest: value % BigInt(weightTotal) }));
  let left = totalPaise - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
