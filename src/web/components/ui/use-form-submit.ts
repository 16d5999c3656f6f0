import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage, isServerFailure, isUnanswered } from '../../lib/api';
import { firstFormError } from './form-alert';

interface SubmitOptions {
  /** Said when the failure carries no message of its own (see errorMessage). */
  fallback?: string;
  /** Said instead when the shop never answered (a dropped connection), where SPEC has words for it. */
  unanswered?: string;
  /** Said instead when the shop failed on its side (5xx), where SPEC has words for it. */
  serverFailed?: string;
  /** After a failed save, with the message the form now shows (e.g. to toast it as well). */
  onError?: (message: string) => void;
  /** The input that shows a server field error, where its name differs from the request's. */
  fieldOf?: Record<string, string>;
}

/**
 * The inputs the server named in its refusal (`fields`, e.g. a parent code that does not exist)
 * turn red, and the first takes the focus; the form's alert says why. The next submit clears them.
 */
function markServerFields<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  error: unknown,
  fieldOf: Record<string, string>,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  Object.entries(error.fields).forEach(([field, message], index) => {
    const name = (fieldOf[field] ?? field) as FieldPath<TValues>;
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

/**
 * A form's submit handler, and the one message its <FormAlert> shows: why the last save failed,
 * or else the first validation error. Each submit, valid or not, starts without the old failure.
 */
export function useFormSubmit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  save: (values: TOutput) => Promise<void>,
  { fallback, unanswered, serverFailed, onError, fieldOf = {} }: SubmitOptions = {},
) {
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await save(values);
      } catch (error) {
        const message =
          (isUnanswered(error) && unanswered) ||
          (isServerFailure(error) && serverFailed) ||
          errorMessage(error, fallback);
        setServerError(message);
        markServerFields(form, error, fieldOf);
        onError?.(message);
      }
    },
    () => setServerError(null),
  );

  return {
    onSubmit,
    /** Props for the form's <FormAlert>: the message, and which submit it answers. */
    formAlert: {
      message: serverError ?? firstFormError(form.formState.errors),
      attempt: form.formState.submitCount,
    },
    clearServerError: () => setServerError(null),
  };
}
