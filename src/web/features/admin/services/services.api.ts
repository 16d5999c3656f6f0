import type { Service, ServiceFormInput } from '../../../../domain/services.schemas';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/list-query';

export const servicesApi = {
  /** The service list is short and unpaginated; it is shaped as a page for the list hook. */
  list: async (search: string, signal: AbortSignal): Promise<Page<Service>> => {
    const { items } = await api.get<{ items: Service[] }>('/api/admin/services', {
      query: { search },
      signal,
    });
    return { items, nextCursor: null };
  },
  create: (input: ServiceFormInput) => api.post<{ service: Service }>('/api/admin/services', input),
  update: (id: string, input: ServiceFormInput) =>
    api.put<{ service: Service }>(`/api/admin/services/${id}`, input),
  setActive: (id: string, isActive: boolean) =>
    api.post<{ service: Service }>(`/api/admin/services/${id}/active`, { isActive }),
  remove: (id: string) => api.delete<void>(`/api/admin/services/${id}`),
};
