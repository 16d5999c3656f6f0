import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralNode } from '../../../../domain/referral-tree.schemas';
import { Skeleton } from '../../../components/ui/page-title';
import { errorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { childrenQueryOptions, loadedChildren } from './referral-tree.queries';
import { indentStyle, INDENTED, TreeMember } from './tree-member';
import { useTree } from './tree-state';
import { useTreeItem } from './use-tree-item';

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

function LoadingRows({ level, parent }: { level: number; parent: ReferralNode }) {
  return (
    <li role="none" style={indentStyle(level)} className={INDENTED}>
      <div role="status" className="space-y-2 px-2 py-2">
        <span className="sr-only">Loading the members under {parent.code}…</span>
        {Array.from({ length: Math.min(parent.childCount, 3) }, (_, index) => (
          <div key={index} className="flex items-center gap-2">
            <Skeleton className="size-8 shrink-0" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    </li>
  );
}

/** Show more or Try Again, as an item of the tree: reached with the arrows, run with Enter or a click. */
function TreeAction({
  actionKey,
  level,
  label,
  note,
  tone = 'normal',
  onActivate,
}: {
  actionKey: string;
  level: number;
  label: string;
  note: string;
  tone?: 'normal' | 'error';
  onActivate: () => void;
}) {
  const id = useId();
  const item = useTreeItem({ key: actionKey, onActivate, clickActivates: true });
  return (
    <li
      {...item}
      aria-level={level}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-note`}
      style={indentStyle(level)}
      className={cn(INDENTED, 'group/item outline-none')}
    >
      <div
        className={cn(
          'flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-2 py-2',
          'group-focus-visible/item:outline-3 group-focus-visible/item:outline-offset-[-3px] group-focus-visible/item:outline-brand-600',
        )}
      >
        <span
          id={`${id}-label`}
          className="inline-flex min-h-11 items-center rounded-xl border border-sand-300 bg-white px-4 text-sm font-semibold text-sand-900 hover:border-sand-500 hover:bg-sand-50"
        >
          {label}
        </span>
        <span
          id={`${id}-note`}
          className={cn('text-sm', tone === 'error' ? 'text-red-800' : 'text-sand-700')}
        >
          {note}
        </span>
      </div>
    </li>
  );
}
