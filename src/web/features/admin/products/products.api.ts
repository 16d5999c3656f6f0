import type {
  AdminProduct,
  Category,
  CategoryFormInput,
  ProductFormInput,
} from '../../../../domain/catalogue.schemas';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/list-query';

export const PRODUCTS_PAGE_SIZE = 20;

export interface SavedProduct {
  product: AdminProduct;
  pointMoneyPerUnitPaise: number;
}

export const productsApi = {
  list: (search: string, cursor: string | null, signal: AbortSignal) =>
    api.get<Page<AdminProduct>>('/api/admin/products', {
      query: { search, cursor, limit: PRODUCTS_PAGE_SIZE },
      signal,
    }),
  get: (id: string, signal: AbortSignal) =>
    api.get<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(id)}`, { signal }),
  create: (input: ProductFormInput) => api.post<SavedProduct>('/api/admin/products', input),
  update: (id: string, input: ProductFormInput) => api.put<SavedProduct>(`/api/admin/products/${id}`, input),
  remove: (id: string) => api.delete<void>(`/api/admin/products/${id}`),
  categories: (signal?: AbortSignal) => api.get<{ items: Category[] }>('/api/categories', { signal }),
  addCategory: (input: CategoryFormInput) => api.post<{ category: Category }>('/api/admin/categories', input),
  updateCategory: (id: string, input: CategoryFormInput) =>
    api.put<{ category: Category }>(`/api/admin/categories/${encodeURIComponent(id)}`, input),
  removeCategory: (id: string) => api.delete<void>(`/api/admin/categories/${encodeURIComponent(id)}`),
};
