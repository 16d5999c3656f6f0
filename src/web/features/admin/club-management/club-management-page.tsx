import { clubTierMessages } from '../../../../domain/messages';
import { TIERS } from '../../../../domain/tiers';
import { useQuery } from '@tanstack/react-query';
import { CardSkeleton } from '../../../components/ui/card-skeleton';
import { QueryErrorState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { clubTiersQueryOptions } from './club-tiers.queries';
import { TierShowcaseCard } from './tier-showcase-card';

/** /admin/club-management (SPEC section 2): each club's showcase of images with title, description and price. */
export default function ClubManagementPage() {
  const query = useQuery(clubTiersQueryOptions());

  return (
    <div>
      <PageTitle
        title="Club Management"
        description="What each club's membership page shows customers. Every change is saved as soon as you make it."
      />
      {query.status === 'pending' && (
        <CardSkeleton
          label="Loading club tiers"
          cards={TIERS.length}
          lines={['h-7 w-40', 'h-20 w-full', 'h-20 w-full']}
          className="grid gap-6 xl:grid-cols-2"
        />
      )}
      {query.status === 'error' && <QueryErrorState title={clubTierMessages.loadFailed} query={query} />}
      {query.status === 'success' && (
        <div className="grid items-start gap-6 xl:grid-cols-2">
          {TIERS.map((tier) => (
            <TierShowcaseCard
              key={tier}
              tier={tier}
              items={query.data.filter((item) => item.tierName === tier)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
