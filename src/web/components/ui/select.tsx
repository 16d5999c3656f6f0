import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Label } from './field';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  ref?: React.Ref<HTMLSelectElement>;
}

/** A native select (the phone's own picker) with the house look. */
export function Select({ className, invalid = false, children, ...rest }: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'block min-h-11 w-full appearance-none rounded-xl border bg-white py-2 pr-10 pl-3.5 text-base text-sand-900 shadow-xs',
          'focus-visible:outline-3 focus-visible:outline-offset-0 disabled:bg-sand-100 disabled:text-sand-600',
          invalid
            ? 'border-red-600 focus-visible:outline-red-600/30'
            : 'border-sand-300 focus-visible:border-brand-700 focus-visible:outline-brand-600/40',
        )}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-sand-600"
      />
    </div>
  );
}

interface SelectFieldProps extends SelectProps {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled select, the pick-one twin of <Field>. */
export function SelectField({ label, hint, id, className, ...rest }: SelectFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Select id={inputId} aria-describedby={hintId} {...rest} />
      {hint && (
        <p id={hintId} className="text-sm text-sand-600">
          {hint}
        </p>
      )}
    </div>
  );
}
