import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { controlStateClass, LabelledControl, type LabelledProps } from './field';

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
          controlStateClass(invalid),
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

/** A labelled select, the pick-one twin of <Field>. */
export function SelectField({
  label,
  hint,
  id,
  className,
  ...rest
}: Omit<LabelledProps, 'optional'> & SelectProps) {
  return (
    <LabelledControl label={label} hint={hint} id={id} className={className}>
      {(control) => <Select {...control} {...rest} />}
    </LabelledControl>
  );
}
