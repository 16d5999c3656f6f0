import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';
import { useT } from '../../i18n/i18n-context';

/**
 * The first message of a form's validation errors (shared schemas report one at a time).
 * Looks inside nested groups too (e.g. tierDiscounts.Gold).
 */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return findMessage(errors);
}

function findMessage(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  if ('message' in value && typeof value.message === 'string' && value.message) return value.message;
  for (const [key, nested] of Object.entries(value)) {
    if (key === 'ref') continue; // the input element itself
    const message = findMessage(nested);
    if (message) return message;
  }
  return undefined;
}

/**
 * The one place a form says what is wrong: announced as an alert, above the fields. After every
 * submit that ends in a message (`attempt` is the form's submit count) it scrolls into view, so
 * on a phone the reason shows even when the field at fault is further down the form.
 */
export function FormAlert({ message, attempt }: { message: string | null | undefined; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  const { m } = useT();
  useEffect(() => {
    if (message) box.current?.scrollIntoView({ block: 'nearest' });
  }, [message, attempt]);
  return message ? (
    <div ref={box} className="scroll-mt-4">
      <Alert tone="error">{m(message)}</Alert>
    </div>
  ) : null;
}
