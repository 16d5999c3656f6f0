import { useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ExternalLink, Gem, ImageOff, Plus } from 'lucide-react';
import { CLUB_TIER_MAX_ITEMS, type ClubTierItemFormInput } from '../../../../domain/club-tiers.schemas';
import type { ClubTierItem } from '../../../../domain/content.schemas';
import { clubTierMessages } from '../../../../domain/messages';
import type { Tier } from '../../../../domain/tiers';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { tierStyles } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/data-list/row-actions';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { ClubItemDialog } from './club-item-dialog';
import { useSaveClubTier } from './club-tiers.queries';

type Direction = 'up' | 'down';

const toInput = (item: ClubTierItem): ClubTierItemFormInput => ({
  title: item.title,
  description: item.description,
  price: item.price,
  imageUrl: item.imageUrl ?? '',
});

function moved<T>(list: readonly T[], index: number, direction: Direction): T[] {
  const next = [...list];
  const other = direction === 'up' ? index - 1 : index + 1;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

function ItemRow({
  item,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  item: ClubTierItem;
  index: number;
  count: number;
  onMove: (index: number, direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex gap-3 py-4">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          className="size-20 shrink-0 rounded-xl border border-sand-200 bg-sand-50 object-cover"
        />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-xl border border-dashed border-sand-300 bg-sand-50 text-sand-500">
          <ImageOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-sand-900">{item.title}</p>
        <p className="text-sm font-semibold text-brand-800">{item.price}</p>
        {item.description && (
          <p className="mt-0.5 line-clamp-2 text-sm break-words text-sand-700">{item.description}</p>
        )}
        {!item.imageUrl && (
          <p className="mt-1 text-sm font-medium text-accent-700">Needs an image: edit it to add one.</p>
        )}
        <div className="mt-1 -ml-2 flex flex-wrap">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${item.title} up`}
            data-move={`up-${index}`}
            disabled={index === 0}
            onClick={() => onMove(index, 'up')}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move ${item.title} down`}
            data-move={`down-${index}`}
            disabled={index === count - 1}
            onClick={() => onMove(index, 'down')}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
          <RowActions name={item.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </li>
  );
}

/**
 * One club's showcase on the Club Management screen. Every change (add, edit, delete, move) is
 * saved at once as the club's whole list (SPEC 7: replace the tier's rows), with a toast; `items`
 * are the club's rows as saved (the query's cache, which a save updates).
 */
export function TierShowcaseCard({ tier, items }: { tier: Tier; items: ClubTierItem[] }) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const saveClubTier = useSaveClubTier(tier);
  const saving = saveClubTier.isPending;
  const itemDialog = useEditDialog<number>();
  const [deleting, setDeleting] = useState<{ index: number; title: string } | null>(null);
  const full = items.length >= CLUB_TIER_MAX_ITEMS;

  /**
   * Saves the club as `next`, with a toast either way (a failure's says why). Throws (after
   * nothing changed) if the server refuses.
   */
  const persist = async (next: ClubTierItemFormInput[]) => {
    try {
      await saveClubTier.mutateAsync(next);
      notify.success(clubTierMessages.saved(tier));
    } catch (failure) {
      notify.error(clubTierMessages.saveFailed, { description: errorMessage(failure) });
      throw failure;
    }
  };

  const inputs = () => items.map(toInput);

  const saveItem = async (input: ClubTierItemFormInput) => {
    const index = itemDialog.editing;
    const next = inputs();
    if (index === null) next.push(input);
    else next[index] = input;
    await persist(next);
  };

  const move = async (index: number, direction: Direction) => {
    if (saving) return;
    try {
      await persist(moved(inputs(), index, direction));
    } catch {
      return;
    }
    // Rows are keyed by position, so focus follows the item to its new place.
    const to = direction === 'up' ? index - 1 : index + 1;
    const edge = direction === 'up' ? to === 0 : to === items.length - 1;
    const target = edge ? (direction === 'up' ? 'down' : 'up') : direction;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target}-${to}"]`)?.focus();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await persist(inputs().filter((_, index) => index !== deleting.index));
    } catch {
      return false;
    }
  };

  const editing = itemDialog.editing === null ? null : items[itemDialog.editing];

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={saving}
      className="flex flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
    >
      <header
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3 ring-1 ring-inset',
          tierStyles[tier].badge,
        )}
      >
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
            <Gem aria-hidden="true" className="size-5" />
            {tier} club
          </h2>
          <p className="text-sm">
            {items.length} of {CLUB_TIER_MAX_ITEMS} items
          </p>
        </div>
        <a
          href={`/membership/${tier.toLowerCase()}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline"
        >
          View page
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </header>

      <div className="flex-1 px-5">
        {items.length === 0 ? (
          <EmptyState
            title="No items yet"
            description={`Add an item to show it on the ${tier} membership page.`}
            className="my-4 py-6"
          />
        ) : (
          <ol ref={listRef} aria-label={`${tier} club showcase`} className="divide-y divide-sand-200">
            {items.map((item, index) => (
              <ItemRow
                // By position: after a save the rows get new ids, but focus should stay put.
                key={index}
                item={item}
                index={index}
                count={items.length}
                onMove={(from, direction) => void move(from, direction)}
                onEdit={() => itemDialog.openEdit(index)}
                onDelete={() => setDeleting({ index, title: item.title })}
              />
            ))}
          </ol>
        )}
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 px-5 py-3">
        <p role="status" className="text-sm text-sand-600">
          {saving ? 'Saving…' : full ? `A club can show at most ${CLUB_TIER_MAX_ITEMS} items.` : ''}
        </p>
        <Button variant="outline" onClick={itemDialog.openAdd} disabled={full}>
          <Plus aria-hidden="true" className="size-4" />
          Add item<span className="sr-only"> to {tier}</span>
        </Button>
      </footer>

      <ClubItemDialog
        tier={tier}
        open={itemDialog.open}
        onOpenChange={itemDialog.setOpen}
        item={editing ? toInput(editing) : null}
        onSave={saveItem}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this item?"
        description={
          deleting ? `"${deleting.title}" will no longer show on the ${tier} membership page.` : ''
        }
        confirmLabel="Delete Item"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
