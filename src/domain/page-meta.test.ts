import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './app-routes';
import { pageMeta } from './page-meta';

const PUBLIC = [
  '/',
  '/shop',
  '/login',
  '/register',
  '/checkout',
  '/leaderboard',
  '/about',
  '/contact',
  '/services',
  '/faq',
  '/shipping-policy',
  '/return-policy',
  '/privacy-policy',
  '/track-order',
  '/referral-terms',
  '/membership/gold',
];

describe('pageMeta', () => {
  it('gives every public page its own title and description', () => {
    const metas = PUBLIC.map((path) => pageMeta(matchAppRoute(path)));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(PUBLIC.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(PUBLIC.length);
    for (const meta of metas) {
      expect(meta.noindex).toBeFalsy();
      expect(meta.description.length).toBeLessThanOrEqual(160); // what search results show
    }
    expect(pageMeta(matchAppRoute('/shop')).title).toBe('Shop · Fresh Mart');
  });

  it('names the club on a membership page; Platinum is Diamond', () => {
    expect(pageMeta(matchAppRoute('/membership/silver')).title).toBe('Silver Membership · Fresh Mart');
    expect(pageMeta(matchAppRoute('/membership/platinum')).title).toBe('Diamond Membership · Fresh Mart');
  });

  it('asks search engines to skip private pages and the 404 page', () => {
    expect(pageMeta(matchAppRoute('/orders'))).toMatchObject({ title: 'Fresh Mart', noindex: true });
    expect(pageMeta(matchAppRoute('/admin/products')).noindex).toBe(true);
    // A reset link's page is one customer's, for half an hour.
    expect(pageMeta(matchAppRoute('/reset-password')).noindex).toBe(true);
    expect(pageMeta(null)).toMatchObject({ title: 'Oops! Page not found · Fresh Mart', noindex: true });
  });
});
