import { NavLink } from 'react-router';
import { ButtonLink } from '../components/ui/button';
import type { DrawerState } from '../components/ui/drawer-menu-button';
import { SideDrawer } from '../components/ui/side-drawer';
import { useAuth } from '../lib/auth/auth-context';
import { cn } from '../lib/cn';
import { isShopUser } from '../../domain/shop-user';
import { useT } from '../i18n/i18n-context';
import type { TranslationKey } from '../i18n/translator';

export interface NavItem {
  to: string;
  label: string;
}

/** The footer's everyday pages, one tap away on a phone too. */
const MORE_LINKS: { to: string; label: TranslationKey }[] = [
  { to: '/track-order', label: 'nav.trackOrder' },
  { to: '/services', label: 'nav.otherServices' },
  { to: '/about', label: 'nav.aboutUs' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/faq', label: 'nav.faq' },
];

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-800 hover:bg-sand-100',
  );

const moreLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-xl px-4 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-sand-700 hover:bg-sand-100',
  );

/** Phones: the nav's slide-in drawer, loaded the first time the menu button is pressed. */
export default function MobileNavDrawer({ items, open, onOpenChange }: DrawerState & { items: NavItem[] }) {
  const { user } = useAuth();
  const { t } = useT();
  const close = () => onOpenChange(false);

  return (
    <SideDrawer
      side="right"
      title={t('nav.menu')}
      description={t('nav.siteNavigation')}
      closeLabel={t('nav.closeMenu')}
      className="w-[min(20rem,85vw)]"
      open={open}
      onOpenChange={onOpenChange}
    >
      <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className={drawerLink} onClick={close}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <nav aria-label={t('nav.more')} className="flex flex-col border-t border-sand-200 pt-3">
        {MORE_LINKS.map((item) => (
          <NavLink key={item.to} to={item.to} className={moreLink} onClick={close}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-2 border-t border-sand-200 pt-4">
        {!user && (
          <>
            <ButtonLink to="/register" size="lg" onClick={close}>
              {t('nav.register')}
            </ButtonLink>
            <ButtonLink to="/login" variant="outline" size="lg" onClick={close}>
              {t('nav.signIn')}
            </ButtonLink>
          </>
        )}
        {isShopUser(user) && (
          <ButtonLink to="/admin" variant="secondary" size="lg" onClick={close}>
            {t('nav.adminPanel')}
          </ButtonLink>
        )}
      </div>
    </SideDrawer>
  );
}
