import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Search, X } from 'lucide-react';
import type { Category } from '../../../domain/catalogue.schemas';
import { shopMessages } from '../../../domain/messages-core';
import { formatPaise } from '../../../domain/money';
import { SHOP_FIRST_ROW } from '../../../domain/shop-list';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { Input, Label } from '../../components/ui/field';
import { PageTitle } from '../../components/ui/page-title';
import { cn } from '../../lib/cn';
import { notify } from '../../lib/notify';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { PageSkipLink } from '../../components/skip-links';
import { CartAnnouncer } from '../../components/cart-announcer';
import { useCart } from '../../lib/cart/cart-store';
import { categoriesQueryOptions } from '../../lib/storefront/storefront.queries';
import { CART_CHECKOUT_ID, CartSummary } from './cart-summary';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { FIRST_LOAD_RETRIES } from './stock';
import { useShopProducts } from './use-shop-products';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETONS = Array.from({ length: 8 }, (_, index) => index);
const NO_CATEGORIES: Category[] = [];

const chipClass = (active: boolean) =>
  cn(
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-sand-300 bg-white text-sand-800 hover:border-sand-500 hover:bg-sand-50',
  );

/** /shop: search, category buttons, the product grid with infinite scroll, and the cart bar. */
export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The buttons are a convenience: without them (a failed load) the shop still lists everything.
  const categories = useQuery(categoriesQueryOptions()).data ?? NO_CATEGORIES;
  const list = useShopProducts({ search, category });
  const cart = useCart();
  const sentinel = useRef<HTMLDivElement>(null);

  // Keep the address bar in step, so Back and shared links show the same shelf.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search, setParams]);

  const chooseCategory = (name: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name) next.set('category', name);
        else next.delete('category');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // Infinite scroll: the next page loads as the end of the grid comes near.
  const { loadMore, hasMore } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, hasMore]);

  const total = useMemo(() => {
    if (search || categories.length === 0) return null;
    if (!category) return categories.reduce((sum, item) => sum + item.productCount, 0);
    return categories.find((item) => item.name === category)?.productCount ?? null;
  }, [categories, category, search]);

  const refresh = async () => {
    if (await list.refresh()) notify.success(shopMessages.refreshed);
    else notify.error(shopMessages.refreshFailedToast);
  };

  const ready = !list.loading && !list.error;
  const countText =
    !ready || list.stale
      ? ''
      : total !== null && total >= list.items.length
        ? `Showing ${list.items.length} of ${total} ${total === 1 ? 'product' : 'products'}`
        : `${list.items.length}${list.hasMore ? '+' : ''} ${list.items.length === 1 ? 'product' : 'products'}`;

  return (
    <div>
      <PageTitle
        title="Shop"
        description="Fresh groceries from our shelves, with point money on every product."
        actions={
          <Button variant="outline" onClick={() => void refresh()} loading={list.refreshing}>
            {!list.refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        }
      />

      <div role="search" className="mb-4 space-y-3" aria-label="Find products">
        <div>
          <Label htmlFor="shop-search" className="sr-only">
            Search products
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
              placeholder="Search rice, milk, spices…"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pr-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
            />
            {searchText && (
              <button
                type="button"
                aria-label="Clear search"
                onClick={() => setSearchText('')}
                className="absolute top-0 right-0 grid size-11 place-items-center rounded-xl text-sand-600 hover:text-sand-900"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
        </div>
        <div
          role="group"
          aria-label="Categories"
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          <button
            type="button"
            aria-pressed={!category}
            className={chipClass(!category)}
            onClick={() => chooseCategory('')}
          >
            All Categories
          </button>
          {categories
            .filter((item) => item.productCount > 0 || item.name === category)
            .map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={category === item.name}
                className={chipClass(category === item.name)}
                onClick={() => chooseCategory(item.name)}
              >
                {item.name}
              </button>
            ))}
        </div>
      </div>

      {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">Products</h2>
      <p role="status" className="mb-3 min-h-6 text-sm font-medium text-sand-700">
        {countText}
        {list.loading && list.attempt > 1 && (
          <span>
            Trying again to reach the shop (attempt {list.attempt} of {FIRST_LOAD_RETRIES + 1})…
          </span>
        )}
      </p>

      {list.refreshFailed && (
        <Alert tone="error" className="mb-4">
          {shopMessages.refreshFailed}
        </Alert>
      )}

      {list.slowMessage && (
        <Alert
          tone="info"
          className="mb-4"
          action={
            <Button variant="outline" onClick={list.retry}>
              Try Again
            </Button>
          }
        >
          {list.slowMessage}
        </Alert>
      )}

      {list.loading && (
        <ul
          aria-busy="true"
          aria-label="Loading products"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        >
          {SKELETONS.map((index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ul>
      )}

      {list.error && (
        <ErrorState
          title={list.connectionIssue ? shopMessages.connectionIssue : 'Could not load products'}
          message={list.connectionIssue ? shopMessages.loadFailed : list.error}
          onRetry={list.retry}
        />
      )}

      {ready && list.items.length === 0 && (
        <EmptyState
          icon={Search}
          title={shopMessages.noProducts}
          description={
            search
              ? 'Try a shorter word or another spelling, or look in all categories.'
              : 'Please check back soon.'
          }
          action={
            (search || category) && (
              <Button
                variant="outline"
                onClick={() => {
                  setSearchText('');
                  chooseCategory('');
                }}
              >
                Show all products
              </Button>
            )
          }
        />
      )}

      {ready && list.items.length > 0 && (
        <>
          <ul
            aria-label="Products"
            aria-busy={list.stale}
            className={cn(
              'grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-4 lg:grid-cols-4',
              list.stale && 'opacity-60',
            )}
          >
            {list.items.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                eager={index < 4}
                first={index < SHOP_FIRST_ROW}
                quantity={cart.quantityOf(product.id)}
                onAdd={() => cart.add(product)}
                onSetQuantity={(quantity) => cart.setQuantity(product.id, quantity)}
              />
            ))}
          </ul>
          <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
            {list.loadMoreError && (
              <Alert tone="error" className="w-full">
                {list.loadMoreError}
              </Alert>
            )}
            {list.hasMore && (
              <Button variant="outline" onClick={list.loadMore} loading={list.loadingMore}>
                {list.loadingMore ? 'Loading more…' : 'Load more products'}
              </Button>
            )}
          </div>
        </>
      )}

      <CartSummary />
      <CartAnnouncer />
      {cart.itemCount > 0 && (
        <PageSkipLink target={() => document.getElementById(CART_CHECKOUT_ID)}>
          Skip to cart: {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'},{' '}
          {formatPaise(cart.totalPaise)}
        </PageSkipLink>
      )}
    </div>
  );
}
