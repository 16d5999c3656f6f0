import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/** One number worth knowing, with its label and a line of context. */
export function StatCard({
  label,
  value,
  detail,
  Icon,
  className,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  Icon: LucideIcon;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-3 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm', className)}>
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-sand-700">{label}</p>
        <p className="text-xl font-bold text-sand-900 tabular-nums">{value}</p>
        {detail && <p className="text-sm text-sand-700">{detail}</p>}
      </div>
    </div>
  );
}
