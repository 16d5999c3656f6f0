import { useState } from 'react';
import type { PublicProduct } from '../../../../domain/catalogue.schemas';
import type { Quote } from '../../../../domain/order';
import { measureOf, onlineStep } from '../../../../domain/quantities';
import { SaleLineRow, clampQuantity, type SaleLine } from '../../../components/admin/sale-line';
import { ProductSearchResults, useProductSearch } from '../../../components/admin/product-search-results';
import { Field } from '../../../components/ui/field';
import { useWords } from '../../../i18n/use-words';

export type PickedLine = SaleLine;

/**
 * Step 2: the products the customer asks for, found by name (the shop's own search), with their
 * quantities. Prices are the server's quote for this customer, shown once it answers.
 */
export function ProductPicker({
  lines,
  onLines,
  quote,
}: {
  lines: PickedLine[];
  onLines: (lines: PickedLine[]) => void;
  quote: Quote | null;
}) {
  const [search, setSearch] = useState('');
  const { t } = useWords('admin');
  const setQuantity = (productId: string, quantity: number) =>
    onLines(lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  const add = (product: PublicProduct) => {
    const measure = measureOf(product);
    const existing = lines.find((line) => line.productId === product.id);
    if (existing) setQuantity(product.id, clampQuantity(existing.quantity + onlineStep(measure), measure));
    else
      onLines([
        ...lines,
        { productId: product.id, name: product.name, quantity: onlineStep(measure), ...measure },
      ]);
    setSearch('');
  };
  const found = useProductSearch({ search, screen: 'phone-order', waitMs: 250, onAdd: add });
  const priced = new Map(quote?.lines.map((line) => [line.productId, line]));

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Field
          label={t('admin.phone.addProduct')}
          hint={t('admin.phone.addHint')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={found.onEnter}
          autoComplete="off"
          placeholder={t('admin.counter.find.placeholder')}
        />
        <ProductSearchResults search={found} onAdd={add} showStock />
      </div>

      {lines.length === 0 ? (
        <p className="text-sm text-sand-700">{t('admin.phone.noItems')}</p>
      ) : (
        <ul aria-label={t('admin.phone.itemsInOrder')} className="space-y-2">
          {lines.map((line) => (
            <SaleLineRow
              key={line.productId}
              line={line}
              unitPricePaise={priced.get(line.productId)?.unitPricePaise}
              onQuantity={(quantity) => setQuantity(line.productId, quantity)}
              onRemove={() => onLines(lines.filter((kept) => kept.productId !== line.productId))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
