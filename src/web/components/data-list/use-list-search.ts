import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * A list's search box: `text` is what is typed, `query` the trimmed words once typing pauses
 * (300 ms). Put `query` in the list's query key, so the server does the searching. `initial`: the
 * words it starts with (a search named in the address, e.g. /admin/purchases?search=ORD-…).
 */
export function useListSearch(initial = '') {
  const [text, setText] = useState(initial);
  const query = useDebouncedValue(text.trim(), 300);
  return { text, setText, query, clear: () => setText('') };
}

export type ListSearch = ReturnType<typeof useListSearch>;
