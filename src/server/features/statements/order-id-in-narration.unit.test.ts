import { describe, expect, it } from 'vitest';
import { orderIdInNarration, suffixFits } from './order-id-in-narration';

describe('an order id in a narration', () => {
  it('reads it whole, without its hyphens, or cut short', () => {
    expect(orderIdInNarration('UPI IN/632812398765/x@okaxis/Fresh Mart ORD-1795491942123-3FA94C1E')).toEqual({
      stamp: '1795491942123',
      suffix: '3FA94C1E',
    });
    expect(
      orderIdInNarration('UPI-SREEJA P-X@OKAXIS-UBIN0531234-632812398765-FRESHMARTORD17954919421233FA94C1E'),
    ).toEqual({ stamp: '1795491942123', suffix: '3FA94C1E' });
    expect(
      orderIdInNarration('UPI/CR/632812398765/SREEJA P/UBIN/x@okaxis/Fresh Mart ORD-1795491942123-3F'),
    ).toEqual({
      stamp: '1795491942123',
      suffix: '3F',
    });
    expect(orderIdInNarration('Fresh Mart ORD 1795491942123 PAYMENT')).toEqual({
      stamp: '1795491942123',
      suffix: '',
    });
  });

  it('needs all 13 digits of the moment: a cut inside them names no order', () => {
    expect(orderIdInNarration('UPI/632812398765/FreshMart ORD-1/x@okaxis/Union Bank of')).toBeNull();
    expect(orderIdInNarration('ORD-179549194212')).toBeNull();
  });

  it('lets what is left of a suffix fit the order’s', () => {
    expect(suffixFits('3F', '3FA94C1E')).toBe(true);
    expect(suffixFits('', '3FA94C1E')).toBe(true);
    expect(suffixFits('K3F9QZPA', 'K3F9QZ')).toBe(true);
    expect(suffixFits('3FB', '3FA94C1E')).toBe(false);
  });
});
