import { Plus, Tag } from 'lucide-react';
import { businessDay } from '../../../../domain/business-day';
import { messages } from '../../../../domain/messages';
import { isOfferLive } from '../../../../domain/offers';
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

function offerColumns(
  today: string,
  actions: { onEdit: (offer: Offer) => void; onDelete: (offer: Offer) => void },
): Column<Offer>[] {
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
      id: 'description',
      header: 'Description',
      card: 'body',
      className: 'max-w-80 break-words',
      cell: (offer) => offer.description || <span className="text-sand-500">—</span>,
      cardCell: (offer) => offer.description || null,
    },
    {
      id: 'validity',
      header: 'Valid until',
      card: 'footer',
      cell: (offer) => <Validity validUntil={offer.validUntil} today={today} />,
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
      <DataList
        label="Offers"
        noun={{ one: 'offer', many: 'offers' }}
        columns={offerColumns(today, { onEdit: formDialog.openEdit, onDelete: deletion.ask })}
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
