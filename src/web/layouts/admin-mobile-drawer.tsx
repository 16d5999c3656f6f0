import { SideDrawer } from '../components/ui/side-drawer';
import type { DrawerState } from '../components/ui/drawer-menu-button';
import { SidebarNav, StoreLink } from './admin-sidebar';

/** Phones and tablets: the admin sidebar as a drawer, loaded the first time the menu button is pressed. */
export default function AdminMobileDrawer({ open, onOpenChange }: DrawerState) {
  const close = () => onOpenChange(false);
  return (
    <SideDrawer
      side="left"
      title="Admin menu"
      description="Admin panel sections"
      closeLabel="Close admin menu"
      className="w-[min(18rem,85vw)]"
      open={open}
      onOpenChange={onOpenChange}
    >
      <SidebarNav onNavigate={close} />
      <StoreLink onNavigate={close} />
    </SideDrawer>
  );
}
