import type { PointsEntry, PointsPage } from '../../../domain/points.schemas';
import type { ChangePasswordInput, ProfileInput } from '../../../domain/profile.schemas';
import type { CustomerUser } from '../../../domain/user';
import { api } from '../../lib/api';

export type { PointsEntry, PointsPage };

export const POINTS_PAGE_SIZE = 20;

/** The signed-in customer's own account calls, typed. */
export const accountApi = {
  points: (before: number | null, signal?: AbortSignal, limit = POINTS_PAGE_SIZE) =>
    api.get<PointsPage>('/api/me/points', { query: { limit, before }, signal }),
  /** Name and address; answers the customer as they are now. */
  saveProfile: (input: ProfileInput) =>
    api.put<{ user: CustomerUser }>('/api/profile', input).then((r) => r.user),
  /** The current password first; the customer's other devices are signed out. */
  changePassword: (input: ChangePasswordInput) => api.put<void>('/api/profile/password', input),
};
