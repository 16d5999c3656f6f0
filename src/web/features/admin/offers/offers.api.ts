import type { AdminProduct } from '../../../../domain/catalogue.schemas';
import type { Offer, OfferInput } from '../../../../domain/offers.schemas';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/list-query';

export const offersApi = {
  /** The offer list is short and unpaginated; it is shaped as a page for the list hook. */
  list: async (_cursor: string | null, signal: AbortSignal): Promise<Page<Offer>> => {
    const { items } = await api.get<{ items: Offer[] }>('/api/admin/offers', { signal });
    return { items, nextCursor: null };
  },
  create: (input: OfferInput) => api.post<{ offer: Offer }>('/api/admin/offers', input),
  update: (id: string, input: OfferInput) => api.put<{ offer: Offer }>(`/api/admin/offers/${id}`, input),
  remove: (id: string) => api.delete<void>(`/api/admin/offers/${id}`),
  /** The catalogue's first products matching a search, for the offer's product picker. */
  findProducts: (search: string, signal: AbortSignal) =>
    api
      .get<Page<AdminProduct>>('/api/admin/products', { query: { search, limit: 20 }, signal })
      .then((page) => page.items),
};
