import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { offersApi } from './offers.api';

export interface ChosenProduct {
  id: string;
  name: string;
}

/** The most products an offer covers (the server's limit too: offers.schemas.ts). */
export const MOST_PRODUCTS = 50;
/** How many of a search's products the picker offers. */
const SHOWN = 8;

/**
 * The products an offer covers: what is chosen, each with a remove button, and a search of the
 * catalogue (by name, from two letters) whose products are added with one tap.
 */
export function ProductPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly ChosenProduct[];
  onChange: (products: ChosenProduct[]) => void;
  error?: string;
}) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const headingId = useId();
  const errorId = useId();
  const found = useQuery({
    queryKey: ['admin', 'products', 'pick', search],
    queryFn: ({ signal }) => offersApi.findProducts(search, signal),
    enabled: search.length >= 2,
  });
  const isChosen = new Set(chosen.map((product) => product.id));
  const results = (found.data ?? []).filter((product) => !isChosen.has(product.id)).slice(0, SHOWN);
  const full = chosen.length >= MOST_PRODUCTS;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border border-sand-200 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-sand-900">
        Chosen products ({chosen.length} of at most {MOST_PRODUCTS})
      </h3>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((product) => (
            <li
              key={product.id}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 text-sm text-brand-900"
            >
              {product.name}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${product.name}`}
                onClick={() => onChange(chosen.filter((other) => other.id !== product.id))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-sand-700">No products chosen yet.</p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <SearchInput
        label="Find a product to add"
        placeholder="Find a product to add"
        value={text}
        disabled={full}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {full && <p className="text-sm text-sand-700">That is the most one offer covers.</p>}
      {search.length >= 2 && !full && (
        <ul aria-label="Products found" className="divide-y divide-sand-100">
          {found.isPending && <li className="py-2 text-sm text-sand-700">Searching…</li>}
          {found.isError && <li className="py-2 text-sm text-red-700">The search failed. Try again.</li>}
          {found.isSuccess && results.length === 0 && (
            <li className="py-2 text-sm text-sand-700">No other product matches “{search}”.</li>
          )}
          {results.map((product) => (
            <li key={product.id} className="flex items-center justify-between gap-2 py-1">
              <span className="text-sm text-sand-900">
                {product.name} <span className="text-sand-600">· {product.category}</span>
              </span>
              <Button
                type="button"
                variant="outline"
                aria-label={`Add ${product.name}`}
                onClick={() => onChange([...chosen, { id: product.id, name: product.name }])}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
