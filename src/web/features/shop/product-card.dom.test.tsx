import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProduct } from '../../../domain/catalogue.schemas';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { ProductCard } from './product-card';

const rice: PublicProduct = {
  id: 'p1',
  name: 'Matta Rice 5 kg',
  nameMl: 'മട്ട അരി 5 കിലോ',
  aliases: ['matta'],
  description: '',
  category: 'Rice & Grains',
  categoryMl: 'അരിയും ധാന്യങ്ങളും',
  imageUrl: '/placeholder.svg',
  mrpPaise: 45_000,
  dummyPricePaise: null,
  sellingPricePaise: 45_000,
  pointMoneyPaise: 2_000,
  stockQuantity: 20,
  inStock: true,
  unit: 'piece',
  weighed: false,
};

function card(product: PublicProduct, malayalam: boolean) {
  fakeApi({ 'GET /api/auth/me': () => ({ status: 401 }) });
  const noop = () => undefined;
  return renderScreen(
    '/shop',
    <ul>
      <ProductCard product={product} quantity={0} onAdd={noop} onSetQuantity={noop} />
    </ul>,
    malayalam ? { malayalam: { words: ml, messages: mlMessages } } : {},
  );
}

describe("a product card's category", () => {
  it('reads in Malayalam for a Malayalam reader, marked as Malayalam', () => {
    card(rice, true);
    expect(screen.getByText('അരിയും ധാന്യങ്ങളും').getAttribute('lang')).toBe('ml');
    expect(screen.queryByText('Rice & Grains')).toBeNull();
  });

  it('keeps its English name in English, and in Malayalam when the category has no Malayalam name', () => {
    card(rice, false);
    expect(screen.getByText('Rice & Grains')).toBeTruthy();
    card({ ...rice, id: 'p2', categoryMl: '' }, true);
    expect(screen.getAllByText('Rice & Grains')).toHaveLength(2);
  });
});
