import { z } from 'zod';
import { validationMessages } from './validation-messages';
import './zod-messages';

/** U+0000: PostgreSQL cannot store it in text, so every text input refuses it up front. */
export const hasNulCharacter = (value: string) => value.includes('\u0000');

/**
 * Half of a UTF-16 surrogate pair on its own (what cutting an emoji in two leaves): not Unicode
 * at all. PostgreSQL's JSON refuses it and a text column would silently keep U+FFFD instead.
 * With the u flag a whole pair reads as one code point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** Why this text cannot be stored as it is, or null when it can: the one rule for forms and the API. */
export function unstorableTextMessage(value: string): string | null {
  if (hasNulCharacter(value)) return validationMessages.nulCharacter;
  if (hasLoneSurrogate(value)) return validationMessages.loneSurrogate;
  return null;
}

/** A string the database can store (no NUL, no lone surrogate): where every text field starts. */
function storableString() {
  return z.string().refine((value) => unstorableTextMessage(value) === null, {
    error: (issue) => unstorableTextMessage(issue.input as string),
    abort: true,
  });
}

/**
 * A trimmed text of at most `max` characters that the database can store. `max` is the database's limit where it
 * has one (a check constraint), so a value the form accepts is always one the database stores.
 */
export function text(max: number, tooLong?: string) {
  return storableString()
    .trim()
    .max(max, tooLong ? { error: tooLong } : undefined);
}

/** An optional text field of a form: missing means '' (the schema's own checks then say what is required). */
export function textField(max: number, tooLong?: string) {
  return text(max, tooLong).optional().default('');
}

/** A password-like field: never trimmed, and checked by the caller for its own limits. */
export function secretField(max: number) {
  return storableString().max(max).optional().default('');
}

/** UTF-8 length, for limits in bytes (bcrypt reads at most 72 bytes of a password). */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}
