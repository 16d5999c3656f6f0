import { Link } from 'react-router';
import { SHOP } from '../lib/shop-info';
import { cn } from '../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <img
      src="/favicon.svg"
      alt=""
      aria-hidden="true"
      width={36}
      height={36}
      className={cn('size-9 shrink-0', className)}
    />
  );
}

/** The shop's name and mark, linking home. */
export function Logo({
  to = '/',
  className,
  tone = 'dark',
  compact = false,
}: {
  to?: string;
  className?: string;
  tone?: 'dark' | 'light';
  /** On a narrow phone only the mark shows (the name is still read out): the header's room goes to its buttons. */
  compact?: boolean;
}) {
  return (
    <Link to={to} className={cn('inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-brand-900' : 'text-white',
          compact && 'max-[440px]:sr-only',
        )}
      >
        {SHOP.name}
      </span>
    </Link>
  );
}
