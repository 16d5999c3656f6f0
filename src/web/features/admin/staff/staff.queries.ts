import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewStaffInput, StaffPasswordInput } from '../../../../domain/staff.schemas';
import { listQueryOptions } from '../../../lib/list-query';
import { refetchAfterChange } from '../../../lib/query-client';
import { staffApi } from './staff.api';

export const adminStaffKeys = {
  all: ['admin', 'staff'] as const,
  list: ['admin', 'staff', 'list'] as const,
};

/** Every staff member (one page: the list is short). */
export const staffListQueryOptions = () => listQueryOptions(adminStaffKeys.list, staffApi.list);

function useStaffChange<TInput, TResult>(change: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => refetchAfterChange(queryClient, adminStaffKeys.all),
  });
}

export const useAddStaff = () => useStaffChange((input: NewStaffInput) => staffApi.add(input));

export const useSetStaffEnabled = () =>
  useStaffChange(({ id, enabled }: { id: string; enabled: boolean }) => staffApi.setEnabled(id, enabled));

export const useSetStaffPassword = () =>
  useStaffChange(({ id, input }: { id: string; input: StaffPasswordInput }) =>
    staffApi.setPassword(id, input),
  );
