import { clubTierMessages } from '../../../../domain/messages';
import { TIERS } from '../../../../domain/tiers';
import { errorMessage } from '../../../lib/api';
import { useApiQuery } from '../../../lib/use-api-query';
import { ErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { clubTiersApi } from './club-tiers.api';
import { TierShowcaseCard } from './tier-showcase-card';

function ClubsSkeleton() {
  return (
    <div role="status" aria-label="Loading club tiers" className="grid gap-6 xl:grid-cols-2">
      {TIERS.map((tier) => (
        <div key={tier} className="space-y-4 rounded-2xl border border-sand-200 bg-white p-5">
          <Skeleton className="h-7 w-40" />
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-20 shrink-0 rounded-xl" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** /admin/club-management (SPEC section 2): each club's showcase of images with title, description and price. */
export default function ClubManagementPage() {
  const query = useApiQuery('club-tiers', clubTiersApi.list);

  return (
    <div>
      <PageTitle
        title="Club Management"
        description="What each club's membership page shows customers. Every change is saved as soon as you make it."
      />
      {query.status === 'loading' && <ClubsSkeleton />}
      {query.status === 'error' && (
        <ErrorState
          title={clubTierMessages.loadFailed}
          message={errorMessage(query.error)}
          onRetry={query.retry}
        />
      )}
      {query.status === 'success' && (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          {TIERS.map((tier) => (
            <TierShowcaseCard
              key={tier}
              tier={tier}
              initialItems={query.data.filter((item) => item.tierName === tier)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
