import { SideDrawer } from '../components/ui/side-drawer';
import type { DrawerState } from '../components/ui/drawer-menu-button';
import { useWords } from '../i18n/use-words';
import { SidebarNav, StoreLink } from './admin-sidebar';

/** Phones and tablets: the admin sidebar as a drawer, loaded the first time the menu button is pressed. */
export default function AdminMobileDrawer({ open, onOpenChange }: DrawerState) {
  const close = () => onOpenChange(false);
  const { t } = useWords('admin');
  return (
    <SideDrawer
      side="left"
      title={t('admin.frame.menu')}
      description={t('admin.frame.sections')}
      closeLabel={t('admin.frame.closeMenu')}
      className="w-[min(18rem,85vw)]"
      open={open}
      onOpenChange={onOpenChange}
    >
      <SidebarNav onNavigate={close} />
      <StoreLink onNavigate={close} />
    </SideDrawer>
  );
}
