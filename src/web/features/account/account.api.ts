import type { Offer } from '../../../domain/offers.schemas';
import type { PointsEntry, PointsPage } from '../../../domain/points.schemas';
import { api } from '../../lib/api';

export type { PointsEntry, PointsPage };

export const POINTS_PAGE_SIZE = 20;

/** The signed-in customer's own account calls, typed. */
export const accountApi = {
  points: (before: number | null, signal?: AbortSignal, limit = POINTS_PAGE_SIZE) =>
    api.get<PointsPage>('/api/me/points', { query: { limit, before }, signal }),
  /** The customer's live offers (the server keeps those at or below their tier). */
  offers: (limit: number, signal?: AbortSignal) =>
    api.get<{ items: Offer[] }>('/api/offers', { query: { limit }, signal }).then((r) => r.items),
};
