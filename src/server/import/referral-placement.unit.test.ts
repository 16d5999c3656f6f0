import { describe, expect, it } from 'vitest';
import { planTree } from './referral-placement';

describe('placing imported customers in the referral tree', () => {
  it('puts parents before children, finds missing parents and existing ones', () => {
    // 0: A101 under A103; 1: A102 under root; 2: A103 under A102; 3: A104 under A999 (gone); 4: under B200 (in the shop)
    const codes = new Map([
      ['A101', 0],
      ['A102', 1],
      ['A103', 2],
      ['A104', 3],
      ['A105', 4],
    ]);
    const plan = planTree(['A103', null, 'A102', 'A999', 'B200'], codes, new Map([['B200', 'id-b200']]));
    expect(plan.placements).toEqual([
      { under: 'imported', index: 2 },
      { under: 'root' },
      { under: 'imported', index: 1 },
      { under: 'root' },
      { under: 'existing', id: 'id-b200' },
    ]);
    expect(plan.missingParent).toEqual([3]);
    expect(plan.loops).toEqual([]);
    const position = (i: number) => plan.order.indexOf(i);
    expect(position(1)).toBeLessThan(position(2));
    expect(position(2)).toBeLessThan(position(0));
    expect([...plan.order].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('breaks each loop at its first member, which goes under A100; a self-parent is a loop of one', () => {
    // 0 → 1 → 2 → 0 is a loop; 3 hangs below 2; 4 is its own parent
    const codes = new Map([
      ['A1', 0],
      ['A2', 1],
      ['A3', 2],
      ['A4', 3],
      ['A5', 4],
    ]);
    const plan = planTree(['A2', 'A3', 'A1', 'A3', 'A5'], codes, new Map());
    expect(plan.loops).toEqual([[0, 1, 2], [4]]);
    expect(plan.placements[0]).toEqual({ under: 'root' });
    expect(plan.placements[1]).toEqual({ under: 'imported', index: 2 });
    expect(plan.placements[4]).toEqual({ under: 'root' });
    const position = (i: number) => plan.order.indexOf(i);
    expect(position(0)).toBeLessThan(position(2));
    expect(position(2)).toBeLessThan(position(1));
    expect(position(2)).toBeLessThan(position(3));
  });

  it('handles a chain of 200k in linear time without recursion', () => {
    const n = 200_000;
    const codes = new Map(Array.from({ length: n }, (_, i) => [`C${i}`, i] as const));
    const parents = Array.from({ length: n }, (_, i) => (i === n - 1 ? null : `C${i + 1}`));
    const plan = planTree(parents, codes, new Map());
    expect(plan.order[0]).toBe(n - 1);
    expect(plan.order[n - 1]).toBe(0);
  });
});
