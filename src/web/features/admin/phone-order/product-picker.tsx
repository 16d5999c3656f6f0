import { useState } from 'react';
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { PublicProduct } from '../../../../domain/catalogue.schemas';
import type { Quote } from '../../../../domain/order';
import { formatApiQuantity, measureOf, onlineStep } from '../../../../domain/quantities';
import { SaleLineRow, clampQuantity, type SaleLine } from '../../../components/admin/sale-line';
import { storefrontApi } from '../../../lib/storefront/storefront.api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { MalayalamName } from '../../../components/product-name';
import { useWords } from '../../../i18n/use-words';

export type PickedLine = SaleLine;

/** How many products a search offers at once: enough to pick from on a phone. */
const RESULTS = 6;

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
  const term = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'phone-order', 'products', term],
    queryFn: ({ signal }) => storefrontApi.products({ search: term, limit: RESULTS }, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });

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
  const priced = new Map(quote?.lines.map((line) => [line.productId, line]));
  const results = term.length >= 2 ? (found.data?.items ?? []) : [];
  // What Enter may add: only products found for exactly what is typed (not the last search's, kept on screen).
  const settled = term === search.trim() && !found.isPlaceholderData && !found.isFetching;

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Field
          label={t('admin.phone.addProduct')}
          hint={t('admin.phone.addHint')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the first product found: type, Enter, type the next.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (settled && results[0]?.inStock) add(results[0]);
            }
          }}
          autoComplete="off"
          placeholder={t('admin.counter.find.placeholder')}
        />
        {term.length >= 2 && (
          <ul
            aria-label={t('admin.counter.find.found')}
            className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white"
          >
            {results.length === 0 && !found.isFetching && (
              <li className="p-3 text-sm text-sand-700">{t('admin.counter.find.none', { term })}</li>
            )}
            {results.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-3 p-2 pl-3">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-sand-900">{product.name}</span>
                  <MalayalamName nameMl={product.nameMl} className="block truncate text-sm text-sand-700" />
                  <span className="text-xs text-sand-700">
                    {product.inStock
                      ? t('admin.phone.inStock', {
                          quantity: formatApiQuantity(product.stockQuantity, measureOf(product)),
                        })
                      : t('admin.counter.find.outOfStock')}
                  </span>
                </span>
                <Button
                  variant="outline"
                  disabled={!product.inStock}
                  onClick={() => add(product)}
                  aria-label={t('admin.counter.find.addName', { name: product.name })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('admin.counter.scan.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
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
