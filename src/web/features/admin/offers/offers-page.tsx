import { Plus, Tag } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { Offer } from '../../../../domain/offers.schemas';
import { formatDate } from '../../../lib/dates';
import { useListQuery } from '../../../lib/list-query';
import type { Column } from '../../../components/data-list/columns';
import { DataList } from '../../../components/data-list/data-list';
import { RowActions } from '../../../components/data-list/row-actions';
import { Badge, TierBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useDeleteConfirmation } from '../../../components/admin/use-delete-confirmation';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { OfferFormDialog } from './offer-form-dialog';
import { offersListQueryOptions, useDeleteOffer } from './offers.queries';

const day = (iso: string) => formatDate(`${iso}T12:00:00+05:30`);

/** An offer's days and where it is in them (business days in Asia/Kolkata, both inclusive). */
function Days({ offer }: { offer: Offer }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-sand-700">
      {day(offer.startsOn)} – {offer.validUntil ? day(offer.validUntil) : 'no end date'}
      {offer.phase === 'current' && <Badge tone="brand">Current</Badge>}
      {offer.phase === 'upcoming' && <Badge tone="info">Upcoming</Badge>}
      {offer.phase === 'ended' && <Badge tone="danger">Ended</Badge>}
    </span>
  );
}

/** What the offer does at checkout, and whether it combines with others. */
function Effect({ offer }: { offer: Offer }) {
  if (!offer.effect) return <span className="text-sm text-sand-700">Announcement</span>;
  return (
    <span className="text-sm text-sand-800">
      <span className="font-semibold">{offer.effect}</span>
      {offer.kind === 'free_delivery' && (
        <span className="block text-xs text-sand-700">Applied once delivery is charged</span>
      )}
      {offer.stacks && <span className="block text-xs text-sand-700">Combines with other offers</span>}
    </span>
  );
}

function offerColumns(actions: {
  onEdit: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
}): Column<Offer>[] {
  return [
    { id: 'title', header: 'Title', card: 'title', className: 'font-semibold', cell: (offer) => offer.title },
    {
      id: 'tier',
      header: 'For',
      card: 'subtitle',
      cell: (offer) => (
        <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-sand-700">
          <TierBadge tier={offer.minTier} /> {offer.minTier === 'Diamond' ? 'only' : 'and above'}
        </span>
      ),
    },
    {
      id: 'effect',
      header: 'What it does',
      card: 'body',
      cell: (offer) => <Effect offer={offer} />,
    },
    {
      id: 'description',
      header: 'Description',
      card: 'body',
      className: 'max-w-80 break-words',
      cell: (offer) => offer.description || <span className="text-sand-500">—</span>,
      cardCell: (offer) => offer.description || null,
    },
    {
      id: 'validity',
      header: 'Days',
      card: 'footer',
      cell: (offer) => <Days offer={offer} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      card: 'corner',
      cell: (offer) => (
        <RowActions
          name={offer.title}
          onEdit={() => actions.onEdit(offer)}
          onDelete={() => actions.onDelete(offer)}
        />
      ),
    },
  ];
}

/** /admin/offers (DESIGN 7): tier offers that logged-in customers see on their dashboard. */
export default function OffersPage() {
  const list = useListQuery(offersListQueryOptions());
  const formDialog = useEditDialog<Offer>();

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
        description="Each offer shows to customers at its minimum tier and above, from its first day through its last."
        actions={
          <Button onClick={formDialog.openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Offer
          </Button>
        }
      />
      <DataList
        label="Offers"
        noun={{ one: 'offer', many: 'offers' }}
        columns={offerColumns({ onEdit: formDialog.openEdit, onDelete: deletion.ask })}
        list={list}
        empty={{
          icon: Tag,
          title: messages.adminLoyalty.noOffers,
          description: 'Add an offer to show it to customers of a tier on their dashboard.',
          action: (
            <Button onClick={formDialog.openAdd}>
              <Plus aria-hidden="true" className="size-4" />
              Add Offer
            </Button>
          ),
        }}
      />
      <OfferFormDialog open={formDialog.open} onOpenChange={formDialog.setOpen} offer={formDialog.editing} />
      {deletion.dialog}
    </div>
  );
}
