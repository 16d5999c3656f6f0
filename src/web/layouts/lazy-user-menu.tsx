import { lazy, Suspense, useState } from 'react';
import type { SessionUser } from '../../domain/user';
import { UserMenuPlaceholder } from './user-avatar';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The account menu, fetched when someone is signed in; until then an identical button stands in. */
export function LazyUserMenu({ user, className }: { user: SessionUser; className?: string }) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense
      fallback={<UserMenuPlaceholder user={user} className={className} onClick={() => setOpenOnLoad(true)} />}
    >
      <UserMenu user={user} className={className} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
