import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { ROOT_CODE } from '../../../../domain/customer-code';
import type { ReferralNode } from '../../../../domain/referral-tree.schemas';

/** A member a search found, and the way down to them from A100 (A100 first). */
export interface Revealed {
  node: ReferralNode;
  path: ReferralNode[];
}

/**
 * What the tree remembers: which members are open, which item holds the keyboard's place (the
 * one item in the Tab order: a roving tabindex), which item should take the focus once it is on
 * screen, and what the last search revealed.
 */
export function useTreeState() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ROOT_CODE]));
  const [activeKey, setActiveKey] = useState<string>(ROOT_CODE);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<Revealed | null>(null);

  const setOpen = useCallback((code: string, open: boolean) => {
    setExpanded((now) => {
      if (now.has(code) === open) return now;
      const next = new Set(now);
      if (open) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);

  /** Opens every ancestor of the member found and puts the focus on them once they are shown. */
  const reveal = useCallback((found: Revealed) => {
    setRevealed(found);
    setExpanded((now) => new Set([...now, ...found.path.map((node) => node.code)]));
    setActiveKey(found.node.code);
    setFocusKey(found.node.code);
  }, []);

  return useMemo(
    () => ({
      expanded,
      setOpen,
      activeKey,
      setActiveKey,
      focusKey,
      /** Move the focus to `key` once that item is on screen (after a load). */
      focusWhenShown: setFocusKey,
      focused: () => setFocusKey(null),
      revealed,
      reveal,
      /**
       * The member on the revealed path directly under `code`: shown in its parent's list at once,
       * before (or without) the page of children that holds it.
       */
      revealedChildOf: (code: string): ReferralNode | null => {
        if (!revealed) return null;
        const chain = [...revealed.path, revealed.node];
        const index = chain.findIndex((node) => node.code === code);
        return index >= 0 ? (chain[index + 1] ?? null) : null;
      },
    }),
    [expanded, setOpen, activeKey, focusKey, revealed, reveal],
  );
}

export type TreeState = ReturnType<typeof useTreeState>;

export const TreeContext = createContext<TreeState | null>(null);

export function useTree(): TreeState {
  const tree = useContext(TreeContext);
  if (!tree) throw new Error('useTree outside the referral tree');
  return tree;
}
