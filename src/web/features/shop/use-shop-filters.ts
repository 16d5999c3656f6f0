import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
/** The address bar follows the shelf without a history entry per keystroke or a jump to the top. */
const QUIETLY = { replace: true, preventScrollReset: true };

/** The address bar's query with `name` set to `value` (removed when empty). */
const withParam = (name: 'search' | 'category', value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
};

/**
 * The shop's search and category, kept in the address bar (?search=&category=) so that Back and
 * shared links show the same shelf. The search box's text reaches `search` (and the address bar)
 * once typing pauses; a category button changes `category` at once.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setParams(withParam('search', search), QUIETLY);
  }, [search, setParams]);

  const chooseCategory = (name: string) => setParams(withParam('category', name), QUIETLY);
  return {
    /** What the search box shows. */
    searchText,
    setSearchText,
    /** The search the list asks for: the box's text, trimmed, once typing paused. */
    search,
    category,
    chooseCategory,
    /** Empties the search box and chooses All Categories. */
    showAll: () => {
      setSearchText('');
      chooseCategory('');
    },
  };
}
