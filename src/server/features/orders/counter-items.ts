import type { CounterItem } from '../../../domain/counter-sale.schemas';
import { counterMessages } from '../../../domain/messages';
import { cartLinesSchema, type PlaceOrder } from '../../../domain/order.schemas';
import { toApiQuantity, toStoredQuantity } from '../../../domain/quantities';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { isScaleLabel, canonicalBarcode } from '../../../domain/barcodes';
import { findByBarcode, productIdsByBarcode } from '../products';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message, { items: message });

/**
 * A counter sale's items as a cart (docs/decisions/089): each barcode resolved to its product (a
 * scale's label to its product and weight, times a whole number of such packs), then repeated
 * products merged into one line and the cart's limits checked, as the checkout's schema does. A
 * barcode no product carries, or a label with a wrong check digit, is refused in words naming it.
 */
export async function counterCart(q: Queryable, items: readonly CounterItem[]): Promise<PlaceOrder['items']> {
  const packs = await productIdsByBarcode(
    q,
    items.flatMap((item) =>
      item.barcode && !isScaleLabel(canonicalBarcode(item.barcode)) ? [item.barcode] : [],
    ),
  );
  const lines: { productId: string; quantity: number }[] = [];
  for (const item of items) {
    if (item.productId) {
      lines.push({ productId: item.productId, quantity: item.quantity ?? 1 });
      continue;
    }
    const pack = packs.get(item.barcode!);
    if (pack) {
      lines.push({ productId: pack, quantity: item.quantity ?? 1 });
      continue;
    }
    const label = await findByBarcode(q, item.barcode!);
    const labelled = item.quantity ?? 1;
    if (!Number.isInteger(labelled)) throw refused(counterMessages.labelCount);
    const thousandths = toStoredQuantity(label.quantity!, true) * labelled;
    lines.push({ productId: label.product.id, quantity: toApiQuantity(thousandths, true) });
  }
  const cart = cartLinesSchema.safeParse(lines);
  if (!cart.success) throw refused(cart.error.issues[0]!.message);
  return cart.data;
}
