import type { HTMLAttributes } from 'react';
import { Gem } from 'lucide-react';
import type { Tier } from '../../../domain/tiers';
import { useT } from '../../i18n/i18n-context';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand-100 text-sand-800 ring-sand-200',
  brand: 'bg-brand-100 text-brand-900 ring-brand-200',
  warning: 'bg-accent-100 text-accent-700 ring-accent-500/30',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
};

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

const badgeBase =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cn(badgeBase, tones[tone], className)} {...rest} />;
}

/** Tier accents: the same colours in every badge, card and leaderboard row. */
export const tierStyles: Record<Tier, { badge: string; dot: string; ring: string }> = {
  Bronze: {
    badge: 'bg-bronze-100 text-bronze-800 ring-bronze-500/40',
    dot: 'bg-bronze-500',
    ring: 'ring-bronze-500',
  },
  Silver: {
    badge: 'bg-silver-100 text-silver-800 ring-silver-500/50',
    dot: 'bg-silver-500',
    ring: 'ring-silver-500',
  },
  Gold: { badge: 'bg-gold-100 text-gold-800 ring-gold-500/40', dot: 'bg-gold-500', ring: 'ring-gold-500' },
  Diamond: {
    badge: 'bg-diamond-100 text-diamond-800 ring-diamond-500/40',
    dot: 'bg-diamond-500',
    ring: 'ring-diamond-500',
  },
};

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  const { m } = useT();
  return (
    <span className={cn(badgeBase, tierStyles[tier].badge, className)}>
      <Gem aria-hidden="true" className="size-3" />
      {m(tier)}
    </span>
  );
}
