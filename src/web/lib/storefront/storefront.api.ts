import type { Category, PublicProduct } from '../../../domain/catalogue.schemas';
import { productListPath, type ProductListQuery } from '../../../domain/shop-list';
import type { ClubTierItem, ContentPage } from '../../../domain/content.schemas';
import type { Service } from '../../../domain/services.schemas';
import type { Tier } from '../../../domain/tiers';
import { api } from '../api';

export interface ProductPage {
  items: PublicProduct[];
  nextCursor: string | null;
}

export type ProductQuery = ProductListQuery;

/** The storefront's read-only calls (DESIGN section 2), typed. Types only from src/domain: no zod here. */
export const storefrontApi = {
  products: (query: ProductQuery, signal?: AbortSignal) =>
    api.get<ProductPage>(productListPath(query), { signal }),
  categories: (signal?: AbortSignal) =>
    api.get<{ items: Category[] }>('/api/categories', { signal }).then((r) => r.items),
  services: (signal?: AbortSignal) =>
    api.get<{ items: Service[] }>('/api/services', { signal }).then((r) => r.items),
  page: (slug: string, signal?: AbortSignal) =>
    api.get<{ page: ContentPage }>(`/api/pages/${encodeURIComponent(slug)}`, { signal }).then((r) => r.page),
  clubTiers: (tier: Tier, signal?: AbortSignal) =>
    api
      .get<{ items: ClubTierItem[] }>('/api/club-tiers', { query: { tier }, signal })
      .then((r) => [...r.items].sort((a, b) => a.displayOrder - b.displayOrder)),
};
