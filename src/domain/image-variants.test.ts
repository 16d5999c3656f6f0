import { describe, expect, it } from 'vitest';
import { cardImage, smallImagePath, smallImageUrl } from './image-variants';

const hash = 'ab'.repeat(32);

describe('smallImageUrl', () => {
  it('names the 400 px copy of an uploaded image beside it', () => {
    expect(smallImageUrl(`/uploads/images/${hash}.webp`)).toBe(`/uploads/images/${hash}-400w.webp`);
    expect(smallImageUrl(`/uploads/images/product/${hash}.webp`)).toBe(
      `/uploads/images/product/${hash}-400w.webp`,
    );
  });

  it('has none for demo pictures, external links, placeholders, small copies or no image', () => {
    for (const url of [
      '/uploads/demo/products/matta-rice-5kg.webp',
      `https://example.com/uploads/images/${hash}.webp`,
      '/images/product-placeholder.svg',
      `/uploads/images/${hash}-400w.webp`,
      `/uploads/images/../${hash}.webp`,
      '',
      null,
      undefined,
    ])
      expect(smallImageUrl(url), String(url)).toBeNull();
  });
});

describe('smallImagePath', () => {
  it('names the 400 px copy of an uploaded image by its path under the uploads folder, as smallImageUrl does', () => {
    expect(smallImagePath(`images/${hash}.webp`)).toBe(`images/${hash}-400w.webp`);
    expect(smallImagePath(`images/product/${hash}.webp`)).toBe(`images/product/${hash}-400w.webp`);
    expect(`/uploads/${smallImagePath(`images/club/${hash}.webp`)}`).toBe(
      smallImageUrl(`/uploads/images/club/${hash}.webp`),
    );
  });

  it('has none for a URL, a demo picture, a small copy or a path leaving the folder', () => {
    for (const path of [
      `/uploads/images/${hash}.webp`,
      'demo/products/matta-rice-5kg.webp',
      `images/${hash}-400w.webp`,
      `images/../${hash}.webp`,
      '',
    ])
      expect(smallImagePath(path), path).toBeNull();
  });
});

describe('cardImage', () => {
  it('gives an uploaded picture both copies with the card’s width, and anything else its one source', () => {
    expect(cardImage(`/uploads/images/product/${hash}.webp`)).toEqual({
      src: `/uploads/images/product/${hash}.webp`,
      srcSet: `/uploads/images/product/${hash}-400w.webp 400w, /uploads/images/product/${hash}.webp 1200w`,
      sizes: '(min-width: 1024px) 270px, (min-width: 640px) 31vw, 48vw',
    });
    expect(cardImage('/uploads/demo/products/matta-rice-5kg.webp')).toEqual({
      src: '/uploads/demo/products/matta-rice-5kg.webp',
    });
  });
});
