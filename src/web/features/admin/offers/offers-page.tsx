import { useState } from 'react';
import { Pencil, Plus, Tag, Trash2 } from 'lucide-react';
import { messages } from '../../../../domain/messages';
import type { Offer } from '../../../../domain/offers.schemas';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { Badge, TierBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, ErrorState } from '../../../components/ui/empty-state';
import { PageTitle, Skeleton } from '../../../components/ui/page-title';
import { useCursorList } from '../use-cursor-list';
import { OfferFormDialog } from './offer-form-dialog';
import { offersApi, todayInKolkata } from './offers.api';

function Validity({ validUntil, today }: { validUntil: string | null; today: string }) {
  if (!validUntil) return <span className="text-sm text-sand-700">No end date</span>;
  const expired = validUntil < today;
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
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${offer.title}`}
            onClick={() => onEdit(offer)}
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete ${offer.title}`}
            onClick={() => onDelete(offer)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {offer.description && <p className="mt-2 text-sm break-words text-sand-800">{offer.description}</p>}
      <div className="mt-auto border-t border-sand-200 pt-2 [&:not(:first-child)]:mt-3">
        <Validity validUntil={offer.validUntil} today={today} />
      </div>
    </li>
  );
}

function OffersSkeleton() {
  return (
    <div role="status" aria-label="Loading offers" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-2xl border border-sand-200 bg-white p-5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** /admin/offers (DESIGN 7): tier offers that logged-in customers see on their dashboard. */
export default function OffersPage() {
  const list = useCursorList(offersApi.list);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Offer | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const today = todayInKolkata();

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await offersApi.remove(deleting.id);
      notify.success(messages.adminLoyalty.offerDeleted);
      const id = deleting.id;
      list.updateItems((items) => items.filter((item) => item.id !== id));
    } catch (error) {
      notify.error(errorMessage(error));
      return false;
    }
  };

  let body;
  if (list.loading) body = <OffersSkeleton />;
  else if (list.error) body = <ErrorState message={list.error} onRetry={list.reload} />;
  else if (list.items.length === 0) {
    body = (
      <EmptyState
        icon={Tag}
        title={messages.adminLoyalty.noOffers}
        description="Add an offer to show it to customers of a tier on their dashboard."
        action={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Offer
          </Button>
        }
      />
    );
  } else {
    body = (
      <div
        className={list.refreshing ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={list.refreshing}
      >
        <ul aria-label="Offers" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.items.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              today={today}
              onEdit={(item) => {
                setEditing(item);
                setFormOpen(true);
              }}
              onDelete={setDeleting}
            />
          ))}
        </ul>
        <p role="status" className="mt-4 text-center text-sm text-sand-700">
          {list.items.length} {list.items.length === 1 ? 'offer' : 'offers'}
        </p>
      </div>
    );
  }

  return (
    <div>
      <PageTitle
        title="Offers"
        description="Each offer shows to customers at its minimum tier and above, until its end date."
        actions={
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" className="size-4" />
            Add Offer
          </Button>
        }
      />
      {body}
      <OfferFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        offer={editing}
        onSaved={(offer, created) =>
          created
            ? list.updateItems((items) => [offer, ...items])
            : list.updateItems((items) => items.map((item) => (item.id === offer.id ? offer : item)))
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this offer?"
        description={deleting ? `"${deleting.title}" will no longer show to customers.` : ''}
        confirmLabel="Delete Offer"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
