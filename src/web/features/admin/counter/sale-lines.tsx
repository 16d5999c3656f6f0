import type { CounterQuote } from '../../../../domain/counter-sale.schemas';
import { SaleLineRow, type SaleLine } from '../../../components/admin/sale-line';
import { useWords } from '../../../i18n/use-words';

/** The sale's lines, each priced by the server's quote (the tier price), with its quantity or weight. */
export function SaleLines({
  lines,
  quote,
  onLines,
}: {
  lines: SaleLine[];
  quote: CounterQuote | null;
  onLines: (lines: SaleLine[]) => void;
}) {
  const { t } = useWords('admin');
  if (lines.length === 0) return <p className="text-sm text-sand-700">{t('admin.counter.noItems')}</p>;
  const priced = new Map(quote?.lines.map((line) => [line.productId, line]));
  return (
    <ul aria-label={t('admin.counter.itemsInSale')} className="space-y-2">
      {lines.map((line) => (
        <SaleLineRow
          key={line.productId}
          line={line}
          unitPricePaise={priced.get(line.productId)?.unitPricePaise}
          amountPaise={priced.get(line.productId)?.lineAmountPaise}
          onQuantity={(quantity) =>
            onLines(lines.map((kept) => (kept.productId === line.productId ? { ...kept, quantity } : kept)))
          }
          onRemove={() => onLines(lines.filter((kept) => kept.productId !== line.productId))}
        />
      ))}
    </ul>
  );
}
