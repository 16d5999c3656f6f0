import { describe, expect, it } from 'vitest';
import { text, unstorableTextMessage } from './text-fields';

const NUL = 'Contains an invisible control character (NUL) that is not allowed';
const BROKEN = 'Contains a broken character (half of an emoji or symbol) that is not allowed';

describe('text the database cannot store', () => {
  it('is U+0000 or half of a surrogate pair, with words for each', () => {
    expect(unstorableTextMessage('a\u0000b')).toBe(NUL);
    expect(unstorableTextMessage('Veg\ud800')).toBe(BROKEN);
    expect(unstorableTextMessage('\udc00 first')).toBe(BROKEN);
    expect(unstorableTextMessage('reversed \ude00\ud83d')).toBe(BROKEN);
  });
  it('is not a whole emoji, Malayalam or an escape typed as text', () => {
    for (const value of ['Sweets 🍬', 'പച്ചക്കറി', 'Snacks \\u0000 aisle', '\\ud800', ''])
      expect(unstorableTextMessage(value)).toBeNull();
  });
  it('is refused by every shared text field, so forms say what the API says', () => {
    const result = text(20).safeParse('Veg\ud800');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BROKEN]);
    expect(text(20).parse(' Fruit 🍎 ')).toBe('Fruit 🍎');
  });
});
