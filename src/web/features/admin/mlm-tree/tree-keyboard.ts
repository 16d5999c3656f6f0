/**
 * Moving through the tree with the keyboard (WAI-ARIA tree pattern): the items on screen are the
 * tree's visible items, in document order, as collapsed members render no children.
 */
const ITEM = '[role="treeitem"]';

function items(from: HTMLElement): HTMLElement[] {
  const tree = from.closest('[role="tree"]');
  return tree ? [...tree.querySelectorAll<HTMLElement>(ITEM)] : [];
}

/** The visible item after or before `from`, or the first or last one. */
export function itemAt(from: HTMLElement, where: 'next' | 'previous' | 'first' | 'last'): HTMLElement | null {
  const all = items(from);
  const index = all.indexOf(from);
  if (where === 'first') return all[0] ?? null;
  if (where === 'last') return all[all.length - 1] ?? null;
  return all[where === 'next' ? index + 1 : index - 1] ?? null;
}

/** The item whose group holds `from` (null at the top). */
export function parentItem(from: HTMLElement): HTMLElement | null {
  return from.parentElement?.closest<HTMLElement>(ITEM) ?? null;
}

/** The first item of `from`'s own group, when it is open and loaded. */
export function firstChildItem(from: HTMLElement): HTMLElement | null {
  return from.querySelector<HTMLElement>(`:scope > [role="group"] > ${ITEM}`);
}
