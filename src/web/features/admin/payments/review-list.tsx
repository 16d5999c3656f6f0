import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { formatPaise } from '../../../../domain/money';
import type { ReviewCredit } from '../../../../domain/statements.schemas';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { reviewListQueryOptions, useDecideCredit } from '../../../lib/statements/statements.queries';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { EmptyState, QueryErrorState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/page-title';
import { PayOrderDialog } from './pay-order-dialog';
import { SettleKhataDialog } from './settle-khata-dialog';
import { REASON_LABELS } from './statement-outcomes';

/** Credits the rules could not decide: the owner pays an order with one, or dismisses it. */
export function ReviewList() {
  const list = useQuery(reviewListQueryOptions());
  const decide = useDecideCredit();
  const [paying, setPaying] = useState<ReviewCredit | null>(null);
  const [settling, setSettling] = useState<ReviewCredit | null>(null);

  const dismiss = async (credit: ReviewCredit) => {
    try {
      const answer = await decide.mutateAsync({ creditId: credit.id, dismiss: true });
      notify.success(answer.message);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  return (
    <section aria-labelledby="review-list-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="review-list-title" className="text-xl font-bold text-sand-900">
          Waiting for you
        </h2>
        <p className="text-sm text-sand-700">
          Credits where several orders fit, or none did. Pay the right order with one, settle a customer’s
          khata with it, or dismiss it.
        </p>
      </div>
      {list.isPending ? (
        <Skeleton className="h-28" />
      ) : list.isError ? (
        <QueryErrorState query={list} title="Could not load the review list" />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nothing to review"
          description="Every credit uploaded so far is decided."
        />
      ) : (
        <ul className="space-y-3">
          {list.data.map((credit) => (
            <li key={credit.id}>
              <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    <span className="tabular-nums">{formatPaise(credit.amountPaise)}</span>
                    <span className="text-sm font-normal text-sand-700">{credit.day}</span>
                    <Badge tone={credit.outcome === 'review' ? 'warning' : 'neutral'}>
                      {REASON_LABELS[credit.reason ?? ''] ?? 'To review'}
                    </Badge>
                  </CardTitle>
                  <CardDescription className="break-words">{credit.narration}</CardDescription>
                  {credit.utr && <p className="text-xs text-sand-600">UTR {credit.utr}</p>}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setPaying(credit)}>
                    Pay order…
                  </Button>
                  <Button variant="secondary" onClick={() => setSettling(credit)}>
                    Settle khata…
                  </Button>
                  <Button variant="outline" disabled={decide.isPending} onClick={() => void dismiss(credit)}>
                    Dismiss
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <PayOrderDialog credit={paying} onOpenChange={(open) => !open && setPaying(null)} />
      <SettleKhataDialog credit={settling} onOpenChange={(open) => !open && setSettling(null)} />
    </section>
  );
}
