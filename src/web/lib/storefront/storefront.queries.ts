import { queryOptions } from '@tanstack/react-query';
import type { Tier } from '../../../domain/tiers';
import { storefrontApi } from './storefront.api';

/** What the shop shows a visitor, read-only and the same for everyone of one tier. */
export const storefrontKeys = {
  all: ['storefront'] as const,
  products: (filters: { search: string; category: string }) => ['storefront', 'products', filters] as const,
  categories: ['storefront', 'categories'] as const,
  services: ['storefront', 'services'] as const,
  page: (slug: string) => ['storefront', 'page', slug] as const,
  clubTiers: (tier: Tier) => ['storefront', 'club-tiers', tier] as const,
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.categories,
    queryFn: ({ signal }) => storefrontApi.categories(signal),
  });

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: storefrontKeys.services,
    queryFn: ({ signal }) => storefrontApi.services(signal),
  });

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: storefrontKeys.page(slug),
    queryFn: ({ signal }) => storefrontApi.page(slug, signal),
  });

export const clubTiersQueryOptions = (tier: Tier) =>
  queryOptions({
    queryKey: storefrontKeys.clubTiers(tier),
    queryFn: ({ signal }) => storefrontApi.clubTiers(tier, signal),
  });
