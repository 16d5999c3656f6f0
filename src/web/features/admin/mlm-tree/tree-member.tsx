import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Pencil, Store } from 'lucide-react';
import type { ReferralNode } from '../../../../domain/referral-tree.schemas';
import { CustomerStatusBadge } from '../../../components/customer-status-badge';
import { TierBadge } from '../../../components/ui/badge';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { childrenQueryOptions, loadedChildren } from './referral-tree.queries';
import { indentStyle, INDENTED, LoadingRows, TreeAction } from './tree-rows';
import { useTree } from './tree-state';
import { useTreeItem } from './use-tree-item';

/*
 * A member and their children render each other (an open member shows its children, each a
 * member), so both live here: two files would import each other.
 */

const count = (n: number) => n.toLocaleString('en-IN');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * A member's level under the shop, counted as Loyalty Settings counts referral levels (one step, one
 * level): the shop's direct referrals are level 1, theirs level 2. `treeLevel` is the row's place in
 * the tree, where the shop (A100) itself is 1.
 */
export const levelBelowShop = (treeLevel: number) => treeLevel - 1;

export const editPath = (id: string) => `/admin/customers/edit/${encodeURIComponent(id)}`;

/** One member of the referral tree (A100, the shop, at the top) and, when open, their children. */
export function TreeMember({
  node,
  level,
  position,
  siblings,
}: {
  node: ReferralNode;
  level: number;
  position: number;
  siblings: number;
}) {
  const tree = useTree();
  const navigate = useNavigate();
  const id = useId();
  const hasChildren = node.childCount > 0;
  const open = hasChildren && tree.expanded.has(node.code);
  const found = tree.revealed?.node.code === node.code;
  const item = useTreeItem({
    key: node.code,
    expanded: hasChildren ? open : null,
    onToggle: (next) => tree.setOpen(node.code, next),
    onActivate: node.id ? () => void navigate(editPath(node.id!)) : undefined,
  });

  return (
    <li
      {...item}
      aria-level={level}
      aria-posinset={position}
      aria-setsize={siblings}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-details`}
      className="group/item outline-none"
    >
      <div
        style={indentStyle(level)}
        className={cn(INDENTED, 'border-b border-sand-100 group-focus-visible/item:relative')}
      >
        <div
          className={cn(
            'flex cursor-pointer items-start gap-2 rounded-xl px-2 py-2 hover:bg-sand-50',
            'group-focus-visible/item:outline-3 group-focus-visible/item:outline-offset-[-3px] group-focus-visible/item:outline-brand-600',
            found && 'bg-brand-50 ring-2 ring-brand-600 hover:bg-brand-50',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-lg text-sand-700"
          >
            {hasChildren && (
              <ChevronRight className={cn('size-5 transition-transform', open && 'rotate-90')} />
            )}
          </span>
          <div className="min-w-0 flex-1">
            <p id={`${id}-name`} className="flex min-w-0 items-baseline gap-2">
              {node.id === null && (
                <Store aria-hidden="true" className="size-4 shrink-0 self-center text-brand-700" />
              )}
              <span className="font-mono font-semibold text-sand-900">{node.code}</span>
              <span className="min-w-0 break-words text-sand-900">{node.name}</span>
            </p>
            <p
              id={`${id}-details`}
              className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-sand-700"
            >
              {node.tier && <TierBadge tier={node.tier} />}
              {node.status && <CustomerStatusBadge status={node.status} />}
              {node.id !== null && <span>{plural(node.points, 'point', 'points')}</span>}
              <span>{plural(node.childCount, 'direct referral', 'direct referrals')}</span>
              <span>{count(node.downlineSize)} in downline</span>
              {level > 1 && <span>Level {levelBelowShop(level)}</span>}
              {found && <span className="sr-only">Found by your search</span>}
            </p>
          </div>
          {node.id !== null && (
            <Link
              to={editPath(node.id)}
              tabIndex={-1}
              className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 hover:underline"
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
              <span className="sr-only"> {node.name}</span>
            </Link>
          )}
        </div>
      </div>
      {open && <TreeChildren parent={node} level={level + 1} />}
    </li>
  );
}

/**
 * An open member's children: one query per open member, a page at a time in the order they
 * joined, with Show more while there are more. A member a search revealed is shown at once, at
 * the top while the page holding them is not loaded.
 */
export function TreeChildren({ parent, level }: { parent: ReferralNode; level: number }) {
  const tree = useTree();
  const query = useInfiniteQuery(childrenQueryOptions(parent.code));
  const loaded = loadedChildren(query.data);
  const revealed = tree.revealedChildOf(parent.code);
  const shown =
    revealed && !loaded.some((child) => child.code === revealed.code) ? [revealed, ...loaded] : loaded;
  const failed = query.isError && !query.isFetching;

  const showMore = async () => {
    const before = loaded.length;
    const result = await query.fetchNextPage({ cancelRefetch: false });
    const next = loadedChildren(result.data)[before];
    if (next) tree.focusWhenShown(next.code);
  };

  return (
    <ul role="group" aria-busy={query.isFetching}>
      {shown.map((child, index) => (
        <TreeMember
          key={child.code}
          node={child}
          level={level}
          position={index + 1}
          siblings={parent.childCount}
        />
      ))}
      {query.isPending && !failed && <LoadingRows level={level} parent={parent} />}
      {failed ? (
        <TreeAction
          actionKey={`retry:${parent.code}`}
          level={level}
          label="Try Again"
          note={`Could not load the members under ${parent.code}: ${errorMessage(query.error)}`}
          tone="error"
          onActivate={() => void query.refetch()}
        />
      ) : (
        query.hasNextPage && (
          <TreeAction
            actionKey={`more:${parent.code}`}
            level={level}
            label={query.isFetchingNextPage ? 'Loading…' : 'Show more'}
            note={`Showing ${loaded.length.toLocaleString('en-IN')} of ${parent.childCount.toLocaleString('en-IN')} under ${parent.code}`}
            onActivate={() => void showMore()}
          />
        )
      )}
    </ul>
  );
}
