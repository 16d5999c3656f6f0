import { describe, expect, it } from 'vitest';
import { migrationChecksum } from './migrate';

describe('migrationChecksum', () => {
  const sql = 'create table a (id int);\n-- note\ncreate index on a (id);\n';

  it('is the same for a Windows checkout (CRLF, a byte-order mark) of the same file', () => {
    expect(migrationChecksum(sql.replaceAll('\n', '\r\n'))).toBe(migrationChecksum(sql));
    expect(migrationChecksum(`\uFEFF${sql}`)).toBe(migrationChecksum(sql));
  });

  it('changes with any other change, even one of whitespace', () => {
    expect(migrationChecksum(sql.replace('(id int)', '(id  int)'))).not.toBe(migrationChecksum(sql));
    expect(migrationChecksum(`${sql}\n`)).not.toBe(migrationChecksum(sql));
  });
});
