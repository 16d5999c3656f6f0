import {
  ChartLine,
  FileText,
  Gem,
  History,
  IndianRupee,
  Inbox,
  LayoutDashboard,
  Mail,
  Network,
  NotebookPen,
  Package,
  ScanBarcode,
  Settings,
  ShieldAlert,
  ShoppingBag,
  Tag,
  Trophy,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { APP_ROUTES, type AppRouteKey } from '../../domain/app-routes';
import type { ShopUser } from '../../domain/user';
import type { AreaKey } from '../i18n/use-words';
import type { PageLoader } from './lazy-page';

/** The admin panel's pages in the shared route table (`admin` itself only leads to the dashboard). */
export type AdminRouteKey = Exclude<Extract<AppRouteKey, `admin${string}`>, 'admin'>;

export interface AdminScreen {
  /** Where it is in the shared route table (domain/app-routes.ts): its path first, then its aliases. */
  routes: readonly [AdminRouteKey, ...AdminRouteKey[]];
  /** Its code, fetched when it is first shown. */
  page: PageLoader;
  /**
   * Its entry in the panel's sidebar (its English label, and its words in the admin area for the
   * sidebar in either language); a screen without one lights the entry of the screen it is `within`.
   */
  nav?: { label: string; word: AreaKey<'admin'>; icon: LucideIcon };
  within?: AdminRouteKey;
  /** The staff may open it too (docs/decisions/085); every other screen is the owner's alone. */
  staff?: true;
}

/**
 * Every screen of the admin panel, in the sidebar's order: the one place a screen is declared. The
 * panel's routes (admin-routes.tsx) and its sidebar (layouts/admin-layout.tsx) are built from it;
 * every screen is behind the panel's sign-in check (router.tsx), and a screen without `staff` is
 * the owner's: a staff member sees "Only the owner can open this" there. The server's list of each page's
 * code (server/web-page-sources.ts) is checked against it by web-page-sources.unit.test.ts.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    routes: ['adminDashboard'],
    page: () => import('../features/admin/dashboard/dashboard-page'),
    nav: { label: 'Dashboard', word: 'admin.nav.dashboard', icon: LayoutDashboard },
  },
  {
    routes: ['adminCounter'],
    page: () => import('../features/admin/counter/counter-page'),
    nav: { label: 'Counter', word: 'admin.nav.counter', icon: ScanBarcode },
    staff: true,
  },
  {
    routes: ['adminCustomers'],
    page: () => import('../features/admin/customers/customers-page'),
    nav: { label: 'Customers', word: 'admin.nav.customers', icon: Users },
    staff: true,
  },
  {
    routes: ['adminAddCustomer', 'adminAddCustomerAlias'],
    page: () => import('../features/admin/customers/add-customer-page'),
    within: 'adminCustomers',
  },
  {
    routes: ['adminEditCustomer', 'adminEditCustomerAlias'],
    page: () => import('../features/admin/customers/edit-customer-page'),
    within: 'adminCustomers',
  },
  {
    routes: ['adminProducts'],
    page: () => import('../features/admin/products/products-page'),
    nav: { label: 'Products', word: 'admin.nav.products', icon: Package },
  },
  {
    routes: ['adminServices'],
    page: () => import('../features/admin/services/services-page'),
    nav: { label: 'Services', word: 'admin.nav.services', icon: Wrench },
  },
  {
    routes: ['adminPurchases'],
    page: () => import('../features/admin/purchases/purchases-page'),
    nav: { label: 'Purchases', word: 'admin.nav.purchases', icon: ShoppingBag },
    staff: true,
  },
  {
    routes: ['adminNewPhoneOrder'],
    page: () => import('../features/admin/phone-order/new-phone-order-page'),
    within: 'adminPurchases',
    staff: true,
  },
  {
    routes: ['adminRequests'],
    page: () => import('../features/admin/requests/requests-page'),
    nav: { label: 'Requests', word: 'admin.nav.requests', icon: Inbox },
  },
  {
    routes: ['adminSales', 'adminSalesAlias'],
    page: () => import('../features/admin/sales/sales-page'),
    nav: { label: 'Sales Dashboard', word: 'admin.nav.sales', icon: ChartLine },
  },
  {
    routes: ['adminLeaderboard'],
    page: () => import('../features/admin/leaderboard/leaderboard-admin-page'),
    nav: { label: 'Leaderboard', word: 'admin.nav.leaderboard', icon: Trophy },
  },
  {
    routes: ['adminClubManagement'],
    page: () => import('../features/admin/club-management/club-management-page'),
    nav: { label: 'Club Management', word: 'admin.nav.clubs', icon: Gem },
  },
  {
    routes: ['adminMlmTree'],
    page: () => import('../features/admin/mlm-tree/mlm-tree-page'),
    nav: { label: 'MLM Tree', word: 'admin.nav.mlmTree', icon: Network },
  },
  {
    routes: ['adminReferralReview'],
    page: () => import('../features/admin/referral-review/referral-review-page'),
    nav: { label: 'Referral Review', word: 'admin.nav.referralReview', icon: ShieldAlert },
  },
  {
    routes: ['adminPayments'],
    page: () => import('../features/admin/payments/payments-page'),
    nav: { label: 'Payments', word: 'admin.nav.payments', icon: IndianRupee },
  },
  {
    routes: ['adminKhata'],
    page: () => import('../features/admin/khata/khata-page'),
    nav: { label: 'Khata', word: 'admin.nav.khata', icon: NotebookPen },
    staff: true,
  },
  {
    routes: ['adminOffers'],
    page: () => import('../features/admin/offers/offers-page'),
    nav: { label: 'Offers', word: 'admin.nav.offers', icon: Tag },
  },
  {
    routes: ['adminSettings'],
    page: () => import('../features/admin/settings/settings-page'),
    nav: { label: 'Loyalty Settings', word: 'admin.nav.settings', icon: Settings },
  },
  {
    routes: ['adminMessages'],
    page: () => import('../features/admin/messages/messages-page'),
    nav: { label: 'Messages', word: 'admin.nav.messages', icon: Mail },
  },
  {
    routes: ['adminPages'],
    page: () => import('../features/admin/content-pages/content-pages-page'),
    nav: { label: 'Pages', word: 'admin.nav.pages', icon: FileText },
  },
  {
    routes: ['adminAuditLog'],
    page: () => import('../features/admin/audit-log/audit-log-page'),
    nav: { label: 'Audit Log', word: 'admin.nav.auditLog', icon: History },
  },
  {
    routes: ['adminStaff'],
    page: () => import('../features/admin/staff/staff-page'),
    nav: { label: 'Staff', word: 'admin.nav.staff', icon: UserCog },
  },
];

/** Whether this person may open the screen: the owner every one, a staff member those marked `staff`. */
export const mayOpen = (screen: AdminScreen, role: ShopUser['role']) =>
  role === 'admin' || screen.staff === true;

export interface AdminNavEntry {
  to: string;
  label: string;
  word: AreaKey<'admin'>;
  icon: LucideIcon;
  /** The pages on which it is lit: its screen's, and those of the screens within it. */
  lit: ReadonlySet<AppRouteKey>;
}

/**
 * The sidebar's entries for the owner (role admin) or a staff member, in order: each screen with a
 * `nav` they may open, lit on its pages and those within it.
 */
export function adminNavEntries(
  role: ShopUser['role'] = 'admin',
  screens: readonly AdminScreen[] = ADMIN_SCREENS,
): AdminNavEntry[] {
  return screens.flatMap((screen) => {
    const { routes, nav } = screen;
    if (!nav || !mayOpen(screen, role)) return [];
    const within = screens.filter((screen) => screen.within === routes[0]).flatMap((screen) => screen.routes);
    return [{ to: APP_ROUTES[routes[0]].path, ...nav, lit: new Set([...routes, ...within]) }];
  });
}
