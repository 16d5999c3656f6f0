import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashPassword } from '../../auth/password';
import type { LegacyRow } from '../legacy-row';
import type { LegacyTable } from '../legacy-tables';

export type Flavour = 'csv' | 'json';
export type LegacyExport = Partial<Record<LegacyTable, LegacyRow[]>>;

/**
 * Writes an export folder as the old service's dashboard does: per table `<table>.csv` (header row,
 * `"`-quoted where needed, empty cell = null, JSON columns as JSON text, true/false, CRLF) or
 * `<table>.json` (one array of row objects).
 */
export async function writeLegacyExport(dir: string, tables: LegacyExport, flavour: Flavour): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [table, rows] of Object.entries(tables)) {
    const text = flavour === 'json' ? JSON.stringify(rows, null, 1) : toCsv(rows);
    await writeFile(join(dir, `${table}.${flavour}`), text);
  }
}

function toCsv(rows: LegacyRow[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return text === '' || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((name) => cell(row[name])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** The passwords of the messy export's accounts, as their owners type them. */
export const OLD_PASSWORDS = {
  admin: 'old-boss-password',
  anil: 'anil-old-password',
  lakshmi: 'lakshmi-old-password',
} as const;

/** A bcrypt hash as the old app stored it; `$2a$` is what older bcrypt libraries wrote. */
async function oldHash(password: string, prefix: '$2a$' | '$2b$'): Promise<string> {
  return prefix + (await hashPassword(password)).slice(4);
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * admin_users and customers with every messy case LEGACY-EXPORT.md describes for them: phones in
 * every form (and one person twice, with two forms of one phone), a parent code that names nobody,
 * a loop of parent codes, a missing password hash, points with no history behind them, a fraction
 * of a paisa, a phone that is no phone, names and addresses that need CSV quoting.
 */
export async function messyPeopleExport(): Promise<LegacyExport> {
  const customer = (n: number, fields: LegacyRow): LegacyRow => ({
    id: id(n),
    name: `Customer ${n}`,
    phone: null,
    address: '',
    code: `A${100 + n}`,
    parentCode: null,
    points: 0,
    tier: 'Bronze',
    joinedDate: '2023-06-01T10:00:00',
    isReserved: false,
    isPending: false,
    totalSpent: 0,
    monthlySpent: {},
    accumulatedPointMoney: 0,
    passwordHash: null,
    created_at: '2023-06-01T10:00:00+05:30',
    ...fields,
  });
  return {
    admin_users: [
      {
        id: id(900),
        username: 'OldBoss',
        name: 'Old Boss',
        password_hash: await oldHash(OLD_PASSWORDS.admin, '$2a$'),
      },
      { id: id(901), username: 'x', name: 'Too short', password_hash: await oldHash('whatever-1', '$2b$') },
    ],
    customers: [
      customer(1, {
        name: 'Anil "Kuttan" Nair, Thrissur',
        phone: '9847012345',
        address: 'House 4\nMG Road',
        points: 120,
        tier: 'Gold',
        totalSpent: '4567.50',
        monthlySpent: { '2024-01': 1200.5, '2024-02': '300' },
        accumulatedPointMoney: '3.5',
        passwordHash: await oldHash(OLD_PASSWORDS.anil, '$2b$'),
      }),
      customer(2, {
        name: 'ലക്ഷ്മി',
        phone: '+91 98470 12346',
        parentCode: 'A101',
        points: 7,
        passwordHash: await oldHash(OLD_PASSWORDS.lakshmi, '$2a$'),
      }),
      customer(3, { phone: '098470-12347', parentCode: 'A102', passwordHash: null, isReserved: true }),
      // Anil again, with another form of his phone: a conflict, not a crash.
      customer(4, { name: 'Anil Nair', phone: '+91 98470 12345', parentCode: 'A101' }),
      // A parent that no longer exists.
      customer(5, { phone: '9847012349', parentCode: 'A999', isPending: true }),
      // A loop: A106 → A107 → A106, and A108 below it.
      customer(6, { phone: '9847012350', parentCode: 'A107', points: 40 }),
      customer(7, { phone: '9847012351', parentCode: 'A106' }),
      customer(8, { phone: '9847012352', parentCode: 'a106' }),
      // A fraction of a paisa, and a phone that is no phone.
      customer(9, { phone: '9847012353', parentCode: 'A100', accumulatedPointMoney: '1.555', points: 3 }),
      customer(10, { phone: '12345' }),
    ],
  };
}
