import { queryOptions } from '@tanstack/react-query';
import type { ReferralTermsFacts } from '../../../domain/referral-terms.schemas';
import { api } from '../../lib/api';
import { settingsKeys } from '../../lib/public-settings';

/** GET /api/referral-terms: under the settings' key, so saving the settings asks again. */
export const referralTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'referral-terms'] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ terms: ReferralTermsFacts }>('/api/referral-terms', { signal })
        .then((answer) => answer.terms),
  });
