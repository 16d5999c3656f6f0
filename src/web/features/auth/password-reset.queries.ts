import { queryOptions } from '@tanstack/react-query';
import { passwordResetApi } from './password-reset.api';

export const passwordResetKeys = {
  link: (token: string) => ['password-reset', token] as const,
};

/** Whether a reset link can be used now. Asked once per visit: a link's answer only gets worse. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.link(token),
    queryFn: ({ signal }) => passwordResetApi.check(token, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
