import type { NewStaffInput, StaffMember, StaffPasswordInput } from '../../../../domain/staff.schemas';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/list-query';

/** The owner's staff endpoints (DESIGN 11.8, docs/decisions/085). */
export const staffApi = {
  /** The staff list is short and unpaginated; it is shaped as a page for the list hook. */
  list: async (_cursor: string | null, signal: AbortSignal): Promise<Page<StaffMember>> => {
    const { items } = await api.get<{ items: StaffMember[] }>('/api/admin/staff', { signal });
    return { items, nextCursor: null };
  },
  add: (input: NewStaffInput) => api.post<{ staff: StaffMember }>('/api/admin/staff', input),
  setEnabled: (id: string, enabled: boolean) =>
    api.post<{ staff: StaffMember }>(`/api/admin/staff/${id}/${enabled ? 'enable' : 'disable'}`),
  setPassword: (id: string, input: StaffPasswordInput) =>
    api.put<{ staff: StaffMember }>(`/api/admin/staff/${id}/password`, input),
};
