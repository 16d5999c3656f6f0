import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../domain/catalogue.schemas';
import ml from '../../i18n/ml.json';
import mlMessages from '../../i18n/ml-messages.json';
import { fakeApi } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { ShopFilters } from './shop-filters';

const categories = [
  { id: 'c1', name: 'Rice & Grains', nameMl: 'അരിയും ധാന്യങ്ങളും', productCount: 4 },
  { id: 'c2', name: 'Snacks', nameMl: '', productCount: 2 },
] as Category[];

function filters(malayalam?: { words: typeof ml; messages: typeof mlMessages }) {
  fakeApi({ 'GET /api/auth/me': () => ({ status: 401 }) });
  const noop = () => undefined;
  return renderScreen(
    '/shop',
    <ShopFilters searchText="" onSearchText={noop} categories={categories} category="" onCategory={noop} />,
    malayalam ? { malayalam } : {},
  );
}

describe("the shop's category chips", () => {
  it('read in Malayalam for a Malayalam reader, marked as Malayalam; a category without one keeps its name', async () => {
    filters({ words: ml, messages: mlMessages });
    const rice = await screen.findByRole('button', { name: 'അരിയും ധാന്യങ്ങളും' });
    expect(rice.querySelector('[lang="ml"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Snacks' })).toBeTruthy();
  });

  it('read in English otherwise', async () => {
    filters();
    expect(await screen.findByRole('button', { name: 'Rice & Grains' })).toBeTruthy();
  });
});
