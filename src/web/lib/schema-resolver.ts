import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaResolverOptions<TValues, TInput> {
  /** The form's values as the schema takes them (e.g. rupees typed as text, to paise). */
  toInput?: (values: TValues) => TInput;
  /** The input that shows an error, where its name differs from the schema's ("mrpPaise" → "mrp"). */
  fieldOf?: Record<string, string>;
  /** The form's own words for an issue, where the schema's differ. */
  message?: (issue: z.core.$ZodIssue) => string;
}

/** `{ a: { b: error } }` for the path ["a", "b"]: where react-hook-form looks for a nested field's error. */
function errorAt(path: string[], error: { type: string; message: string }): Record<string, unknown> {
  const [head = 'root', ...rest] = path;
  return { [head]: rest.length === 0 ? error : errorAt(rest, error) };
}

/**
 * A react-hook-form resolver from a shared zod schema (DESIGN 9: one schema for the form and the
 * request) that reports one error at a time: the schema's first failing rule, in SPEC's order,
 * on the input that shows it. Valid values go to the save as the schema's input (the server
 * parses them again).
 */
export function schemaResolver<TValues extends FieldValues, TInput>(
  schema: z.ZodType<unknown, TInput>,
  { toInput, fieldOf = {}, message }: SchemaResolverOptions<TValues, TInput> = {},
): Resolver<TValues, unknown, TInput> {
  return (values) => {
    const input = toInput ? toInput(values) : (values as unknown as TInput);
    const result = schema.safeParse(input);
    if (result.success) return { values: input, errors: {} };
    const issue = result.error.issues[0]!;
    const [head = 'root', ...rest] = issue.path.map(String);
    const error = { type: 'validate', message: message?.(issue) ?? issue.message };
    return { values: {}, errors: errorAt([fieldOf[head] ?? head, ...rest], error) as FieldErrors<TValues> };
  };
}
