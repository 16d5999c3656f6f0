import { Search } from 'lucide-react';
import { shopMessages, shopScreenMessages as say } from '../../../domain/messages-core';
import { SHOP_FIRST_ROW } from '../../../domain/shop-list';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState, ErrorState } from '../../components/ui/empty-state';
import { cn } from '../../lib/cn';
import { useCart } from '../../lib/cart/cart-store';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { FIRST_LOAD_RETRIES } from './stock';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';
import { useProductOffers } from './use-product-offers';
import type { ShopProducts } from './use-shop-products';
import { useT } from '../../i18n/i18n-context';

const SKELETONS = Array.from({ length: 8 }, (_, index) => index);
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** Above the grid: the count (or the retry under way), a failed Refresh, and a slow first load. */
export function ShelfStatus({ list, countText }: { list: ShopProducts; countText: string }) {
  const { t, m } = useT();
  return (
    <>
      {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">{t('shop.products')}</h2>
      <p role="status" className="mb-3 min-h-6 text-sm font-medium text-sand-700">
        {countText}
        {list.loading && list.attempt > 1 && (
          <span>{m(say.retrying(list.attempt, FIRST_LOAD_RETRIES + 1))}</span>
        )}
      </p>
      {list.refreshFailed && (
        <Alert tone="error" className="mb-4">
          {m(shopMessages.refreshFailed)}
        </Alert>
      )}
      {list.slowMessage && (
        <Alert
          tone="info"
          className="mb-4"
          action={
            <Button variant="outline" onClick={list.retry}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          {m(list.slowMessage)}
        </Alert>
      )}
    </>
  );
}

/**
 * The products: skeletons while the first load runs, the error with Try Again, an empty shelf
 * that says what to do, or the grid with Load more (which also runs as the end scrolls near).
 */
export function ProductShelf({
  list,
  searching,
  filtered,
  onShowAll,
}: {
  list: ShopProducts;
  /** A search is under way (the empty shelf suggests other words). */
  searching: boolean;
  /** A search or category narrows the shelf (the empty shelf offers all products). */
  filtered: boolean;
  onShowAll: () => void;
}) {
  const cart = useCart();
  const offersOn = useProductOffers();
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(list.loadMore, list.hasMore);
  const { t, m } = useT();

  if (list.loading)
    return (
      <ul aria-busy="true" aria-label={t('shop.loadingProducts')} className={GRID}>
        {SKELETONS.map((index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ul>
    );
  if (list.error)
    return (
      <ErrorState
        title={m(list.connectionIssue ? shopMessages.connectionIssue : say.loadFailedTitle)}
        message={m(list.connectionIssue ? shopMessages.loadFailed : list.error)}
        onRetry={list.retry}
      />
    );
  if (list.items.length === 0)
    return (
      <EmptyState
        icon={Search}
        title={m(shopMessages.noProducts)}
        description={m(searching ? say.noMatchHint : say.emptyShelfHint)}
        action={
          filtered && (
            <Button variant="outline" onClick={onShowAll}>
              {m(say.showAll)}
            </Button>
          )
        }
      />
    );
  return (
    <>
      <ul
        aria-label={t('shop.products')}
        aria-busy={list.stale}
        className={cn(GRID, 'transition-opacity', list.stale && 'opacity-60')}
      >
        {list.items.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            eager={index < 4}
            first={index < SHOP_FIRST_ROW}
            quantity={cart.quantityOf(product.id)}
            offers={offersOn(product)}
            onAdd={() => cart.add(product)}
            onSetQuantity={(quantity) => cart.setQuantity(product.id, quantity)}
          />
        ))}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2">
        {list.loadMoreError && (
          <Alert tone="error" className="w-full">
            {m(list.loadMoreError)}
          </Alert>
        )}
        {list.hasMore && (
          <Button variant="outline" onClick={list.loadMore} loading={list.loadingMore}>
            {m(list.loadingMore ? say.loadingMore : say.loadMore)}
          </Button>
        )}
      </div>
    </>
  );
}
