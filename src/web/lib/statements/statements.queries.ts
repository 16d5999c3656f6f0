import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCredit, StatementMapping, StatementUpload } from '../../../domain/statements.schemas';
import { api } from '../api';
import { adminOrderKeys } from '../admin-orders/orders.queries';
import { adminKhataKeys } from '../khata/admin-khata.queries';

export const statementKeys = {
  review: ['admin', 'statements', 'review'] as const,
};

/** Statement credits waiting for the owner, newest first. */
export const reviewListQueryOptions = () =>
  queryOptions({
    queryKey: statementKeys.review,
    queryFn: ({ signal }) =>
      api.get<{ credits: ReviewCredit[] }>('/api/admin/statements/review', { signal }).then((r) => r.credits),
  });

export interface StatementToSend {
  file: File;
  apply: boolean;
  mapping?: StatementMapping;
}

/** Sends a statement: a dry run, or applied (then the orders and the review list change). */
export function useUploadStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, apply, mapping }: StatementToSend) => {
      const body = new FormData();
      if (mapping) body.append('mapping', JSON.stringify(mapping));
      body.append('file', file);
      const answer = await api.post<{ statement: StatementUpload }>('/api/admin/statements', body, {
        query: { apply },
      });
      return answer.statement;
    },
    onSuccess: (statement) => {
      if (!statement.applied) return;
      void client.invalidateQueries({ queryKey: statementKeys.review });
      void client.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}

interface CreditDecision {
  credit: ReviewCredit;
  changed: boolean;
  message: string;
}

/** Matches a waiting credit to an order, or dismisses it; the list is read again after. */
export function useDecideCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { creditId: string } & ({ orderId: string } | { dismiss: true })) =>
      'orderId' in decision
        ? api.post<CreditDecision>(`/api/admin/statement-credits/${decision.creditId}/match`, {
            orderId: decision.orderId,
          })
        : api.post<CreditDecision>(`/api/admin/statement-credits/${decision.creditId}/dismiss`, {}),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: statementKeys.review });
      void client.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
  });
}

/** Settles a customer's khata with a waiting credit (docs/decisions/072); the list, orders and khata are read again after. */
export function useSettleCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId, customerId }: { creditId: string; customerId: string }) =>
      api.post<CreditDecision>(`/api/admin/statement-credits/${creditId}/settle`, { customerId }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: statementKeys.review });
      void client.invalidateQueries({ queryKey: adminOrderKeys.all });
      void client.invalidateQueries({ queryKey: adminKhataKeys.all });
    },
  });
}
