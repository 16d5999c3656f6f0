import { Plus, Tag } from 'lucide-react';
import { businessDay } from '../../../../domain/business-day';
import { messages } from '../../../../domain/messages';
import { isOfferLive } from '../../../../domain/offers';
import type { Offer } from '../../../../domain/offers.schemas';
import { formatDate } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import { Badge, TierBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageTitle } from '../../../components/ui/page-title';
import { AdminCardSkeleton } from '../admin-list-skeleton';
import { AdminListStates } from '../admin-list-states';
import { ListCount } from '../../../components/list-footer';
import { RowActions } from '../row-actions';
import { useDeleteConfirmation } from '../use-delete-confirmation';
import { useEditDialog } from '../use-edit-dialog';
import { OfferFormDialog } from './offer-form-dialog';
import { offersListQueryOptions, useDeleteOffer } from './offers.queries';

function Validity({ validUntil, today }: { validUntil: string | null; today: string }) {
  if (!validUntil) return <span className="text-sm text-sand-700">No end date</span>;
  const expired = !isOfferLive(validUntil, today);
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-sand-700">
      {expired ? 'Ended' : 'Valid until'} {formatDate(`${validUntil}T12:00:00+05:30`)}
      {expired && <Badge tone="danger">Expired</Badge>}
    </span>
  );
}

function OfferCard({
  offer,
  today,
  onEdit,
  onDelete,
}: {
  offer: Offer;
  today: string;
  onEdit: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold break-words text-sand-900">{offer.title}</h2>
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-sand-700">
            For <TierBadge tier={offer.minTier} /> {offer.minTier === 'Diamond' ? 'only' : 'and above'}
          </p>
        </div>
        <RowActions
          name={offer.title}
          onEdit={() => onEdit(offer)}
          onDelete={() => onDelete(offer)}
          className="-mt-1 -mr-2 flex shrink-0"
        />
      </div>
      {offer.description && <p className="mt-2 text-sm break-words text-sand-800">{offer.description}</p>}
      <div className="mt-auto border-t border-sand-200 pt-2 [&:not(:first-child)]:mt-3">
        <Validity validUntil={offer.validUntil} today={today} />
      </div>
    </li>
  );
}

/** /admin/offers (DESIGN 7): tier offers that logged-in customers see on their dashboard. */
export default function OffersPage() {
  const list = useListQuery(offersListQueryOptions());
  const formDialog = useEditDialog<Offer>();
  const today = businessDay();

  const deleteOffer = useDeleteOffer();
  const deletion = useDeleteConfirmation<Offer>({
    remove: deleteOffer.mutateAsync,
    deletedMessage: messages.adminLoyalty.offerDeleted,
    title: 'Delete this offer?',
    description: (offer) => `"${offer.title}" will no longer show to customers.`,
    confirmLabel: 'Delete Offer',
  });

  return (
    <div>
      <PageTitle
        title="Offers"
        description="Each offer shows to customers at its minimum tier and above, until its end date."
        actions={
          <Button onClick={formDialog.openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Offer
          </Button>
        }
      />
      <AdminListStates
        list={list}
        skeleton={
          <AdminCardSkeleton
            label="Loading offers"
            cards={3}
            lines={['h-4 w-2/3', 'h-5 w-24 rounded-full', 'h-10 w-full']}
            className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
          />
        }
        empty={
          <EmptyState
            icon={Tag}
            title={messages.adminLoyalty.noOffers}
            description="Add an offer to show it to customers of a tier on their dashboard."
            action={
              <Button onClick={formDialog.openAdd}>
                <Plus aria-hidden="true" className="size-4" />
                Add Offer
              </Button>
            }
          />
        }
        footer={<ListCount count={list.items.length} one="offer" many="offers" />}
      >
        <ul aria-label="Offers" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.items.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              today={today}
              onEdit={formDialog.openEdit}
              onDelete={deletion.ask}
            />
          ))}
        </ul>
      </AdminListStates>
      <OfferFormDialog open={formDialog.open} onOpenChange={formDialog.setOpen} offer={formDialog.editing} />
      {deletion.dialog}
    </div>
  );
}
