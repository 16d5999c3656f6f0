import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

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

/** The one place a form says what is wrong: announced as an alert, above the fields. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
