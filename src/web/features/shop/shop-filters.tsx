import { Search, X } from 'lucide-react';
import type { Category } from '../../../domain/catalogue.schemas';
import { Input, Label } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/i18n-context';

const chipClass = (active: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-sand-300 bg-white text-sand-800 hover:border-sand-500 hover:bg-sand-50',
  );

/**
 * The shop's search box and category buttons. A category with no products has no button, unless
 * it is the one chosen (a shared link to it still shows what is chosen).
 */
export function ShopFilters({
  searchText,
  onSearchText,
  categories,
  category,
  onCategory,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  categories: Category[];
  category: string;
  onCategory: (name: string) => void;
}) {
  const { t, lang } = useT();
  return (
    <div role="search" className="mb-4 space-y-3" aria-label={t('shop.findProducts')}>
      <div>
        <Label htmlFor="shop-search" className="sr-only">
          {t('shop.searchProducts')}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-sand-600"
          />
          <Input
            id="shop-search"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('shop.searchPlaceholder')}
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            className="pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
          />
          {searchText && (
            <button
              type="button"
              aria-label={t('shop.clearSearch')}
              onClick={() => onSearchText('')}
              className="absolute top-0 right-0 grid size-11 place-items-center rounded-xl text-sand-600 hover:text-sand-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
      </div>
      <div
        role="group"
        aria-label={t('shop.categories')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <button
          type="button"
          aria-pressed={!category}
          className={chipClass(!category)}
          onClick={() => onCategory('')}
        >
          {t('shop.allCategories')}
        </button>
        {categories
          .filter((item) => item.productCount > 0 || item.name === category)
          .map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={category === item.name}
              className={chipClass(category === item.name)}
              onClick={() => onCategory(item.name)}
            >
              {lang === 'ml' && item.nameMl ? <span lang="ml">{item.nameMl}</span> : item.name}
            </button>
          ))}
      </div>
    </div>
  );
}
