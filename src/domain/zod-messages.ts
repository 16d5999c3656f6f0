import { z } from 'zod';
import { validationMessages as m } from './validation-messages';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const TYPE_MESSAGES: Record<string, string> = {
  number: m.notANumber,
  int: m.notAWholeNumber,
  bigint: m.notAWholeNumber,
  string: m.notText,
  boolean: m.notTrueOrFalse,
  array: m.notAList,
};

const FORMAT_MESSAGES: Record<string, string> = {
  uuid: m.badId,
  guid: m.badId,
  email: m.badEmail,
  date: m.badDate,
};

/**
 * Plain English for zod's own issues ('Must be at most 120 characters', 'Must be a number',
 * 'Required'), for the server's 400s and the web's forms alike. Only used when the schema gave
 * no message of its own, so SPEC's messages stay verbatim. Undefined falls back to zod's words.
 */
export function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required;
      return TYPE_MESSAGES[issue.expected] ?? m.invalid;
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return m.atMostChars(Number(max));
      if (issue.origin === 'array' || issue.origin === 'set') return m.atMostItems(Number(max));
      return issue.inclusive === false ? m.lessThan(max) : m.atMost(max);
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) === 1 ? m.required : m.atLeastChars(Number(min));
      if (issue.origin === 'array' || issue.origin === 'set') return m.atLeastItems(Number(min));
      return issue.inclusive === false ? m.moreThan(min) : m.atLeast(min);
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? m.badFormat;
    case 'not_multiple_of':
      return m.multipleOf(issue.divisor);
    case 'invalid_value':
      return issue.values.length ? m.oneOf(issue.values) : m.invalid;
    case 'unrecognized_keys':
      return m.unknownFields(issue.keys);
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return m.invalid;
    default:
      return undefined;
  }
}

/** Installed once, by importing this module (text-fields.ts does; so does the server's app). */
z.config({ customError: plainMessage });
