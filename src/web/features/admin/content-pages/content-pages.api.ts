import type { ContentPage, ContentPageSlug } from '../../../../domain/content.schemas';
import { api } from '../../../lib/api';

export const contentPagesApi = {
  get: (slug: ContentPageSlug, signal: AbortSignal) =>
    api.get<{ page: ContentPage }>(`/api/pages/${slug}`, { signal }).then((result) => result.page),
  save: (slug: ContentPageSlug, input: { title: string; body: string }) =>
    api.put<{ page: ContentPage }>(`/api/admin/pages/${slug}`, input).then((result) => result.page),
};
