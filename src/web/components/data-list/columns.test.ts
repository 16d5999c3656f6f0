import { describe, expect, it } from 'vitest';
import { cardParts, checkColumns, type Column } from './columns';

const column = (id: string, card?: Column<string>['card']): Column<string> => ({
  id,
  header: id,
  cell: (item) => item,
  card,
});

describe('cardParts', () => {
  it('puts each column in its part of the card, in the declared order; meta unless said', () => {
    const parts = cardParts([
      column('image', 'media'),
      column('name', 'title'),
      column('mrp'),
      column('actions', 'corner'),
      column('price'),
      column('id', 'hidden'),
    ]);
    expect(parts.media.map((c) => c.id)).toEqual(['image']);
    expect(parts.title.map((c) => c.id)).toEqual(['name']);
    expect(parts.corner.map((c) => c.id)).toEqual(['actions']);
    expect(parts.meta.map((c) => c.id)).toEqual(['mrp', 'price']);
    expect(parts.hidden.map((c) => c.id)).toEqual(['id']);
    expect(parts.footer).toEqual([]);
  });
});

describe('checkColumns', () => {
  it('accepts one title and unique ids', () => {
    expect(() => checkColumns([column('name', 'title'), column('mrp')])).not.toThrow();
  });

  it('refuses a list whose cards would have no heading, or two', () => {
    expect(() => checkColumns([column('mrp')])).toThrow('exactly one title');
    expect(() => checkColumns([column('a', 'title'), column('b', 'title')])).toThrow('exactly one title');
  });

  it('refuses two columns with one id', () => {
    expect(() => checkColumns([column('name', 'title'), column('name')])).toThrow('"name"');
  });
});
