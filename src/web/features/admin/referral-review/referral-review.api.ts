import type {
  ReferralDecision,
  ReferralFlag,
  ReferralReviewPage,
} from '../../../../domain/referral-review.schemas';
import { api } from '../../../lib/api';

export type { ReferralDecision, ReferralFlag };
export type FlagStatus = ReferralFlag['status'];

export const REFERRAL_REVIEW_PAGE_SIZE = 25;
const PATH = '/api/admin/referral-review';

export const referralReviewApi = {
  list: (status: FlagStatus, cursor: string | null, signal: AbortSignal) =>
    api.get<ReferralReviewPage>(PATH, {
      query: { status, limit: REFERRAL_REVIEW_PAGE_SIZE, cursor },
      signal,
    }),
  decide: (id: string, decision: ReferralDecision) =>
    api.post<{ status: FlagStatus; changed: boolean; message: string }>(`${PATH}/${id}/${decision}`, {}),
};
