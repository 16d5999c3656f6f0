import { describe, expect, it } from 'vitest';
import { narrationNames, rankKhataCandidates, type KhataAccount } from './khata-candidates';

const account = (code: string, phone: string, owedPaise: number): KhataAccount => ({
  customerId: code,
  code,
  name: `Customer ${code}`,
  phone,
  owedPaise,
});

describe('the khata customers a bank credit could settle (docs/decisions/072)', () => {
  const anita = account('B1001', '9847012345', 120_000);
  const biju = account('B1002', '9847054321', 50_000);
  const chitra = account('B1003', '9847099999', 80_000);
  const dev = account('B1004', '9847011111', 20_000);

  it('offers only those who owe at least the credit: owing exactly it first, then named, then least owed', () => {
    const ranked = rankKhataCandidates(
      { amountPaise: 50_000, narration: 'UPI/CR/612345678901/ANITA K/SBIN/9847012345@ybl/khata' },
      [anita, biju, chitra, dev],
    );
    expect(ranked.map((a) => a.code)).toEqual(['B1002', 'B1001', 'B1003']);
  });

  it('puts the named one first among several owing exactly the credit, and orders the rest by what they owe', () => {
    const twin = account('B1005', '9847022222', 50_000);
    const ranked = rankKhataCandidates({ amountPaise: 50_000, narration: 'NEFT-KHATA B1005' }, [
      anita,
      biju,
      chitra,
      twin,
    ]);
    expect(ranked.map((a) => a.code)).toEqual(['B1005', 'B1002', 'B1003', 'B1001']);
  });

  it('reads a phone as a whole run of digits and a code as a whole word', () => {
    expect(narrationNames('UPI-ANITA-9847012345@OKSBI-612345678901', anita)).toBe(true);
    expect(narrationNames('UPI-ANITA-98470123456-612345678901', anita)).toBe(false);
    expect(narrationNames('IMPS/b1001/settle', anita)).toBe(true);
    expect(narrationNames('IMPS/B10012/settle', anita)).toBe(false);
  });

  it('offers no more than five', () => {
    const many = Array.from({ length: 8 }, (_, i) => account(`C10${i}0`, `98470000${i}0`, 60_000 + i));
    expect(rankKhataCandidates({ amountPaise: 10_000, narration: '' }, many)).toHaveLength(5);
  });
});
