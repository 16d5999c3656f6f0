import { describe, expect, it } from 'vitest';
import {
  apiLineAmountPaise,
  formatApiQuantity,
  formatQuantity,
  itemCount,
  onlineStep,
  PIECE,
  perUnitWords,
  quantityProblem,
  quantityRefusal,
  toApiQuantity,
  toStoredQuantity,
} from './quantities';

const kg = { unit: 'kg', weighed: true } as const;
const litre = { unit: 'l', weighed: true } as const;

describe('formatQuantity', () => {
  it('shows a weight in kg to the gram, as a scale prints it', () => {
    expect(formatQuantity(750, kg)).toBe('0.750 kg');
    expect(formatQuantity(1500, kg)).toBe('1.500 kg');
    expect(formatQuantity(12000, kg)).toBe('12.000 kg');
  });

  it('shows other measures without trailing zeros', () => {
    expect(formatQuantity(1500, litre)).toBe('1.5 l');
    expect(formatQuantity(250, litre)).toBe('0.25 l');
    expect(formatQuantity(2000, litre)).toBe('2 l');
    expect(formatQuantity(250_000, { unit: 'g', weighed: true })).toBe('250 g');
  });

  it('shows pieces, and packs of a measure not weighed, as whole numbers', () => {
    expect(formatQuantity(3, PIECE)).toBe('3');
    expect(formatQuantity(3, { unit: 'l', weighed: false })).toBe('3');
  });
});

describe('quantities in requests', () => {
  it('stores a weighed quantity in thousandths and gives it back in its unit', () => {
    expect(toStoredQuantity(0.75, true)).toBe(750);
    expect(toStoredQuantity(1.005, true)).toBe(1005);
    expect(toApiQuantity(750, true)).toBe(0.75);
    expect(toStoredQuantity(3, false)).toBe(3);
    expect(toApiQuantity(3, false)).toBe(3);
  });

  it('refuses a decimal of a piece product, and more than 3 decimals of a weighed one', () => {
    expect(quantityProblem(1.5, PIECE)).toBe('not-whole');
    expect(quantityProblem(2, PIECE)).toBeNull();
    expect(quantityProblem(1.2345, kg)).toBe('too-precise');
    expect(quantityProblem(1.234, kg)).toBeNull();
    expect(quantityProblem(0.001, kg)).toBeNull();
  });

  it('refuses 0, less and more than 99 of the unit', () => {
    expect(quantityProblem(0, kg)).toBe('out-of-range');
    expect(quantityProblem(-1, kg)).toBe('out-of-range');
    expect(quantityProblem(500, kg)).toBe('out-of-range');
    expect(quantityProblem(99.001, kg)).toBe('out-of-range');
    expect(quantityProblem(99, kg)).toBeNull();
    expect(quantityProblem(100, PIECE)).toBe('out-of-range');
  });
});

describe('the online shop', () => {
  it('steps a weighed product by half its unit and a piece by one', () => {
    expect(onlineStep(kg)).toBe(0.5);
    expect(onlineStep(PIECE)).toBe(1);
  });

  it('says a weighed product is priced per its unit', () => {
    expect(perUnitWords(kg)).toBe('per kg');
    expect(perUnitWords(PIECE)).toBe('');
  });
});

describe('quantityRefusal', () => {
  it('says what is wrong in plain words, naming the product', () => {
    expect(quantityRefusal(1.5, { ...PIECE, name: 'Soap' })).toBe(
      'Soap is sold by the piece: please enter a whole number.',
    );
    expect(quantityRefusal(500, { ...kg, name: 'Rice' })).toBe(
      'Please enter a quantity of Rice above 0 and at most 99 kg.',
    );
    expect(quantityRefusal(0, { ...kg, name: 'Rice' })).toBe(
      'Please enter a quantity of Rice above 0 and at most 99 kg.',
    );
    expect(quantityRefusal(0.0005, { ...kg, name: 'Rice' })).toBe(
      'Please enter the quantity of Rice with at most 3 decimals (1.250 for 1 kg 250 g).',
    );
    expect(quantityRefusal(1.5, { ...kg, name: 'Rice' })).toBeNull();
  });
});

describe('itemCount', () => {
  it('counts pieces one by one and a weighed line once', () => {
    expect(
      itemCount([
        { quantity: 3, weighed: false },
        { quantity: 1.5, weighed: true },
      ]),
    ).toBe(4);
  });
});

describe('quantities as the API gives them', () => {
  it('reads and prices 1.5 kg as the stored 1500 thousandths', () => {
    expect(formatApiQuantity(1.5, kg)).toBe('1.500 kg');
    expect(formatApiQuantity(3, PIECE)).toBe('3');
    expect(apiLineAmountPaise({ unitPricePaise: 4550, quantity: 1.5, weighed: true })).toBe(6825);
    expect(apiLineAmountPaise({ unitPricePaise: 4550, quantity: 3, weighed: false })).toBe(13650);
  });
});
