import { useId, type CSSProperties } from 'react';
import type { ReferralNode } from '../../../../domain/referral-tree.schemas';
import { Skeleton } from '../../../components/ui/page-title';
import { cn } from '../../../lib/cn';
import { useTreeItem } from './use-tree-item';

/*
 * The tree's rows beside its members (tree-member.tsx): while a member's children load, and Show
 * more or Try Again under them; and how far every row is indented.
 */

/**
 * How far a row is indented: one step a level, but at most 4 steps on a phone and 10 on a wide
 * screen, so a member 20 levels down still has room; the row says its level.
 */
export function indentStyle(level: number): CSSProperties {
  const depth = level - 1;
  return { '--indent-phone': Math.min(depth, 4), '--indent-wide': Math.min(depth, 10) } as CSSProperties;
}
export const INDENTED = 'pl-[calc(var(--indent-phone)*0.75rem)] md:pl-[calc(var(--indent-wide)*1.5rem)]';

/** Placeholders for the first children of `parent`, announced while they load. */
export function LoadingRows({ level, parent }: { level: number; parent: ReferralNode }) {
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
export function TreeAction({
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
