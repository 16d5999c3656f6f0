import { z } from 'zod';
import { validationMessages } from './validation-messages';
import './zod-messages';

/** U+0000: PostgreSQL cannot store it in text, so every text input refuses it up front. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/** A string without NUL: where every text field starts. */
function noNulString() {
  return z
    .string()
    .refine((value) => !hasNulCharacter(value), { error: validationMessages.nulCharacter, abort: true });
}

/**
 * A trimmed text of at most `max` characters, without NUL. `max` is the database's limit where it
 * has one (a check constraint), so a value the form accepts is always one the database stores.
 */
export function text(max: number, tooLong?: string) {
  return noNulString()
    .trim()
    .max(max, tooLong ? { error: tooLong } : undefined);
}

/** An optional text field of a form: missing means '' (the schema's own checks then say what is required). */
export function textField(max: number, tooLong?: string) {
  return text(max, tooLong).optional().default('');
}

/** A password-like field: never trimmed, and checked by the caller for its own limits. */
export function secretField(max: number) {
  return noNulString().max(max).optional().default('');
}

/** UTF-8 length, for limits in bytes (bcrypt reads at most 72 bytes of a password). */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}
