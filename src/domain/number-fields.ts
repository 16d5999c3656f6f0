import { z } from 'zod';

/** A whole number from `range.min` to `range.max`, refused with one message however it is wrong. */
export function wholeNumberIn(range: { min: number; max: number }, message: string) {
  return z.number().int(message).min(range.min, message).max(range.max, message);
}
