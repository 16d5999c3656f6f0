/**
 * The queries of the screens that exist today, through the services the API calls (so the bench
 * times what users hit, minus HTTP and JSON). Search terms cover every length and frequency.
 */
import type { Database } from '../../src/server/db/client';
import { createCategoriesService } from '../../src/server/features/categories/categories.service';
import { rankingPage, rankOf, topRanks } from '../../src/server/features/leaderboard/leaderboard-ranking';
import { leaderboardOfferFor } from '../../src/server/features/leaderboard/leaderboard.service';
import { findOrder } from '../../src/server/features/orders/order-read';
import { pointsLiability } from '../../src/server/features/loyalty/points-liability';
import { LIABILITY_TREND_DAYS } from '../../src/domain/points-liability.schemas';
import { listOrders } from '../../src/server/features/orders/orders.service';
import { createProductsService } from '../../src/server/features/products/products.service';
import type { Sample } from './sample';

export interface Screen {
  label: string;
  run: (i: number) => Promise<unknown>;
  /** The p95 it must stay under; 50 ms unless given. */
  targetMs?: number;
}

/** The i-th value, round and round. */
export const cycle =
  <T>(values: readonly T[]) =>
  (i: number): T =>
    values[i % values.length]!;

/** Search terms by length and by how many rows they match, for the shop and for purchases. */
// prettier-ignore
export const SHOP_TERMS = {
  oneCharacter: ['r', 'o', 'm', 's', 'k', 'p', 'b', 'c', 'x', 'q', 'z', '5'],
  twoCharacters: ['ri', 'oi', 'ma', 'ch', 'te', 'pa', 'ke', 'qu', 'xy', 'zz', 'vi', '25'],
  words: ['rice', 'oil', 'powder', 'masala', 'chips', 'kerala', 'pickle', 'dal', 'coconut', '500 g', 'tea',
    'soap'],
  rareOrNone: ['quinoa', 'xylitol', 'vembanad pickle', 'zzz', 'nothing like it', 'achappam 10 kg'],
  /** Malayalam names as typed in Malayalam script and in Manglish (issue 26): every length and frequency. */
  malayalam: ['അരി', 'വെളിച്ചെണ്ണ', 'പൊടി', 'മസാല', 'ഉപ്പേരി', 'അച്ചാർ', 'പരിപ്പ്', 'സോപ്പ്', 'ക്വിനോവ', 'മ', 'പാ',
    'ഇല്ലാത്തത്', 'മട്ട അരി'],
  manglish: ['ari', 'ary', 'velichenna', 'welichena', 'podi', 'masala', 'upperi', 'achar', 'parippu', 'soppu',
    'kinova', 'mathi', 'a', 'ka', 'illathathu', 'matta ari'],
};
// prettier-ignore
export const PURCHASE_TERMS = {
  oneCharacter: ['a', 's', 'k', 'm', 'r', 'j', '9', '8', '7', '6', 'x', 'q', 'z', 'o', 'y', 'e', 'i', 'u'],
  twoCharacters: ['sr', 'an', 'mo', 'ku', 'na', 'jo', '98', '94', '70', '62', 'qa', 'xa', 'ou', 'ya', 'ez', 'iv',
    'zq'],
  names: ['anil', 'sreeja', 'kumar', 'nair', 'mohammed', 'joseph', 'anil kumar', 'sreeja k', 'ouseph',
    'yamuna k'],
  midFrequency: ['ree', 'kum', 'jos', 'har', 'thom', 'lak', 'vin', 'bee', 'unni', 'noufal', '9847', '98470'],
  rareOrNone: ['qadir haji', 'zacharia', 'xavier z', 'ezhuthachan', 'variyar', 'zeenath z', 'ivy z', 'zzzz',
    'nobody here'],
};

/** The admin ranking's cursor after the customer with this code (as the page hands them out). */
const rankingCursorAt = (code: string) => Buffer.from(JSON.stringify([code])).toString('base64url');

export function currentScreens(db: Database, sample: Sample): Screen[] {
  const products = createProductsService(db);
  const categories = createCategoriesService(db);
  const shopSearch = (terms: readonly string[]) => {
    const term = cycle(terms);
    const tier = cycle(['Bronze', 'Silver', 'Gold', 'Diamond'] as const);
    return (i: number) => products.listForShop({ search: term(i), limit: 24 }, { tier: tier(i) });
  };
  const guestSearch = (terms: readonly string[]) => (i: number) =>
    products.listForShop({ search: cycle(terms)(i), limit: 24 }, null);
  // Like for like: English, Malayalam script and Manglish in turn, one sample each, in one series.
  const inTurn = [SHOP_TERMS.words, SHOP_TERMS.malayalam, SHOP_TERMS.manglish] as const;
  const purchases = (terms: readonly string[]) => {
    const term = cycle(terms);
    return (i: number) => listOrders(db, { search: term(i), limit: 25 });
  };
  const phone = cycle(sample.phones);
  const category = cycle(sample.categories);
  const customer = cycle(sample.customerIds);

  return [
    { label: 'shop: first page (guest)', run: () => products.listForShop({ limit: 24 }, null) },
    {
      label: 'shop: category, first page',
      run: (i) => products.listForShop({ category: category(i), limit: 24 }, null),
    },
    { label: 'shop: categories with counts', run: () => categories.list() },
    { label: 'shop: search, 1 character', run: shopSearch(SHOP_TERMS.oneCharacter) },
    { label: 'shop: search, 2 characters', run: shopSearch(SHOP_TERMS.twoCharacters) },
    { label: 'shop: search, common words', run: shopSearch(SHOP_TERMS.words) },
    { label: 'shop: search, rare or no match', run: shopSearch(SHOP_TERMS.rareOrNone) },
    { label: 'shop: search, Malayalam script', run: shopSearch(SHOP_TERMS.malayalam) },
    { label: 'shop: search, Manglish', run: shopSearch(SHOP_TERMS.manglish) },
    { label: 'shop: search, Malayalam script (guest)', run: guestSearch(SHOP_TERMS.malayalam) },
    { label: 'shop: search, Manglish (guest)', run: guestSearch(SHOP_TERMS.manglish) },
    {
      label: 'shop: search, English / Malayalam / Manglish in turn',
      run: (i) => shopSearch(inTurn[i % 3]!)(Math.floor(i / 3)),
    },
    {
      label: 'shop: search within a category',
      run: (i) =>
        products.listForShop({ search: cycle(SHOP_TERMS.words)(i), category: category(i), limit: 24 }, null),
    },
    {
      label: 'admin products: search, 2 characters',
      run: (i) => products.listForAdmin({ search: cycle(SHOP_TERMS.twoCharacters)(i), limit: 25 }),
    },
    { label: 'purchases: first page', run: () => listOrders(db, { limit: 25 }) },
    {
      label: 'purchases: page 41',
      run: () => listOrders(db, { limit: 25, cursor: sample.deepOrdersCursor }),
    },
    {
      label: 'purchases: pending requests',
      run: () => listOrders(db, { pendingApproval: true, limit: 25 }),
    },
    {
      label: 'purchases: status filter (shipped)',
      run: () => listOrders(db, { status: 'shipped', limit: 25 }),
    },
    { label: 'purchases: search, 1 character', run: purchases(PURCHASE_TERMS.oneCharacter) },
    { label: 'purchases: search, 2 characters', run: purchases(PURCHASE_TERMS.twoCharacters) },
    { label: 'purchases: search, names', run: purchases(PURCHASE_TERMS.names) },
    { label: 'purchases: search, mid-frequency', run: purchases(PURCHASE_TERMS.midFrequency) },
    { label: 'purchases: search, rare or no match', run: purchases(PURCHASE_TERMS.rareOrNone) },
    {
      label: 'purchases: search, phone (as typed)',
      run: (i) => {
        const p = phone(i);
        const typed = [p, `+91 ${p.slice(0, 5)} ${p.slice(5)}`, p.slice(4), p.slice(0, 6)];
        return listOrders(db, { search: cycle(typed)(Math.floor(i / sample.phones.length)), limit: 25 });
      },
    },
    {
      label: 'purchases: search, order id or code',
      run: (i) =>
        listOrders(db, {
          search: i % 2 ? cycle(sample.orderIds)(i) : cycle(sample.codes)(i),
          limit: 25,
        }),
    },
    {
      label: 'purchases: search, order id typed by hand',
      // Every prefix of an id, as a search box sends them while the admin types: "ORD-1", "ORD-17", ...
      run: (i) => {
        const id = cycle(sample.orderIds)(Math.floor(i / 22));
        return listOrders(db, { search: id.slice(0, 5 + (i % 22)), limit: 25 });
      },
    },
    {
      label: 'purchases: search and status filter',
      run: (i) =>
        listOrders(db, { search: cycle(PURCHASE_TERMS.twoCharacters)(i), status: 'pending', limit: 25 }),
    },
    { label: 'order details', run: (i) => findOrder(db, cycle(sample.orderIds)(i)) },
    {
      label: 'my orders: the busiest customer',
      run: () => listOrders(db, { customerId: sample.busiestCustomerId, limit: 20 }),
    },
    { label: 'my orders: any customer', run: (i) => listOrders(db, { customerId: customer(i), limit: 20 }) },
    {
      label: 'leaderboard: top 50 (guest)',
      run: () => topRanks(db, 50, { signedIn: false, customerId: null }),
    },
    { label: 'leaderboard: a customer’s own rank', run: (i) => rankOf(db, customer(i)) },
    { label: 'leaderboard: offer check in the quote', run: (i) => leaderboardOfferFor(db, customer(i)) },
    { label: 'admin leaderboard: first page', run: () => rankingPage(db, { limit: 25 }) },
    {
      label: 'points liability (dashboard): today and 90 days',
      run: () => pointsLiability(db, LIABILITY_TREND_DAYS),
      targetMs: 100,
    },
    {
      label: 'admin leaderboard: a page after any customer',
      run: (i) => rankingPage(db, { limit: 25, cursor: rankingCursorAt(cycle(sample.codes)(i)) }),
    },
  ];
}
