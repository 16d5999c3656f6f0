import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(DIR, 'README.md'), 'utf8');

/** A record's `Status:` and `Date:` from its first lines (after the title). */
function head(name: string) {
  const top = readFileSync(join(DIR, name), 'utf8').split('\n').slice(0, 8).join('\n');
  return {
    status: /^Status: (.+?)(?:\s*[.·]\s*Date:|$)/m.exec(top)?.[1],
    date: /Date: (\d{4}-\d{2}-\d{2})/.exec(top)?.[1],
  };
}

/** The index's row for a record: `| [NNN](file) | title | status | date |`. */
function row(name: string) {
  const line = index.split('\n').find((text) => text.includes(`](${name})`));
  const cells = line?.split('|').map((cell) => cell.trim());
  return cells && { status: cells[3], date: cells[4] };
}

describe('the decision records', () => {
  it.each(records)('%s has a status and a date, and the index lists it as it stands', (name) => {
    const { status, date } = head(name);
    expect(status, 'a "Status:" line under the title').toBeDefined();
    expect(date, 'a "Date: YYYY-MM-DD" under the title').toBeDefined();
    const listed = row(name);
    expect(listed, `docs/decisions/README.md lists ${name}`).toBeDefined();
    expect(listed!.date).toBe(date);
    const kind = /\bsuperseded\b/i.test(status!)
      ? /partly|in part|parts? of/i.test(status!)
        ? 'Partly superseded'
        : 'Superseded'
      : /\bamended\b/i.test(status!)
        ? 'Amended'
        : 'Accepted';
    expect(listed!.status).toBe(kind);
  });

  it('the index links only records that exist, each once', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual([...records].sort());
  });
});
