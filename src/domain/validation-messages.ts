/**
 * Plain-English words for zod's own checks (see zod-messages.ts). Messages a schema sets
 * itself (SPEC's, or its own) always win over these.
 */
export const validationMessages = {
  required: 'Required',
  notANumber: 'Must be a number',
  notAWholeNumber: 'Must be a whole number',
  notText: 'Must be text',
  notTrueOrFalse: 'Must be true or false',
  notAList: 'Must be a list',
  invalid: 'This value is not valid',
  badFormat: 'This is not in the expected format',
  badId: 'Must be a valid id',
  badEmail: 'Please enter a valid email address',
  badDate: 'Must be a date like 2026-12-31',
  /** U+0000 cannot be stored (PostgreSQL refuses it in text) and no keyboard types it. */
  nulCharacter: 'Contains an invisible control character (NUL) that is not allowed',
  /** A lone UTF-16 surrogate: half of an emoji or symbol, left by text cut in the wrong place. */
  loneSurrogate: 'Contains a broken character (half of an emoji or symbol) that is not allowed',
  atMostChars: (max: number) => `Must be at most ${max} ${max === 1 ? 'character' : 'characters'}`,
  atLeastChars: (min: number) => `Must be at least ${min} ${min === 1 ? 'character' : 'characters'}`,
  atMostItems: (max: number) => `Must have at most ${max} ${max === 1 ? 'item' : 'items'}`,
  atLeastItems: (min: number) => `Must have at least ${min} ${min === 1 ? 'item' : 'items'}`,
  atMost: (max: number | bigint) => `Must be at most ${max}`,
  lessThan: (max: number | bigint) => `Must be less than ${max}`,
  atLeast: (min: number | bigint) => `Must be at least ${min}`,
  moreThan: (min: number | bigint) => `Must be more than ${min}`,
  multipleOf: (divisor: number | bigint) => `Must be a multiple of ${divisor}`,
  oneOf: (values: readonly unknown[]) => `Must be one of: ${values.map(String).join(', ')}`,
  unknownFields: (keys: readonly string[]) =>
    `Unknown ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}`,
} as const;
