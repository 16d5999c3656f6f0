import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupeesText, parseRupees } from './money';

const anyPaise = fc.maxSafeInteger().filter((paise) => paise >= -Number.MAX_SAFE_INTEGER);
/** Amounts a shop meets most (up to ₹1 crore), besides the extremes. */
const paise = fc.oneof(fc.integer({ min: -1_00_00_000_00, max: 1_00_00_000_00 }), anyPaise);

describe('money (property)', () => {
  it('reads back exactly what formatPaise writes', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parseRupees(formatPaise(p))).toEqual({ ok: true, paise: p === 0 ? 0 : p });
      }),
    );
  });

  it('reads back exactly what paiseToRupeesText writes', () => {
    fc.assert(
      fc.property(paise, (p) => {
        expect(parseRupees(paiseToRupeesText(p))).toEqual({ ok: true, paise: p === 0 ? 0 : p });
      }),
    );
  });

  it('gives a whole, safe number of paise for any text, or says why not', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?₹?[\d,]{0,22}(\.\d{0,4})?$/),
      fc.double().map(String),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const parsed = parseRupees(text);
        if (parsed.ok) expect(Number.isSafeInteger(parsed.paise)).toBe(true);
        else
          expect(['empty', 'not-an-amount', 'more-than-two-decimals', 'too-large']).toContain(parsed.problem);
      }),
    );
  });

  it('is exact decimal arithmetic: whole rupees and paise typed separately make the same amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90_071_992_547_409 }),
        fc.integer({ min: 0, max: 99 }),
        (rupees, cents) => {
          fc.pre(rupees * 100 + cents <= Number.MAX_SAFE_INTEGER);
          const text = `${rupees}.${String(cents).padStart(2, '0')}`;
          expect(parseRupees(text)).toEqual({ ok: true, paise: rupees * 100 + cents });
        },
      ),
    );
  });
});
