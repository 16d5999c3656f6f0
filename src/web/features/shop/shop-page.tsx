import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { Category } from '../../../domain/catalogue.schemas';
import { shopMessages, shopScreenMessages } from '../../../domain/messages-core';
import { formatPaise } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { notify } from '../../lib/notify';
import { PageSkipLink } from '../../components/skip-links';
import { CartAnnouncer } from '../../components/cart-announcer';
import { useCart } from '../../lib/cart/cart-store';
import { categoriesQueryOptions } from '../../lib/storefront/storefront.queries';
import { CART_CHECKOUT_ID, CartSummary } from './cart-summary';
import { ProductShelf, ShelfStatus } from './product-shelf';
import { shelfCountText, shelfSize } from './shelf-count';
import { ShopFilters } from './shop-filters';
import { useShopFilters } from './use-shop-filters';
import { useShopProducts } from './use-shop-products';
import { useT } from '../../i18n/i18n-context';

const NO_CATEGORIES: Category[] = [];

/** /shop: search, category buttons, the product grid with infinite scroll, and the cart bar. */
export default function ShopPage() {
  const filters = useShopFilters();
  const { search, category } = filters;
  // The buttons are a convenience: without them (a failed load) the shop still lists everything.
  const categories = useQuery(categoriesQueryOptions()).data ?? NO_CATEGORIES;
  const list = useShopProducts({ search, category });
  const cart = useCart();
  const { t, m } = useT();

  const refresh = async () => {
    if (await list.refresh()) notify.success(m(shopMessages.refreshed));
    else notify.error(m(shopMessages.refreshFailedToast));
  };
  const countText = shelfCountText({
    ready: !list.loading && !list.error,
    stale: list.stale,
    shown: list.items.length,
    size: shelfSize(categories, category, search),
    hasMore: list.hasMore,
  });

  return (
    <div>
      <PageTitle
        title={t('shop.title')}
        description={t('shop.description')}
        actions={
          <Button variant="outline" onClick={() => void refresh()} loading={list.refreshing}>
            {!list.refreshing && <RefreshCw aria-hidden="true" className="size-4" />}
            {t('shop.refresh')}
          </Button>
        }
      />
      <ShopFilters
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
        categories={categories}
        category={category}
        onCategory={filters.chooseCategory}
      />
      <ShelfStatus list={list} countText={countText && m(countText)} />
      <ProductShelf
        list={list}
        searching={!!search}
        filtered={!!(search || category)}
        onShowAll={filters.showAll}
      />

      <CartSummary />
      <CartAnnouncer />
      {cart.itemCount > 0 && (
        <PageSkipLink target={() => document.getElementById(CART_CHECKOUT_ID)}>
          {m(shopScreenMessages.skipToCart(cart.itemCount, formatPaise(cart.totalPaise)))}
        </PageSkipLink>
      )}
    </div>
  );
}
