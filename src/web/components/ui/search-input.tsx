import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './field';

/** A search box with a magnifier; `label` is its accessible name (the icon says the rest). */
export function SearchInput({
  label,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-sand-600"
      />
      <Input type="search" aria-label={label} className="pl-11" autoComplete="off" {...rest} />
    </div>
  );
}
