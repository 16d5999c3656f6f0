import { LEGACY_TABLES, type LegacyTable } from './legacy-tables';

const EXAMPLES_KEPT = 5;

export interface ProblemCount {
  count: number;
  /** The first few, as the owner can find them in the export (an id, a phone, a code). */
  examples: string[];
}

/** What happened to one table: rows read, imported (or, in a dry run, that would be), already there. */
export class TableReport {
  read = 0;
  imported = 0;
  alreadyImported = 0;
  readonly problems = new Map<string, ProblemCount>();

  problem(kind: string, example: string): void {
    const entry = this.problems.get(kind) ?? { count: 0, examples: [] };
    entry.count++;
    if (entry.examples.length < EXAMPLES_KEPT) entry.examples.push(example);
    this.problems.set(kind, entry);
  }
}

/** The import's report: per table counts and problems, and what stopped the run, if anything did. */
export class ImportReport {
  readonly tables = new Map<LegacyTable, TableReport>();
  /** Problems of the folder itself (files that are no table, a table in two files). */
  readonly notes: string[] = [];
  /** Why nothing was imported (a broken file, an ambiguous folder), when that happened. */
  refused: string | undefined;

  constructor(readonly applied: boolean) {}

  table(table: LegacyTable): TableReport {
    let report = this.tables.get(table);
    if (!report) this.tables.set(table, (report = new TableReport()));
    return report;
  }

  problem(table: LegacyTable, kind: string, example: string): void {
    this.table(table).problem(kind, example);
  }

  /** Rows imported (or that a dry run would import), all tables. */
  get imported(): number {
    return [...this.tables.values()].reduce((sum, table) => sum + table.imported, 0);
  }

  /**
   * Whether the run failed as a whole: it was refused, or rows were read and not one of them was
   * imported nor already there. A second --apply that finds everything imported succeeds.
   */
  get nothingImported(): boolean {
    if (this.refused !== undefined) return true;
    const tables = [...this.tables.values()];
    return tables.every((table) => table.imported === 0 && table.alreadyImported === 0);
  }

  format(): string {
    const lines: string[] = [];
    const verb = this.applied ? 'imported' : 'to import';
    lines.push(this.applied ? 'Import (applied)' : 'Import (dry run: nothing was changed)', '');
    for (const note of this.notes) lines.push(`Note: ${note}`);
    if (this.notes.length) lines.push('');
    for (const name of LEGACY_TABLES) {
      const table = this.tables.get(name);
      if (!table) continue;
      lines.push(
        `${name}: ${table.read} read, ${table.imported} ${verb}, ${table.alreadyImported} already imported`,
      );
      for (const [kind, { count, examples }] of table.problems) {
        lines.push(`  ${kind}: ${count}`);
        for (const example of examples) lines.push(`    - ${example}`);
        if (count > examples.length) lines.push(`    ... and ${count - examples.length} more`);
      }
    }
    if (this.tables.size === 0 && this.refused === undefined) lines.push('No table files were found.');
    if (this.refused !== undefined) {
      lines.push('', `Nothing was imported: ${this.refused}`, 'The database was left as it was.');
    } else if (!this.applied) {
      lines.push('', 'This was a dry run. Run again with --apply to import.');
    }
    return lines.join('\n');
  }
}
