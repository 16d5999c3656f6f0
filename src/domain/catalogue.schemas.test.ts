import { describe, expect, it } from 'vitest';
import { categoryInputSchema, productInputSchema } from './catalogue.schemas';
import { isAllowedImageUrl, readImageUrl } from './image-url';
import { messages } from './messages';

const valid = {
  name: 'Rice',
  description: 'Matta',
  category: 'Rice',
  mrpPaise: 10_000,
  pricePaise: 9_000,
  stockQuantity: 3,
};
const firstMessage = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('productInputSchema', () => {
  it('normalises a valid product: no dummy, only the tier discounts given, image left alone', () => {
    expect(
      productInputSchema.parse({
        ...valid,
        name: '  Rice ',
        dummyPricePaise: 0,
        tierDiscounts: { Gold: 4.567 },
      }),
    ).toEqual({
      ...valid,
      dummyPricePaise: null,
      tierDiscounts: { Gold: 4.57 },
      imageUrl: undefined,
    });
  });

  it('reports SPEC rules in SPEC order, one at a time', () => {
    expect(firstMessage({ ...valid, name: '', pricePaise: 20_000, stockQuantity: -1 })).toBe(
      messages.product.requiredFields,
    );
    expect(firstMessage({ ...valid, pricePaise: 20_000, dummyPricePaise: 1, stockQuantity: -1 })).toBe(
      messages.product.priceAboveMrp,
    );
    expect(firstMessage({ ...valid, dummyPricePaise: 1, stockQuantity: -1 })).toBe(
      messages.product.dummyNotAboveMrp,
    );
    expect(firstMessage({ ...valid, stockQuantity: -1 })).toBe(messages.product.negativeStock);
    expect(firstMessage({ ...valid, stockQuantity: 0 })).toBeNull();
    expect(firstMessage({ ...valid, pricePaise: 10_000 })).toBeNull();
  });

  it('says which number is not a number', () => {
    expect(firstMessage({ ...valid, mrpPaise: '100' })).toBe(messages.product.notANumber);
    expect(firstMessage({ ...valid, mrpPaise: 10.5 })).toBe(messages.product.notANumber);
  });

  it('reads the success sentence with rupees', () => {
    expect(messages.product.added(1250)).toBe(
      'Product added successfully! Customers will earn ₹12.50 point money per unit.',
    );
    expect(messages.product.updated(0)).toBe(
      'Product updated successfully! Customers will earn ₹0.00 point money per unit.',
    );
  });
});

describe('categoryInputSchema', () => {
  it('needs a name', () => {
    expect(categoryInputSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(
      'Please enter a category name',
    );
    expect(categoryInputSchema.parse({ name: 'Dairy' })).toEqual({ name: 'Dairy', description: '' });
  });
});

describe('image URLs', () => {
  it.each([
    ['/uploads/images/ab.webp', true],
    ['/uploads/demo/products/rice.webp', true],
    ['https://cdn.example.com/a.jpg', true],
    ['http://cdn.example.com/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)', false],
    ['/uploads/../secret', false],
    ['//evil.example.com/a.png', false],
    ['/etc/passwd', false],
    ['https://user:pw@example.com/a.png', false],
  ])('%s allowed: %s', (url, allowed) => {
    expect(isAllowedImageUrl(url)).toBe(allowed);
  });

  it('treats empty as "not given" and the placeholder as "no image"', () => {
    expect(readImageUrl('')).toBeUndefined();
    expect(readImageUrl(null)).toBeUndefined();
    expect(readImageUrl('/images/product-placeholder.svg')).toBeNull();
    expect(readImageUrl('data:x')).toBe(false);
  });
});
