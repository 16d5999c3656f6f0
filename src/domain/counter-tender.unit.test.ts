import { describe, expect, it } from 'vitest';
import { remainingBefore, tenderState } from './counter-tender';

describe('tenderState', () => {
  it('gives change from cash handed over beyond the due', () => {
    expect(tenderState(37_550, [{ method: 'cash', amountPaise: 50_000 }])).toEqual({
      remainingPaise: 0,
      changePaise: 12_450,
      problem: null,
    });
  });

  it('takes UPI first and gives change only from the cash part of a split', () => {
    const state = tenderState(30_000, [
      { method: 'upi', amountPaise: 20_000 },
      { method: 'cash', amountPaise: 15_000 },
    ]);
    expect(state).toEqual({
      remainingPaise: 0,
      changePaise: 5_000,
      problem: null,
    });
  });

  it('says what is left while the parts pay less than is due', () => {
    const state = tenderState(30_000, [{ method: 'cash', amountPaise: 10_000 }]);
    expect(state.remainingPaise).toBe(20_000);
    expect(state.changePaise).toBe(0);
    expect(state.problem).toBe('The payments are ₹200.00 short of what is due');
  });

  it('refuses UPI or khata beyond the due, since neither gives change', () => {
    const state = tenderState(30_000, [
      { method: 'upi', amountPaise: 20_000 },
      { method: 'khata', amountPaise: 10_001 },
    ]);
    expect(state.changePaise).toBe(0);
    expect(state.problem).toBe('UPI and khata together cannot be more than the ₹300.00 due');
  });

  it('covers a sale that costs nothing (points paid it all) with no payment', () => {
    expect(tenderState(0, [])).toMatchObject({ remainingPaise: 0, changePaise: 0, problem: null });
  });
});

describe('remainingBefore', () => {
  it('pre-fills the next method with what the others leave, never below nothing', () => {
    expect(remainingBefore(30_000, [{ method: 'cash', amountPaise: 12_000 }])).toBe(18_000);
    expect(remainingBefore(30_000, [{ method: 'cash', amountPaise: 50_000 }])).toBe(0);
  });
});
