import { ADMIN_LOW_STOCK_THRESHOLD } from '../../../domain/stock-levels';
import { Badge, type BadgeTone } from '../ui/badge';

/** SPEC section 4, admin bands: 0 Out of Stock, 1 Only 1 Left, 2–10 Low Stock, above 10 In Stock. */
export function adminStockBand(quantity: number): { label: string; tone: BadgeTone } {
  if (quantity <= 0) return { label: 'Out of Stock', tone: 'danger' };
  if (quantity === 1) return { label: 'Only 1 Left', tone: 'warning' };
  if (quantity <= ADMIN_LOW_STOCK_THRESHOLD) return { label: 'Low Stock', tone: 'warning' };
  return { label: 'In Stock', tone: 'brand' };
}

/**
 * The count and its band; `stacked` puts the badge under the count (narrow table columns); `unit`
 * follows a weighed product's amount ('12.5 kg').
 */
export function AdminStock({
  quantity,
  stacked = false,
  unit,
}: {
  quantity: number;
  stacked?: boolean;
  unit?: string;
}) {
  const band = adminStockBand(quantity);
  return (
    <span
      className={
        stacked ? 'inline-flex flex-col items-start gap-1' : 'inline-flex flex-wrap items-center gap-2'
      }
    >
      <span className="font-semibold tabular-nums">
        {quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })}
        {unit && ` ${unit}`}
        <span className="sr-only"> in stock,</span>
      </span>
      <Badge tone={band.tone} className="whitespace-nowrap">
        {band.label}
      </Badge>
    </span>
  );
}
