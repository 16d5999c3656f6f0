import { useId, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block text-sm font-semibold text-sand-800', className)} {...rest} />;
}

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

export function Input({ className, invalid = false, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-sand-900 shadow-xs',
        'placeholder:text-sand-500 focus-visible:outline-3 focus-visible:outline-offset-0',
        'disabled:bg-sand-100 disabled:text-sand-600',
        invalid
          ? 'border-red-600 focus-visible:outline-red-600/30'
          : 'border-sand-300 focus-visible:border-brand-700 focus-visible:outline-brand-600/40',
        className,
      )}
      {...rest}
    />
  );
}

interface FieldProps extends InputProps {
  label: ReactNode;
  /** Shown under the input and linked to it with aria-describedby. */
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled input: the one way forms in this app ask for a value. */
export function Field({ label, hint, optional = false, id, className, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>
        {label}
        {optional && <span className="ml-1 font-normal text-sand-600">(optional)</span>}
      </Label>
      <Input id={inputId} aria-describedby={hintId} {...rest} />
      {hint && (
        <p id={hintId} className="text-sm text-sand-600">
          {hint}
        </p>
      )}
    </div>
  );
}
