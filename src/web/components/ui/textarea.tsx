import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { controlStateClass, LabelledControl, type LabelledProps } from './field';

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
        'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-sand-900 shadow-xs placeholder:text-sand-500',
        controlStateClass(invalid),
        className,
      )}
      {...rest}
    />
  );
}

/** A labelled textarea, the multi-line twin of <Field>. */
export function TextareaField({
  label,
  hint,
  optional,
  id,
  className,
  ...rest
}: LabelledProps & TextareaProps) {
  return (
    <LabelledControl label={label} hint={hint} optional={optional} id={id} className={className}>
      {(control) => <Textarea {...control} {...rest} />}
    </LabelledControl>
  );
}
