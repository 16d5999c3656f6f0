import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { SessionUser } from '../../domain/user';
import { UserMenuButton } from './user-avatar';
import { menuItemForKey, type MenuRequest } from './menu-opening';
import type { UserMenu } from './user-menu';

type LoadedMenu = typeof UserMenu;
let loaded: LoadedMenu | null = null;
const loadMenu = () => import('./user-menu').then((module) => (loaded = module.UserMenu));

/**
 * The account menu's stand-in. Only this button is in every page's code: the menu (Radix, in
 * user-menu.tsx) loads as soon as the pointer or focus reaches the button, or on a press, so a
 * signed-in shopper's page costs no more JavaScript than a guest's. A press or key before the
 * code has arrived is remembered, and the menu opens as asked once it is there.
 */
export function LazyUserMenu({ user }: { user: SessionUser }) {
  const [Menu, setMenu] = useState<LoadedMenu | null>(() => loaded);
  const [request, setRequest] = useState<MenuRequest | null>(null);
  const [takeFocus, setTakeFocus] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (Menu) return <Menu user={user} request={request} takeFocus={takeFocus} />;

  const load = () =>
    void loadMenu().then((menu) => {
      // Swapped in one synchronous commit, focus included: a key pressed while a scheduled swap
      // was pending reached neither button (the menu did not open on Enter about 1 time in 8).
      flushSync(() => {
        // Focus moves to the menu's own button if it was on this one (still there on the first answer).
        if (buttonRef.current) setTakeFocus(document.activeElement === buttonRef.current);
        setMenu(() => menu);
      });
    });
  const ask = (wanted: MenuRequest) => {
    setRequest((before) => before ?? wanted);
    load();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const wanted = menuItemForKey(event.key);
    if (!wanted) return;
    event.preventDefault();
    ask(wanted);
  };

  return (
    <UserMenuButton
      ref={buttonRef}
      user={user}
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => event.button === 0 && ask('pointer')}
      onClick={() => ask('pointer')}
      onKeyDown={onKeyDown}
    />
  );
}
