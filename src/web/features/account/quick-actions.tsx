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

interface QuickAction {
  to: string;
  label: string;
  hint: string;
  Icon: LucideIcon;
}

const ACTIONS: Record<string, QuickAction> = {
  shop: { to: '/shop', label: 'Shop', hint: 'Fresh groceries', Icon: ShoppingBasket },
  orders: { to: '/orders', label: 'My Orders', hint: 'Track and cancel', Icon: Receipt },
  dashboard: { to: '/dashboard', label: 'Dashboard', hint: 'Your summary', Icon: LayoutDashboard },
  profile: { to: '/profile', label: 'Profile', hint: 'Your details', Icon: UserRound },
  points: { to: '/points', label: 'Points history', hint: 'Earned and used', Icon: Coins },
  invite: { to: '/profile#invite', label: 'Invite friends', hint: 'Earn on their orders', Icon: UserPlus },
};

export type QuickActionName = keyof typeof ACTIONS;

/** Big, thumb-sized shortcuts to the customer's usual places. */
export function QuickActions({ names, className }: { names: QuickActionName[]; className?: string }) {
  return (
    <nav aria-label="Quick actions" className={className}>
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
                  <span className="block text-sm font-semibold text-sand-900">{label}</span>
                  <span className="block text-xs text-sand-700">{hint}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
