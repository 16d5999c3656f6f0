import { LoaderCircle } from 'lucide-react';
import { routeMessages } from '../../../domain/messages-core';
import { cn } from '../../lib/cn';

export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' };
  return (
    <LoaderCircle aria-hidden="true" className={cn('animate-spin text-current', sizes[size], className)} />
  );
}

/** A centred spinner with a visible, announced label ('Loading...' unless told otherwise). */
export function LoadingState({
  label = routeMessages.loading,
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-sand-700',
        fullScreen ? 'min-h-dvh' : 'min-h-[40vh] py-16',
      )}
    >
      <Spinner size="lg" className="text-brand-700" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
