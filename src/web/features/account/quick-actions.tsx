import { Link } from 'react-router';
import {
  Coins,
  LayoutDashboard,
  Receipt,
  ShoppingBasket,
  UserPlus,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useWords, type AreaKey } from '../../i18n/use-words';

interface QuickAction {
  to: string;
  label: AreaKey<'account'>;
  hint: AreaKey<'account'>;
  Icon: LucideIcon;
}

const ACTIONS: Record<string, QuickAction> = {
  shop: { to: '/shop', label: 'account.quick.shop', hint: 'account.quick.shopHint', Icon: ShoppingBasket },
  orders: { to: '/orders', label: 'account.quick.orders', hint: 'account.quick.ordersHint', Icon: Receipt },
  dashboard: {
    to: '/dashboard',
    label: 'account.quick.dashboard',
    hint: 'account.quick.dashboardHint',
    Icon: LayoutDashboard,
  },
  profile: {
    to: '/profile',
    label: 'account.quick.profile',
    hint: 'account.quick.profileHint',
    Icon: UserRound,
  },
  points: { to: '/points', label: 'account.quick.points', hint: 'account.quick.pointsHint', Icon: Coins },
  invite: {
    to: '/profile#invite',
    label: 'account.quick.invite',
    hint: 'account.quick.inviteHint',
    Icon: UserPlus,
  },
};

export type QuickActionName = keyof typeof ACTIONS;

/** Big, thumb-sized shortcuts to the customer's usual places. */
export function QuickActions({ names, className }: { names: QuickActionName[]; className?: string }) {
  const { t } = useWords('account');
  return (
    <nav aria-label={t('account.quick.title')} className={className}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {names.map((name) => {
          const action = ACTIONS[name];
          if (!action) return null;
          const { to, label, hint, Icon } = action;
          return (
            <li key={name}>
              <Link
                to={to}
                className="flex h-full min-h-11 items-center gap-3 rounded-2xl border border-sand-200 bg-white p-3 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-sand-900">{t(label)}</span>
                  <span className="block text-xs text-sand-700">{t(hint)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
