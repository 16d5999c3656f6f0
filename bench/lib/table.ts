/** The bench's one table: what was measured, the result, the target (if any) and whether it was met. */
export interface Row {
  measure: string;
  result: string;
  target?: string;
  met?: boolean;
  note?: string;
}

const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
  const verdict = row.met === undefined ? '' : row.met ? ' ✔' : ' ✖';
  console.log(`  ${row.measure}: ${row.result}${row.target ? ` (target ${row.target})` : ''}${verdict}`);
}

export function printTable(): void {
  console.log('\n| measure | result | target | met | note |\n| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const met = row.met === undefined ? '' : row.met ? 'yes' : '**no**';
    console.log(`| ${row.measure} | ${row.result} | ${row.target ?? ''} | ${met} | ${row.note ?? ''} |`);
  }
}

export const failedTargets = () => rows.filter((row) => row.met === false);
