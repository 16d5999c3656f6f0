import { BadValue } from '../legacy-fields';

/** The kind of BadValue a conversion throws (what the report counts the skipped row under). */
export function badKind(convert: () => unknown): string {
  try {
    convert();
  } catch (error) {
    if (error instanceof BadValue) return error.kind;
    throw error;
  }
  return 'no problem';
}
