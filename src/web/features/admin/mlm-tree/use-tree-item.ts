import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { firstChildItem, itemAt, parentItem } from './tree-keyboard';
import { useTree } from './tree-state';

interface TreeItemBehaviour {
  /** The item's key: a member's code, or the key of an action ("more:A105"). */
  key: string;
  /** Enter (and a click on an action): open the member's edit screen, load more, try again. */
  onActivate?: () => void;
  /** Members with children open and close (null: nothing to open). */
  expanded?: boolean | null;
  onToggle?: (open: boolean) => void;
  /** Actions (Show more, Try again) run on a click too; a member's click opens or closes it. */
  clickActivates?: boolean;
}

/**
 * The props of one tree item (WAI-ARIA tree pattern): one Tab stop for the whole tree (the
 * item that last had the focus), arrows to move, Right and Left to open, close and go up,
 * Home and End, Enter to act.
 */
export function useTreeItem({
  key,
  onActivate,
  expanded = null,
  onToggle,
  clickActivates = false,
}: TreeItemBehaviour) {
  const tree = useTree();
  const ref = useRef<HTMLLIElement>(null);

  // A search, Show more or a keyboard move named this item: take the focus once it is on screen.
  useLayoutEffect(() => {
    if (tree.focusKey !== key || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'nearest' });
    tree.focused();
  });

  const move = (to: HTMLElement | null) => {
    if (!to) return;
    tree.setActiveKey(to.dataset.treeKey!);
    to.focus();
  };

  // Only the focused item opens or closes (a click focuses first), so the Tab stop never hides in a closed member.
  const toggle = (open: boolean) => onToggle?.(open);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    const self = event.currentTarget;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return (move(itemAt(self, 'next')), true);
        case 'ArrowUp':
          return (move(itemAt(self, 'previous')), true);
        case 'Home':
          return (move(itemAt(self, 'first')), true);
        case 'End':
          return (move(itemAt(self, 'last')), true);
        case 'ArrowRight':
          if (expanded === false) toggle(true);
          else if (expanded) move(firstChildItem(self));
          return true;
        case 'ArrowLeft':
          if (expanded) toggle(false);
          else move(parentItem(self));
          return true;
        case 'Enter':
          onActivate?.();
          return Boolean(onActivate);
        default:
          return false;
      }
    })();
    if (handled) event.preventDefault();
  };

  // A click anywhere on the item's row (its edit link aside) opens or closes a member, or runs an action.
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('[role="treeitem"]') !== event.currentTarget || target.closest('a')) return;
    tree.setActiveKey(key);
    event.currentTarget.focus();
    if (expanded !== null) toggle(!expanded);
    else if (clickActivates) onActivate?.();
  };

  return {
    ref,
    role: 'treeitem' as const,
    'data-tree-key': key,
    'aria-expanded': expanded ?? undefined,
    tabIndex: tree.activeKey === key ? 0 : -1,
    onKeyDown,
    onClick,
    onFocus: (event: FocusEvent<HTMLLIElement>) => {
      if (event.target === event.currentTarget) tree.setActiveKey(key);
    },
  };
}
