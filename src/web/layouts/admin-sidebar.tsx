import { Link, useLocation } from 'react-router';
import { Store } from 'lucide-react';
import { matchAppRoute } from '../../domain/app-routes';
import { isShopUser } from '../../domain/shop-user';
import { adminNavEntries } from '../app/admin-screens';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { useWords } from '../i18n/use-words';

/** The admin panel's sections for each who works in it: the owner's all, the staff's theirs. */
const NAV = { admin: adminNavEntries('admin'), staff: adminNavEntries('staff') };

/** The admin panel's sections: the sidebar on a wide screen, the drawer's content on a phone. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { t } = useWords('admin');
  const shown = matchAppRoute(pathname)?.key;
  return (
    <nav aria-label={t('admin.frame.navigation')} className="flex flex-col gap-1">
      {NAV[isShopUser(user) ? user.role : 'staff'].map((item) => {
        const active = shown !== undefined && item.lit.has(shown);
        const Icon = item.icon;
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors',
              active ? 'bg-brand-700 text-white' : 'text-sand-800 hover:bg-sand-100',
            )}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            {t(item.word)}
          </Link>
        );
      })}
    </nav>
  );
}

export function StoreLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useWords('admin');
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="mt-auto flex min-h-11 items-center gap-3 rounded-xl border-t border-sand-200 px-3 pt-2 text-sm font-semibold text-sand-700 hover:bg-sand-100"
    >
      <Store aria-hidden="true" className="size-5" />
      {t('admin.frame.viewStore')}
    </Link>
  );
}
