import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClubTierItem } from '../../domain/content.schemas';
import ml from '../i18n/ml.json';
import mlMessages from '../i18n/ml-messages.json';
import { fakeApi } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import MembershipPage from './membership-page';

const item = (title: string, imageUrl: string | null): ClubTierItem => ({
  id: `id-${title}`,
  tierName: 'Bronze',
  title,
  description: `${title} for Bronze members`,
  price: '₹99',
  imageUrl,
  displayOrder: 0,
});

function showcaseApi(items: ClubTierItem[]) {
  fakeApi({
    'GET /api/auth/me': () => ({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } },
    }),
    'GET /api/club-tiers': () => ({ status: 200, body: { items } }),
  });
}

/** The showcase card of an item, from its title. */
const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;

describe('/membership/:tier showcase pictures', () => {
  it('an external picture that fails to load gives way to the club’s placeholder, not a broken image', async () => {
    showcaseApi([item('Tea hamper', 'https://images.example/tea.jpg')]);
    renderScreen('/membership/bronze', <MembershipPage />, { route: '/membership/:tier' });
    const hamper = await card('Tea hamper');
    const picture = hamper.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('https://images.example/tea.jpg');

    fireEvent.error(picture);

    expect(hamper.querySelector('img')).toBeNull();
    expect(hamper.querySelector('[data-club-placeholder="Bronze"]')).not.toBeNull();
    expect(hamper.textContent).toContain('Tea hamper for Bronze members');
  });

  it('an item without a picture shows the placeholder too, so the cards line up', async () => {
    showcaseApi([item('Rice offer', null)]);
    renderScreen('/membership/bronze', <MembershipPage />, { route: '/membership/:tier' });
    const offer = await card('Rice offer');
    expect(offer.querySelector('img')).toBeNull();
    expect(offer.querySelector('[data-club-placeholder="Bronze"]')).not.toBeNull();
  });
});

describe('/membership/:tier in Malayalam', () => {
  it('names the club and its benefits in Malayalam, the tier as Kerala reads it', async () => {
    showcaseApi([]);
    renderScreen('/membership/gold', <MembershipPage />, {
      route: '/membership/:tier',
      malayalam: { words: ml, messages: mlMessages },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ഗോൾഡ് അംഗത്വം' })).toBeTruthy();
    expect(screen.getByText(/^സ്ഥിരം കസ്റ്റമർമാർക്ക്: /)).toBeTruthy();
    expect(await screen.findByText('ഈ ക്ലബിന്റെ ഷോകേസ് ഉടൻ വരുന്നു')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'സൗജന്യമായി ചേരുക' })).toBeTruthy();
  });
});
