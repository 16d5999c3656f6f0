import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SessionUser } from '../../domain/user';
import { useT } from '../i18n/i18n-context';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : (parts[0]?.slice(0, 2) ?? '?');
  return letters.toUpperCase();
}

/**
 * The account menu's button (a WAI-ARIA menu button) showing initials, the name on wide screens
 * and a chevron; <LazyUserMenu> wires it to the menu. Its name starts with what it shows (WCAG
 * 2.5.3): "AN Anjali Nair, account menu".
 */
export function UserMenuButton({
  user,
  ...rest
}: { user: SessionUser } & Omit<ComponentProps<'button'>, 'className' | 'children'>) {
  const { t } = useT();
  return (
    <button
      type="button"
      aria-label={t('nav.accountMenu', { name: `${initials(user.name)} ${user.name}` })}
      aria-haspopup="menu"
      className={
        'inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-200 bg-white py-1 pr-2 pl-1 text-sm font-semibold text-sand-900 ' +
        'hover:border-sand-300 aria-expanded:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
      }
      {...rest}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
      >
        {initials(user.name)}
      </span>
      {/* A space between initials and name, as the name reads (a flex box does not draw it). */}{' '}
      <span className="hidden max-w-32 truncate lg:inline">{user.name}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-sand-600" />
    </button>
  );
}
