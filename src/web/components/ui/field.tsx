import { useId, type InputHTMLAttributes, type LabelHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/i18n-context';

export function Label({ className, htmlFor, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label htmlFor={htmlFor} className={cn('block text-sm font-semibold text-sand-800', className)} {...rest}>
      {children}
    </label>
  );
}

/** Focus ring, disabled look and border shared by inputs, textareas and selects; red when invalid. */
export function controlStateClass(invalid: boolean): string {
  return cn(
    'focus-visible:outline-3 focus-visible:outline-offset-0 disabled:bg-sand-100 disabled:text-sand-600',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600/30'
      : 'border-sand-300 focus-visible:border-brand-700 focus-visible:outline-brand-600/40',
  );
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
        'block min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-sand-900 shadow-xs placeholder:text-sand-500',
        controlStateClass(invalid),
        className,
      )}
      {...rest}
    />
  );
}

/** What every labelled control (<Field>, <TextareaField>, <SelectField>) takes besides its own props. */
export interface LabelledProps {
  label: ReactNode;
  /** Shown under the control and linked to it with aria-describedby. */
  hint?: ReactNode;
  optional?: boolean;
  id?: string;
  className?: string;
}

/** The label above and the hint below a control, wired to it by id and aria-describedby. */
export function LabelledControl({
  label,
  hint,
  optional = false,
  id,
  className,
  children,
}: LabelledProps & {
  children: (control: { id: string; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const { t } = useT();
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <span className="ml-1 font-normal text-sand-600">({t('common.optional')})</span>}
      </Label>
      {children({ id: controlId, 'aria-describedby': hintId })}
      {hint && (
        <p id={hintId} className="text-sm text-sand-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input: the one way forms in this app ask for a value. */
export function Field({ label, hint, optional, id, className, ...rest }: LabelledProps & InputProps) {
  return (
    <LabelledControl label={label} hint={hint} optional={optional} id={id} className={className}>
      {(control) => <Input {...control} {...rest} />}
    </LabelledControl>
  );
}
