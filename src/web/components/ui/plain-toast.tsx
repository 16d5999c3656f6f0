import { useEffect, useSyncExternalStore } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { plainToast, type Kind } from '../../lib/notify';
import { BELOW_THE_HEADER } from './toast-position';

/** As long as sonner keeps a toast (toaster.tsx). */
const SHOWN_MS = 4_000;

const looks: Record<Kind, { icon: typeof Info; className: string }> = {
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  success: { icon: CircleCheck, className: 'border-brand-200 bg-brand-50 text-brand-900' },
  info: { icon: Info, className: 'border-sand-200 bg-white text-sand-900' },
};

/**
 * The toast lib/notify could not hand to sonner, because sonner's code had not been fetched
 * before the connection went (it loads with the first toast or tap, to keep it off the first
 * page load). It looks and behaves as sonner's toast: top centre below the header, announced
 * politely, gone after four seconds or on Close. Its live region is on the page from the start,
 * so screen readers hear what appears in it.
 */
export function PlainToast() {
  const toast = useSyncExternalStore(plainToast.subscribe, plainToast.current, () => null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => plainToast.dismiss(toast.id), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const look = toast ? looks[toast.kind] : null;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ top: BELOW_THE_HEADER }}
      className="pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4"
    >
      {toast && look && (
        <div
          data-plain-toast={toast.kind}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-2.5 rounded-lg border py-3 pr-2 pl-4 text-sm shadow-lg',
            look.className,
          )}
        >
          <look.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1 py-0.5">
            <p className="font-medium">{toast.message}</p>
            {toast.description && <p className="mt-0.5">{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label="Close"
            onClick={() => plainToast.dismiss(toast.id)}
            className="-my-1.5 grid size-8 shrink-0 place-items-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
