import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { firstFormError } from './form-alert';

interface SubmitOptions {
  /** Said when the failure carries no message of its own (see errorMessage). */
  fallback?: string;
  /** After a failed save, with the message the form now shows (e.g. to toast it as well). */
  onError?: (message: string) => void;
}

/**
 * A form's submit handler, and the one message its <FormAlert> shows: why the last save failed,
 * or else the first validation error. Each submit, valid or not, starts without the old failure.
 */
export function useFormSubmit<TValues extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<TValues, TContext, TOutput>,
  save: (values: TOutput) => Promise<void>,
  { fallback, onError }: SubmitOptions = {},
) {
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        await save(values);
      } catch (error) {
        const message = errorMessage(error, fallback);
        setServerError(message);
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
