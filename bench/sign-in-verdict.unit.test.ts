import { describe, expect, it } from 'vitest';
import { signInVerdict } from './sign-in-verdict';

describe('the sign-in row', () => {
  it('passes when people get in within a second at a real rate', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => 200 + i * 5); // 200–695 ms
    expect(signInVerdict({ latencies, refused: 0, seconds: 10 })).toEqual({
      result: '10.0 sign-ins/s, p95 670 ms',
      met: true,
    });
  });

  it('never passes on about no sign-ins, however fast the few were', () => {
    expect(signInVerdict({ latencies: [], refused: 0, seconds: 10 })).toEqual({
      result: '0.0 sign-ins/s, p95 none',
      met: false,
    });
    expect(signInVerdict({ latencies: [300, 400], refused: 0, seconds: 10 }).met).toBe(false);
  });

  it('fails when one in twenty waits over a second, or anyone is refused', () => {
    const slowTail = [...Array.from({ length: 90 }, () => 300), ...Array.from({ length: 10 }, () => 1500)];
    expect(signInVerdict({ latencies: slowTail, refused: 0, seconds: 10 }).met).toBe(false);
    const fast = Array.from({ length: 100 }, () => 300);
    expect(signInVerdict({ latencies: fast, refused: 1, seconds: 10 })).toEqual({
      result: '10.0 sign-ins/s, p95 300 ms, 1 refused',
      met: false,
    });
  });
});
