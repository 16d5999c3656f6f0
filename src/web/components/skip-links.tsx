import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where a page's own skip links go: right after "Skip to content", the first stops of the Tab key. */
export const SkipLinkSlot = createContext<HTMLElement | null>(null);

export const skipLinkClass =
  'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:shadow';

/** A skip link of this page (e.g. to the shop's cart), moving focus to `target` when followed. */
export function PageSkipLink({
  target,
  children,
}: {
  target: () => HTMLElement | null;
  children: ReactNode;
}) {
  const slot = useContext(SkipLinkSlot);
  if (!slot) return null;
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    target()?.focus();
  };
  return createPortal(
    <a href="#main" onClick={follow} className={skipLinkClass}>
      {children}
    </a>,
    slot,
  );
}
