import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './field';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: React.Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, invalid = false, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-sand-900 shadow-xs',
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

interface TextareaFieldProps extends TextareaProps {
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
}

/** A labelled textarea, the multi-line twin of <Field>. */
export function TextareaField({ label, hint, optional = false, id, className, ...rest }: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={inputId}>
        {label}
        {optional && <span className="ml-1 font-normal text-sand-600">(optional)</span>}
      </Label>
      <Textarea id={inputId} aria-describedby={hintId} {...rest} />
      {hint && (
        <p id={hintId} className="text-sm text-sand-600">
          {hint}
        </p>
      )}
    </div>
  );
}
