import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../lib/cn';

type AlertTone = 'error' | 'info' | 'success';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: CircleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', Icon: Info },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: CircleCheck },
};

/**
 * A message box. Errors use role="alert" so they are announced the moment they
 * appear; other tones are polite status messages.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button beside the message (Try Again). */
  action?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex flex-wrap gap-3 rounded-xl border p-3.5 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="-my-1 shrink-0 self-center">{action}</div>}
    </div>
  );
}
