import type { QueryClient } from '@tanstack/react-query';
import type { AppRouteKey, RouteMatch } from '../../domain/app-routes';
import { isTier } from '../../domain/tiers';
import { HOME_LEADERBOARD_TOP } from '../features/leaderboard/home-leaderboard';
import { referralTermsQueryOptions } from '../features/info/referral-terms.queries';
import { productListQueryOptions } from '../features/shop/shop.queries';
import { LEADERBOARD_LIMIT } from '../lib/leaderboard/leaderboard.api';
import { leaderboardQueryOptions } from '../lib/leaderboard/leaderboard.queries';
import { publicSettingsQueryOptions } from '../lib/public-settings';
import {
  categoriesQueryOptions,
  clubTiersQueryOptions,
  contentPageQueryOptions,
  servicesQueryOptions,
} from '../lib/storefront/storefront.queries';

/**
 * The pages a guest's browser gets rendered by the server (docs/decisions/057): what anyone sees
 * alike before signing in. Not the checkout (the cart is in the browser), a reset link (its token)
 * or anything signed in.
 */
export const SERVER_RENDERED: ReadonlySet<AppRouteKey> = new Set<AppRouteKey>([
  'home',
  'shop',
  'leaderboard',
  'login',
  'register',
  'about',
  'contact',
  'services',
  'faq',
  'shippingPolicy',
  'returnPolicy',
  'privacyPolicy',
  'trackOrder',
  'referralTerms',
  'membership',
]);

/**
 * Reads the server-rendered page at `match` shows first, into `client`: the same queries (keys
 * and requests) the page makes when it opens, so the page renders with them on the server and
 * the browser's first render (with the same cache) matches it. A read that fails is left out: the
 * page then renders its loading state on both sides and asks in the browser, as it always did.
 */
export async function readFirstScreen(
  client: QueryClient,
  match: RouteMatch,
  pathname: string,
  query: URLSearchParams,
): Promise<void> {
  const reads: Promise<unknown>[] = [];
  switch (match.key) {
    case 'shop': {
      // As the shop's page reads its address (features/shop/use-shop-filters.ts).
      const filters = { search: query.get('search')?.trim() ?? '', category: query.get('category') ?? '' };
      reads.push(client.prefetchInfiniteQuery(productListQueryOptions(filters)));
      reads.push(client.prefetchQuery(categoriesQueryOptions()));
      break;
    }
    case 'home':
      reads.push(client.prefetchQuery(leaderboardQueryOptions(HOME_LEADERBOARD_TOP)));
      reads.push(client.prefetchQuery(publicSettingsQueryOptions()));
      break;
    case 'leaderboard':
      reads.push(client.prefetchQuery(leaderboardQueryOptions(LEADERBOARD_LIMIT)));
      break;
    case 'services':
      reads.push(client.prefetchQuery(servicesQueryOptions()));
      break;
    case 'faq':
    case 'shippingPolicy':
    case 'returnPolicy':
    case 'privacyPolicy':
      // As the content page names itself (features/info/content-page.tsx).
      reads.push(client.prefetchQuery(contentPageQueryOptions(pathname.replace(/^\/+|\/+$/g, ''))));
      break;
    case 'referralTerms':
      reads.push(client.prefetchQuery(referralTermsQueryOptions()));
      break;
    case 'membership': {
      const slug = (match.params.tier ?? '').toLowerCase();
      const tier = slug.charAt(0).toUpperCase() + slug.slice(1);
      if (isTier(tier)) reads.push(client.prefetchQuery(clubTiersQueryOptions(tier)));
      break;
    }
    default:
      break;
  }
  await Promise.all(reads);
}
