import { useState, type RefObject } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScanBarcode, Search } from 'lucide-react';
import type { PublicProduct } from '../../../../domain/catalogue.schemas';
import { UNIT_LABELS } from '../../../../domain/quantities';
import { storefrontApi } from '../../../lib/storefront/storefront.api';
import { categoriesQueryOptions } from '../../../lib/storefront/storefront.queries';
import { cn } from '../../../lib/cn';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ProductSearchResults, useProductSearch } from '../../../components/admin/product-search-results';
import { CameraScanner } from './camera-scanner';
import { MalayalamName } from '../../../components/product-name';
import { useWords } from '../../../i18n/use-words';

/** What a scan could not sell: the server's words, and for an unknown code the offer to search. */
export interface ScanProblem {
  code: string;
  message: string;
  unknown: boolean;
}

/**
 * The box a USB scanner types into (the code, then Enter). It is where the counter's focus lives:
 * after each line, and whenever a key is typed with nothing else focused.
 */
export function ScanBox({
  inputRef,
  onScan,
  problem,
  onSearchInstead,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onScan: (code: string) => void;
  problem: ScanProblem | null;
  onSearchInstead: (text: string) => void;
}) {
  const [code, setCode] = useState('');
  const { t, m } = useWords('admin');
  return (
    <div className="space-y-2">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = code.trim();
          setCode('');
          if (typed) onScan(typed);
        }}
      >
        <Field
          ref={inputRef}
          label={t('admin.counter.scan.label')}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="min-w-0 flex-1 basis-56"
          invalid={problem !== null}
        />
        <Button type="submit" variant="secondary" aria-label={t('admin.counter.scan.addScanned')}>
          <ScanBarcode aria-hidden="true" className="size-4" />
          {t('admin.counter.scan.add')}
        </Button>
        <CameraScanner onCode={onScan} />
      </form>
      <p className="text-sm text-sand-700">{t('admin.counter.scan.hint')}</p>
      {problem && (
        <Alert tone="error">
          <span className="block">{m(problem.message)}</span>
          {problem.unknown && (
            <Button variant="outline" className="mt-2" onClick={() => onSearchInstead(problem.code)}>
              <Search aria-hidden="true" className="size-4" />
              {t('admin.counter.scan.searchForIt')}
            </Button>
          )}
        </Alert>
      )}
    </div>
  );
}

const TILES = 8;

/**
 * Products found by name (the shop's own search; Enter adds the first), and tiles of a category's
 * products (or the shop's first ones) for what has no barcode: loose vegetables, a bunch of bananas.
 */
export function ProductFinder({
  search,
  onSearch,
  onAdd,
}: {
  search: string;
  onSearch: (text: string) => void;
  onAdd: (product: PublicProduct) => void;
}) {
  const { t } = useWords('admin');
  const add = (product: PublicProduct) => {
    onAdd(product);
    onSearch('');
  };
  const found = useProductSearch({ search, screen: 'counter', waitMs: 200, onAdd: add });

  return (
    <div className="space-y-3">
      <Field
        label={t('admin.counter.find.search')}
        type="search"
        autoComplete="off"
        value={search}
        placeholder={t('admin.counter.find.placeholder')}
        onChange={(event) => onSearch(event.target.value)}
        onKeyDown={found.onEnter}
      />
      <ProductSearchResults search={found} onAdd={add} />
      <ProductTiles onAdd={onAdd} />
    </div>
  );
}

function ProductTiles({ onAdd }: { onAdd: (product: PublicProduct) => void }) {
  const [category, setCategory] = useState('');
  const categories = useQuery(categoriesQueryOptions());
  const { t, lang } = useWords('admin');
  const tiles = useQuery({
    queryKey: ['admin', 'counter', 'tiles', category],
    queryFn: ({ signal }) =>
      storefrontApi.products({ category: category || undefined, limit: TILES }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-2">
      <div
        className="flex gap-2 overflow-x-auto pb-1"
        role="group"
        aria-label={t('admin.counter.find.byCategory')}
      >
        {[
          { name: '', label: t('admin.counter.find.first') },
          // In Malayalam a category's Malayalam name, as the shop's chips (one without keeps its own).
          ...(categories.data ?? []).map((c) => ({
            name: c.name,
            label: (lang === 'ml' && c.nameMl) || c.name,
          })),
        ].map((choice) => (
          <button
            key={choice.name}
            type="button"
            aria-pressed={category === choice.name}
            onClick={() => setCategory(choice.name)}
            className={cn(
              'min-h-11 shrink-0 rounded-full border px-3 text-sm font-semibold whitespace-nowrap',
              category === choice.name
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-sand-300 bg-white text-sand-900',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <ul aria-label={t('admin.counter.find.tiles')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {(tiles.data?.items ?? []).map((product) => (
          <li key={product.id}>
            <button
              type="button"
              disabled={!product.inStock}
              onClick={() => onAdd(product)}
              className="flex min-h-16 w-full flex-col items-start justify-center rounded-xl border border-sand-200 bg-white p-2 text-left text-sm hover:border-brand-600 disabled:opacity-60"
            >
              <span className="line-clamp-2 font-semibold text-sand-900">{product.name}</span>
              <MalayalamName nameMl={product.nameMl} className="line-clamp-1 text-xs text-sand-700" />
              <span className="text-xs text-sand-700">
                {product.inStock
                  ? product.weighed
                    ? t('admin.counter.find.byUnit', { unit: UNIT_LABELS[product.unit] })
                    : t('admin.counter.find.each')
                  : t('admin.counter.find.outOfStock')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
