import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPageSlug } from '../../../../domain/content.schemas';
import { contentPagesApi } from './content-pages.api';

export const adminContentPageKeys = {
  all: ['admin', 'pages'] as const,
  page: (slug: ContentPageSlug) => ['admin', 'pages', slug] as const,
};

/** One FAQ or policy page as saved now. */
export const adminContentPageQueryOptions = (slug: ContentPageSlug) =>
  queryOptions({
    queryKey: adminContentPageKeys.page(slug),
    queryFn: ({ signal }) => contentPagesApi.get(slug, signal),
  });

/** Saves a page; the cache holds the server's answer (its title, body and time of saving). */
export function useSaveContentPage(slug: ContentPageSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; body: string }) => contentPagesApi.save(slug, input),
    onSuccess: (page) => queryClient.setQueryData(adminContentPageKeys.page(slug), page),
  });
}
