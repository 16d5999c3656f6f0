import { describe, expect, it } from 'vitest';
import { keepPackSizeTogether } from './pack-size';

describe('keepPackSizeTogether', () => {
  it('joins the number and unit of a pack size with a no-break space', () => {
    expect(keepPackSizeTogether('Kerala Matta Rice 5 kg')).toBe('Kerala Matta Rice 5\u00a0kg');
    expect(keepPackSizeTogether('Milma Toned Milk 500 ml')).toBe('Milma Toned Milk 500\u00a0ml');
    expect(keepPackSizeTogether('Eggs 6 pcs, Curd 400 g')).toBe('Eggs 6\u00a0pcs, Curd 400\u00a0g');
  });
  it('leaves other words alone', () => {
    expect(keepPackSizeTogether('Idukki Green Cardamom')).toBe('Idukki Green Cardamom');
    expect(keepPackSizeTogether('7 Up Lime')).toBe('7 Up Lime');
    expect(keepPackSizeTogether('Top 10 grains')).toBe('Top 10 grains');
  });
});
