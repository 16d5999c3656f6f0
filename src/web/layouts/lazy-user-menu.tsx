import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../domain/user';
import { UserMenuButton } from './user-avatar';

const loadMenu = () => import('./user-menu');
const UserMenuItems = lazy(() => loadMenu().then((module) => ({ default: module.UserMenuItems })));

/**
 * The signed-in user's account menu (WAI-ARIA menu button: Enter, Space or arrow keys open it,
 * arrows move, Escape closes and returns focus). Only the button is in every page's code: the
 * menu's items load on first open, or as soon as the pointer or focus reaches the button, so a
 * signed-in shopper's page costs no more JavaScript than a guest's.
 */
export function LazyUserMenu({ user }: { user: SessionUser }) {
  // Which item takes focus when the menu opens (ArrowUp opens on the last one).
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // A press anywhere outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <div ref={rootRef} className="relative">
      <UserMenuButton
        ref={buttonRef}
        id={buttonId}
        user={user}
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setOpen((was) => (was ? false : 'first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <UserMenuItems id={menuId} labelledBy={buttonId} user={user} focus={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
