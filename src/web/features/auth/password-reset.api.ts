import type { PasswordResetInput, ResetLinkStatus } from '../../../domain/profile.schemas';
import { api } from '../../lib/api';

export type { ResetLinkStatus };

/** A customer's reset link: is it usable, and setting the new password through it. */
export const passwordResetApi = {
  check: (token: string, signal?: AbortSignal) =>
    api.get<ResetLinkStatus>('/api/auth/password-reset', { query: { token }, signal }),
  reset: (input: PasswordResetInput) => api.post<void>('/api/auth/password-reset', input),
};
