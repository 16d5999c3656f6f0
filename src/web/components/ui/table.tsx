import {
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

/** Whether the box's content is wider than the box (it scrolls sideways), as its size changes. */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, scrolls };
}

/**
 * A data table that scrolls sideways inside its own box (never the whole page); while it does,
 * the box takes keyboard focus so the arrow keys scroll it (WCAG 2.1.1), named after the table.
 * Give it an accessible name with aria-label or a <caption>.
 */
export function Table({
  className,
  containerClassName,
  ...rest
}: HTMLAttributes<HTMLTableElement> & { containerClassName?: string }) {
  const { box, scrolls } = useScrollsSideways();
  const label = rest['aria-label'];
  return (
    <div
      ref={box}
      {...(scrolls && { tabIndex: 0, ...(label && { role: 'region', 'aria-label': label }) })}
      className={cn(
        // relative: a hidden header's sr-only text stays inside the scrolling box, not beyond the page's edge.
        'relative w-full overflow-x-auto rounded-2xl border border-sand-200 bg-white shadow-sm',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        containerClassName,
      )}
    >
      <table className={cn('w-full border-collapse text-left text-sm', className)} {...rest} />
    </div>
  );
}

export function TableHead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <thead className={cn('bg-sand-50 text-xs tracking-wide text-sand-700 uppercase', className)} {...rest} />
  );
}

export function TableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('divide-y divide-sand-200', className)} {...rest} />;
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('align-middle hover:bg-sand-50/60', className)} {...rest} />;
}

export function TableHeaderCell({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn('border-b border-sand-200 px-3 py-3 font-semibold first:pl-4 last:pr-4', className)}
      {...rest}
    />
  );
}

export function TableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-3 py-3 text-sand-900 first:pl-4 last:pr-4', className)} {...rest} />;
}
