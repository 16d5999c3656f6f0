import { describe, expect, it } from 'vitest';
import { type CandidateOrder, matchCredits } from './match-credits';
import type { StatementCredit } from './read-statement';

let nextLine = 10;
const credit = (fields: Partial<StatementCredit>): StatementCredit => ({
  line: nextLine++,
  date: '2026-11-24',
  amountPaise: 50_000,
  narration: 'UPI/CR/632812398765/SREEJA P/UBIN/sreeja.p@okaxis/Payment',
  reference: null,
  utr: '632812398765',
  ...fields,
});
const order = (id: string, fields: Partial<CandidateOrder> = {}): CandidateOrder => ({
  id,
  duePaise: 50_000,
  typedUtr: null,
  placedAt: new Date('2026-11-24T09:15:42+05:30'),
  paymentMethod: 'upi',
  ...fields,
});
const A = 'ORD-1795491942123-3FA94C1E';
const B = 'ORD-1795612205987-B07D2A19';
const none = new Set<string>();
/** Each credit's outcome, by its line: which list, and the order or the reason. */
function outcomes(credits: StatementCredit[], orders: CandidateOrder[], used: ReadonlySet<string> = none) {
  const result = matchCredits(credits, orders, used);
  return {
    matched: result.matched.map(({ credit, orderId, by, amountPaise }) => [
      credit.line,
      orderId,
      by,
      amountPaise,
    ]),
    review: result.review.map(({ credit, reason, candidates }) => [credit.line, reason, candidates]),
    unmatched: result.unmatched.map(({ credit, reason }) => [credit.line, reason]),
    skipped: result.skipped.map(({ credit, reason }) => [credit.line, reason]),
  };
}
const empty = { matched: [], review: [], unmatched: [], skipped: [] };

describe('which order a credit pays (DESIGN 11.1, docs/decisions/067)', () => {
  it('first by the UTR the customer typed, a part payment too, whatever the amount due elsewhere', () => {
    const paid = credit({ amountPaise: 30_000 });
    const result = outcomes([paid], [order(A, { typedUtr: '632812398765' }), order(B, { duePaise: 30_000 })]);
    expect(result).toEqual({ ...empty, matched: [[paid.line, A, 'utr', 30_000]] });
  });

  it('sends a UTR typed on two orders to review with both', () => {
    const paid = credit({});
    const orders = [order(B, { typedUtr: '632812398765' }), order(A, { typedUtr: '632812398765' })];
    expect(outcomes([paid], orders)).toEqual({ ...empty, review: [[paid.line, 'ambiguous', [A, B]]] });
  });

  it('then by the order id in the narration, cut short; more than is due waits for review', () => {
    const part = credit({
      utr: '632812398765',
      amountPaise: 20_000,
      narration: 'UPI/CR/632812398765/S/Fresh Mart ORD-1795491942123-3F',
    });
    const rest = credit({
      utr: '632812398766',
      amountPaise: 30_000,
      narration: 'UPI-S-S@OKAXIS-UBIN0531234-632812398766-ORD17954919421233FA9',
    });
    const tooMuch = credit({
      utr: '632812398767',
      amountPaise: 100,
      narration: 'NEFT CR FRESH MART ORD-1795491942123-3FA94C1E',
    });
    expect(outcomes([part, rest, tooMuch], [order(A), order(B)])).toEqual({
      ...empty,
      matched: [
        [part.line, A, 'order-id', 20_000],
        [rest.line, A, 'order-id', 30_000],
      ],
      review: [[tooMuch.line, 'more-than-due', [A]]],
    });
  });

  it('leaves a credit naming an order with nothing due unmatched, rather than guess by its amount', () => {
    const paid = credit({ narration: 'UPI/CR/632812398765/S/Fresh Mart ORD-1795491942123-3FA94C1E' });
    expect(outcomes([paid], [order(B)])).toEqual({
      ...empty,
      unmatched: [[paid.line, 'named-order-not-due']],
    });
  });

  it('then by the exact amount, on exactly one unpaid UPI order placed that India day or up to 3 days before', () => {
    const paid = credit({});
    expect(outcomes([paid], [order(A), order(B, { duePaise: 50_001 })]).matched).toEqual([
      [paid.line, A, 'amount', 50_000],
    ]);
    // Placed 4 India days before (23:30 on the 20th is the 20th in India, the 20th's evening in UTC is the 21st's dawn in India).
    expect(
      outcomes([paid], [order(A, { placedAt: new Date('2026-11-20T23:30:00+05:30') })]).unmatched,
    ).toEqual([[paid.line, 'no-order']]);
    expect(outcomes([paid], [order(A, { placedAt: new Date('2026-11-21T00:10:00+05:30') })]).matched).toEqual(
      [[paid.line, A, 'amount', 50_000]],
    );
    expect(
      outcomes([paid], [order(A, { placedAt: new Date('2026-11-25T00:00:00+05:30') })]).unmatched,
    ).toEqual([[paid.line, 'no-order']]);
    // Cash on delivery is paid at the door, and a NEFT or cash deposit has no UTR: neither by amount.
    expect(outcomes([paid], [order(A, { paymentMethod: 'cod' })]).unmatched).toEqual([
      [paid.line, 'no-order'],
    ]);
    const neft = credit({ utr: null, narration: 'NEFT CR-HDFC0000123-MALABAR CATERERS' });
    expect(outcomes([neft], [order(A)]).unmatched).toEqual([[neft.line, 'no-order']]);
  });

  it('sends an amount two orders fit, or one order two credits fit, to review', () => {
    const paid = credit({});
    expect(outcomes([paid], [order(B), order(A)]).review).toEqual([[paid.line, 'ambiguous', [A, B]]]);
    const again = credit({ utr: '632812398799' });
    expect(outcomes([paid, again], [order(A)]).review).toEqual([
      [paid.line, 'contested', [A]],
      [again.line, 'contested', [A]],
    ]);
  });

  it('does not count by amount an order a UTR already paid in this statement', () => {
    const byUtr = credit({ utr: '632812398701' });
    const byAmount = credit({ utr: '632812398702' });
    const orders = [order(A, { typedUtr: '632812398701' }), order(B)];
    expect(outcomes([byAmount, byUtr], orders).matched).toEqual([
      [byUtr.line, A, 'utr', 50_000],
      [byAmount.line, B, 'amount', 50_000],
    ]);
  });

  it('skips a UTR already applied, and a UTR on an earlier line: the same file twice changes nothing', () => {
    const first = credit({});
    const repeated = credit({});
    const cash = credit({
      utr: null,
      narration: 'CASH DEPOSIT ORD-1795612205987-B07D2A19',
      amountPaise: 100,
    });
    const orders = [order(A), order(B)];
    const once = matchCredits([first, repeated, cash], orders, none);
    expect(outcomes([first, repeated, cash], orders)).toEqual({
      ...empty,
      matched: [
        [first.line, A, 'amount', 50_000],
        [cash.line, B, 'order-id', 100],
      ],
      skipped: [[repeated.line, 'twice-in-file']],
    });
    const used = new Set(once.matched.map((match) => match.key));
    const paidOrders = [order(A, { duePaise: 0 }), order(B, { duePaise: 49_900 })];
    expect(outcomes([first, repeated, cash], paidOrders, used)).toEqual({
      ...empty,
      skipped: [
        [first.line, 'already-uploaded'],
        [repeated.line, 'already-uploaded'],
        [cash.line, 'already-uploaded'],
      ],
    });
  });
});
