import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessage } from './auth.schemas';
import { productInputSchema } from './catalogue.schemas';
import { offerSchema } from './offers.schemas';
import { text, textField } from './text-fields';
import './zod-messages';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('plain-English messages for zod checks', () => {
  it.each([
    [z.string().max(120), 'a'.repeat(121), 'Must be at most 120 characters'],
    [z.string().min(3), 'ab', 'Must be at least 3 characters'],
    [z.string().min(1), '', 'Required'],
    [z.object({ a: z.string() }), {}, 'Required'],
    [z.coerce.number().int().min(1), 'abc', 'Must be a number'],
    [z.number().int(), 1.5, 'Must be a whole number'],
    [z.number().max(50), 51, 'Must be at most 50'],
    [z.number().min(1), 0, 'Must be at least 1'],
    [z.number().positive(), 0, 'Must be more than 0'],
    [z.array(z.number()).max(2), [1, 2, 3], 'Must have at most 2 items'],
    [z.boolean(), 'yes', 'Must be true or false'],
    [z.string(), 5, 'Must be text'],
    [z.uuid(), 'abc', 'Must be a valid id'],
    [z.enum(['cod', 'upi']), 'card', 'Must be one of: cod, upi'],
    [z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unknown field: b'],
  ])('%#: %j', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("never replaces a schema's own message (SPEC's words stay verbatim)", () => {
    expect(messageOf(z.string().max(3, 'Too long for us'), 'abcd')).toBe('Too long for us');
    expect(messageOf(productInputSchema, { name: 'x'.repeat(121) })).toBe(
      'Product names can be at most 120 characters',
    );
    expect(messageOf(productInputSchema, { name: '' })).toBe('Please fill in all required fields');
    expect(messageOf(offerSchema, { title: '' })).toBe('Please enter an offer title');
  });
});

describe('text fields', () => {
  it('trim, cap and refuse NUL', () => {
    expect(textField(5).parse('  abc  ')).toBe('abc');
    expect(textField(5).parse(undefined)).toBe('');
    expect(messageOf(text(5), 'abcdef')).toBe('Must be at most 5 characters');
    expect(messageOf(text(50), 'a\u0000b')).toBe(
      'Contains an invisible control character (NUL) that is not allowed',
    );
  });

  it('an offer date must be a real calendar date', () => {
    expect(offerSchema.parse({ title: 'Onam', validUntil: '2026-08-31' }).validUntil).toBe('2026-08-31');
    expect(messageOf(offerSchema, { title: 'Onam', validUntil: '2026-02-30' })).toBe(
      'Use a date like 2026-12-31',
    );
  });
});
