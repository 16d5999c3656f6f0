import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

/** The first message of a form's validation errors (shared schemas report one at a time). */
export function firstFormError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    if (
      error &&
      typeof error === 'object' &&
      'message' in error &&
      typeof error.message === 'string' &&
      error.message
    ) {
      return error.message;
    }
  }
  return undefined;
}

/** The one place a form says what is wrong: announced as an alert, above the fields. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
