import type { KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import { formatApiQuantity, measureOf } from '../../../domain/quantities';
import { storefrontApi } from '../../lib/storefront/storefront.api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../ui/button';
import { MalayalamName } from '../product-name';
import { useWords } from '../../i18n/use-words';

/** How many products a search offers at once: enough to pick from on a phone. */
const RESULTS = 6;

export interface ProductSearch {
  /** What is searched for: the typed text, once typing pauses. */
  term: string;
  results: PublicProduct[];
  fetching: boolean;
  /** Enter adds the first product found: type, Enter, type the next. */
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The shop's own search (by name, from two letters), for the staff's screens that add products to
 * a sale. `screen` keeps each screen's answers apart in the query cache.
 */
export function useProductSearch({
  search,
  screen,
  waitMs,
  onAdd,
}: {
  search: string;
  screen: string;
  waitMs: number;
  onAdd: (product: PublicProduct) => void;
}): ProductSearch {
  const term = useDebouncedValue(search.trim(), waitMs);
  const found = useQuery({
    queryKey: ['admin', screen, 'search', term],
    queryFn: ({ signal }) => storefrontApi.products({ search: term, limit: RESULTS }, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
  const results = term.length >= 2 ? (found.data?.items ?? []) : [];
  // What Enter may add: only products found for exactly what is typed (not the last search's, kept on screen).
  const settled = term === search.trim() && !found.isPlaceholderData && !found.isFetching;
  return {
    term,
    results,
    fetching: found.isFetching,
    onEnter: (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      if (settled && results[0]?.inStock) onAdd(results[0]);
    },
  };
}

/**
 * The products a search found, each with its Add button (off when it is out of stock). With
 * `showStock`, a product in stock says how much is left.
 */
export function ProductSearchResults({
  search,
  onAdd,
  showStock = false,
}: {
  search: ProductSearch;
  onAdd: (product: PublicProduct) => void;
  showStock?: boolean;
}) {
  const { t } = useWords('admin');
  const { term, results, fetching } = search;
  if (term.length < 2) return null;
  const note = (product: PublicProduct) => {
    if (!product.inStock) return t('admin.counter.find.outOfStock');
    return showStock
      ? t('admin.phone.inStock', { quantity: formatApiQuantity(product.stockQuantity, measureOf(product)) })
      : null;
  };
  return (
    <ul
      aria-label={t('admin.counter.find.found')}
      className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white"
    >
      {results.length === 0 && !fetching && (
        <li className="p-3 text-sm text-sand-700">{t('admin.counter.find.none', { term })}</li>
      )}
      {results.map((product) => (
        <li key={product.id} className="flex items-center justify-between gap-3 p-2 pl-3">
          <span className="min-w-0">
            <span className="block font-semibold break-words text-sand-900">{product.name}</span>
            <MalayalamName nameMl={product.nameMl} className="block text-sm break-words text-sand-700" />
            {note(product) && <span className="block text-xs text-sand-700">{note(product)}</span>}
          </span>
          <Button
            variant="outline"
            disabled={!product.inStock}
            onClick={() => onAdd(product)}
            aria-label={t('admin.counter.find.addName', { name: product.name })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.counter.scan.add')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
