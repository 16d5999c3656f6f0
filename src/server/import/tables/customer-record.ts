import { isRootCode, isWellFormedCode, normaliseCode } from '../../../domain/customer-code';
import { isValidPhone, normalisePhone } from '../../../domain/phone';
import { TIERS, type Tier } from '../../../domain/tiers';
import { isBcryptHash } from '../bcrypt-hash';
import type { TableReport } from '../import-report';
import { bool, integer, json, rupeesToPaise, text, timestamp, type LegacyRow } from '../read-export';
import { valueOr } from '../row-values';

/** One customer of the export, checked and converted; what could not be used is already reported. */
export interface CustomerRecord {
  legacyId: string;
  name: string;
  phone: string;
  address: string;
  /** The export's code, normalised; null when it is not a usable code (a new one is given). */
  code: string | null;
  parentCode: string | null;
  passwordHash: string | null;
  status: 'pending' | 'active';
  tier: Tier;
  totalSpentPaise: number;
  monthlySpend: [month: string, paise: number][];
  points: number;
  carriedPaise: number;
  joinedAt: Date;
  createdAt: Date;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const INT32 = 2 ** 31 - 1;
const NAME_MAX = 120;

/** A customer row as the import reads it, or null when it cannot be imported (reported). */
export function readCustomer(row: LegacyRow, legacyId: string, report: TableReport): CustomerRecord | null {
  const rawCode = valueOr(report, `id ${legacyId}`, 'code', () => text(row, 'code'), null);
  const who = `${rawCode ?? '(no code)'} (id ${legacyId})`;
  const read = <T>(field: string, reader: () => T, fallback: T) =>
    valueOr(report, who, field, reader, fallback);

  const rawPhone = read('phone', () => text(row, 'phone'), null);
  const phone = rawPhone === null ? null : normalisePhone(rawPhone);
  if (phone === null || !isValidPhone(phone)) {
    report.problem('no valid phone: not imported', `${who}: ${rawPhone ?? 'no phone'}`);
    return null;
  }

  const code = rawCode === null ? null : normaliseCode(rawCode);
  const usableCode = code !== null && isWellFormedCode(code) && !isRootCode(code) ? code : null;
  if (usableCode === null) report.problem('code missing or malformed: given a new code', who);

  let name = read('name', () => text(row, 'name'), null) ?? '';
  if (name === '') {
    name = `Customer ${usableCode ?? phone}`;
    report.problem('no name: named after their code', who);
  } else if (name.length > NAME_MAX) {
    name = name.slice(0, NAME_MAX);
    report.problem(`name longer than ${NAME_MAX} characters: shortened`, who);
  }

  const parentText = read('parentCode', () => text(row, 'parentCode'), null);
  const parentCode = parentText === null || isRootCode(parentText) ? null : normaliseCode(parentText);

  const hashText = read('passwordHash', () => text(row, 'passwordHash'), null);
  const passwordHash = hashText !== null && isBcryptHash(hashText) ? hashText : null;
  if (hashText !== null && passwordHash === null)
    report.problem('password hash is not bcrypt: imported as Reserved (no password)', who);
  if (passwordHash !== null && read('isReserved', () => bool(row.isReserved), null))
    report.problem('marked reserved but has a password: imported as able to sign in', who);

  const pending = read('isPending', () => bool(row.isPending) ?? false, false);
  const tierText = read('tier', () => text(row, 'tier'), null);
  const tier = TIERS.find((t) => t.toLowerCase() === tierText?.toLowerCase());
  if (tierText !== null && !tier) report.problem('unknown tier: imported as Bronze', `${who}: ${tierText}`);

  const totalSpentPaise = read('totalSpent', () => rupeesToPaise(row.totalSpent) ?? 0, 0);
  const points = read('points', () => integer(row.points) ?? 0, 0);
  const carriedPaise = read('accumulatedPointMoney', () => rupeesToPaise(row.accumulatedPointMoney) ?? 0, 0);
  if (totalSpentPaise < 0 || Math.abs(points) > INT32 || Math.abs(carriedPaise) > INT32) {
    report.problem('amounts out of range: not imported', who);
    return null;
  }
  const joinedAt = read('joinedDate', () => timestamp(row.joinedDate), null);
  const createdAt = read('created_at', () => timestamp(row.created_at), null);
  const now = new Date();

  return {
    legacyId,
    name,
    phone,
    address: read('address', () => text(row, 'address'), null) ?? '',
    code: usableCode,
    parentCode,
    passwordHash,
    status: pending ? 'pending' : 'active',
    tier: tier ?? 'Bronze',
    totalSpentPaise,
    monthlySpend: monthlySpend(
      read('monthlySpent', () => json(row.monthlySpent), null),
      who,
      report,
    ),
    points,
    carriedPaise,
    joinedAt: joinedAt ?? createdAt ?? now,
    createdAt: createdAt ?? joinedAt ?? now,
  };
}

function monthlySpend(value: unknown, who: string, report: TableReport): [string, number][] {
  if (value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    report.problem('monthlySpent is not an object of months: left empty', who);
    return [];
  }
  const months: [string, number][] = [];
  for (const [month, rupees] of Object.entries(value)) {
    let paise: number | null = null;
    try {
      paise = rupeesToPaise(rupees);
    } catch {
      // reported below with the month
    }
    if (!MONTH.test(month) || paise === null || paise < 0) {
      report.problem('monthlySpent month not usable: left out', `${who}: ${month} ${String(rupees)}`);
    } else if (paise > 0) months.push([month, paise]);
  }
  return months;
}
