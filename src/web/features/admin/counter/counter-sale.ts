import { measureOf, onlineStep, type Measure } from '../../../../domain/quantities';
import { clampQuantity, type SaleLine } from '../../../components/admin/sale-line';

/** The key that completes a sale from anywhere on the counter screen (shown on the button). */
export const COMPLETE_KEY = 'F2';

/**
 * A product's line added to the sale (a scale label's quantity, else one piece or half a kg), or
 * that quantity added to its line when the product is there already.
 */
export function withProduct(
  lines: SaleLine[],
  product: Measure & { id: string; name: string },
  quantity?: number,
): SaleLine[] {
  const measure = measureOf(product);
  const added = quantity ?? onlineStep(measure);
  const existing = lines.find((line) => line.productId === product.id);
  if (existing)
    return lines.map((line) =>
      line === existing ? { ...line, quantity: clampQuantity(line.quantity + added, measure) } : line,
    );
  return [...lines, { productId: product.id, name: product.name, quantity: added, ...measure }];
}
