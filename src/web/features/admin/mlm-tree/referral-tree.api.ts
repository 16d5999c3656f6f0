import { ROOT_CODE } from '../../../../domain/customer-code';
import type { ReferralTreePage } from '../../../../domain/referral-tree.schemas';
import { api } from '../../../lib/api';

/** Members shown per expand and per Show more. */
export const TREE_PAGE_SIZE = 50;

export const referralTreeApi = {
  /** A member (by code or phone; A100 the shop), the way down to them, and a page of their children. */
  page: (code: string, cursor: string | null, signal?: AbortSignal, limit = TREE_PAGE_SIZE) =>
    api.get<ReferralTreePage>('/api/admin/referral-tree', {
      query: { code: code === ROOT_CODE ? undefined : code, cursor, limit },
      signal,
    }),
};
