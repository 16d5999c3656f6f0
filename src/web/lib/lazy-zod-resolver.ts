import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadWhileOnline } from './connection';

/**
 * A react-hook-form resolver for a shared zod schema (DESIGN 9: one schema, two users) that is
 * fetched the first time the form is checked, not before the page can show it: zod and the
 * schemas are a quarter of a form page's code. `prefetch` starts it early (when the customer
 * starts typing), so that the first check rarely waits.
 */
export function lazyZodResolver<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
) {
  type Input = z.input<TSchema>;
  type Output = z.output<TSchema>;
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () =>
    (loading ??= loadWhileOnline(
      () => Promise.all([import('@hookform/resolvers/zod'), loadSchema()]),
      'part',
    ).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, prefetch: () => void load() };
}
