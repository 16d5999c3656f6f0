import { statementMappingSchema, type StatementMapping } from '../../../domain/statements.schemas';
import type { Queryable } from '../../db/client';
import { normaliseHeader } from './statement-layouts';

/** A header row as the key its mapping is remembered by: its cells compared as layouts compare them. */
const headerKey = (header: readonly string[]) => header.map(normaliseHeader).join('\u001f');

/** The columns the owner named for other banks, newest first: an upload tries them after the built-in layouts. */
export async function rememberedMappings(tx: Queryable): Promise<StatementMapping[]> {
  const rows = await tx.query<{ mapping: unknown }>(
    'select mapping from statement_mappings order by saved_at desc limit 50',
  );
  return rows.flatMap((row) => {
    const parsed = statementMappingSchema.safeParse(row.mapping);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Remembers the owner's columns for files with this header row (the owner names them once per bank). */
export async function rememberMapping(
  tx: Queryable,
  header: readonly string[],
  mapping: StatementMapping,
  adminId: string,
): Promise<void> {
  await tx.query(
    `insert into statement_mappings (header, mapping, saved_by) values ($1, $2, $3)
     on conflict (header) do update set mapping = excluded.mapping, saved_by = excluded.saved_by, saved_at = now()`,
    [headerKey(header), JSON.stringify(mapping), adminId],
  );
}
