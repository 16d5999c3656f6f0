import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from '../../../lib/public-settings';
import { settingsApi } from './settings.api';
import { refetchAfterChange } from '../../../lib/query-client';

export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
};

/** Every loyalty number as the admin edits them. */
export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.all, queryFn: ({ signal }) => settingsApi.get(signal) });

/** Saves the settings: the form holds what the server now has, and the public numbers are asked again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settingsApi.save,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKeys.all, settings);
      void refetchAfterChange(queryClient, settingsKeys.all);
    },
  });
}
