import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryFormInput, ProductFormInput } from '../../../../domain/catalogue.schemas';
import { listQueryOptions } from '../../../lib/list-query';
import { productsApi } from './products.api';
import { refetchAfterChange } from '../../../lib/query-client';

/** The catalogue as the admin sees it; categories carry product counts, so both change together. */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (search: string) => ['admin', 'products', 'list', search] as const,
  categories: ['admin', 'products', 'categories'] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
};

/** One product, for its edit dialog opened from a link (/admin/products?edit=<id>). */
export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => productsApi.get(id, signal).then((result) => result.product),
  });

export const productsListQueryOptions = (search: string) =>
  listQueryOptions(adminProductKeys.list(search), (cursor, signal) =>
    productsApi.list(search, cursor, signal),
  );

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminProductKeys.categories,
    queryFn: ({ signal }) => productsApi.categories(signal).then((result) => result.items),
  });

/** After any change, the lists and the categories' counts are fetched again (the promise waits for it). */
function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return () => refetchAfterChange(queryClient, adminProductKeys.all);
}

/** Adds a product (no id) or saves one. */
export function useSaveProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductFormInput }) =>
      id ? productsApi.update(id, input) : productsApi.create(input),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({ mutationFn: productsApi.remove, onSuccess: invalidate });
}

/** Adds a category (no id) or renames one: the products' lists show the new name once read again. */
export function useSaveCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryFormInput }) =>
      id ? productsApi.updateCategory(id, input) : productsApi.addCategory(input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({ mutationFn: productsApi.removeCategory, onSuccess: invalidate });
}
