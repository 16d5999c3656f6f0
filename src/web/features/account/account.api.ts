import type { Offer } from '../../../domain/offers.schemas';
import type { LedgerEntryFacts } from '../../../domain/ledger-words';
import { api } from '../../lib/api';

export interface PointsEntry {
  id: number;
  at: string;
  kind: LedgerEntryFacts['kind'];
  /** Plain words from the server (domain/ledger-words). */
  description: string;
  pointsDelta: number;
  pointMoneyPaise: number;
  orderId: string | null;
}

/** GET /api/me/points: the balance, what it is worth, the carried point money, and a page of the ledger. */
export interface PointsPage {
  points: number;
  pointValuePaise: number;
  carriedPointMoneyPaise: number;
  pointMoneyPerPointPaise: number;
  entries: PointsEntry[];
  nextBefore: number | null;
}

export const POINTS_PAGE_SIZE = 20;

/** The signed-in customer's own account calls, typed. */
export const accountApi = {
  points: (before: number | null, signal?: AbortSignal, limit = POINTS_PAGE_SIZE) =>
    api.get<PointsPage>('/api/me/points', { query: { limit, before }, signal }),
  /** The customer's live offers (the server keeps those at or below their tier). */
  offers: (limit: number, signal?: AbortSignal) =>
    api.get<{ items: Offer[] }>('/api/offers', { query: { limit }, signal }).then((r) => r.items),
};
