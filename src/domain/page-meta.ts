import type { AppRouteKey, RouteMatch } from './app-routes';
import { CONTENT_PAGE_TITLES } from './content-page-titles';
import { documentTitle, SHOP_NAME } from './document-title';
import { routeMessages } from './messages-core';

export interface PageMeta {
  /** The browser tab's title. */
  title: string;
  /** What search results and link previews say about the page. */
  description: string;
  /** Private or missing pages: search engines are asked not to list them. */
  noindex?: boolean;
}

const DEFAULT_DESCRIPTION =
  'Fresh Mart: fresh groceries from your neighbourhood supermarket in Kerala, with points, membership clubs and referral rewards.';

/**
 * The public pages' own titles and descriptions. The server writes them into the HTML it sends (so
 * link previews and crawlers see them without running the app); each page shows the same title.
 */
const PUBLIC_PAGES: Partial<Record<AppRouteKey, { title: string; description: string }>> = {
  home: {
    title: `${SHOP_NAME} · Your neighbourhood supermarket`,
    description: DEFAULT_DESCRIPTION,
  },
  shop: {
    title: documentTitle('Shop'),
    description:
      'Shop rice, spices, vegetables, dairy and household goods online at Fresh Mart, Thrissur: member prices, point money on every product, cash on delivery or UPI.',
  },
  login: {
    title: documentTitle('Sign In'),
    description: 'Sign in to Fresh Mart to shop at your member price, track your orders and use your points.',
  },
  register: {
    title: documentTitle('Create your account'),
    description:
      'Join Fresh Mart for free: earn points on every order, climb from Bronze to Diamond and earn rewards when friends you refer shop with us.',
  },
  checkout: {
    title: documentTitle('Checkout'),
    description: 'Check your items, tell us where to deliver and pay cash on delivery or by UPI.',
  },
  leaderboard: {
    title: documentTitle('Leaderboard'),
    description: "Fresh Mart's top shoppers by points, with this month's offer for the top of the board.",
  },
  about: {
    title: documentTitle('About Us'),
    description:
      'Fresh Mart is a neighbourhood supermarket on Market Road, Thrissur: our mission, our values, our opening hours and how to reach us.',
  },
  contact: {
    title: documentTitle('Contact Us'),
    description:
      'Write to Fresh Mart: questions, orders for a function or feedback. We read every message and answer within a day.',
  },
  services: {
    title: documentTitle('Other Services'),
    description:
      'More than groceries: the services Fresh Mart offers besides the shop, and how to ask for them.',
  },
  faq: {
    title: documentTitle(CONTENT_PAGE_TITLES.faq!),
    description: 'Answers about ordering from Fresh Mart: delivery, payment, points, clubs and returns.',
  },
  shippingPolicy: {
    title: documentTitle(CONTENT_PAGE_TITLES['shipping-policy']!),
    description: 'How and where Fresh Mart delivers: free home delivery within 5 km of the shop.',
  },
  returnPolicy: {
    title: documentTitle(CONTENT_PAGE_TITLES['return-policy']!),
    description: 'What you can return to Fresh Mart and how: damaged or expired goods within two days.',
  },
  privacyPolicy: {
    title: documentTitle(CONTENT_PAGE_TITLES['privacy-policy']!),
    description:
      'What Fresh Mart keeps about you, why, and who sees it: your phone number is used only for your orders.',
  },
  referralTerms: {
    title: documentTitle('Referral terms'),
    description:
      'How Fresh Mart referral rewards work: free to join, points only from delivered purchases, the levels and percentages we pay.',
  },
  trackOrder: {
    title: documentTitle('Track Your Order'),
    description: 'Where is my order? Enter your Fresh Mart order id and phone number to see its status.',
  },
};

/** The title a membership page shows: "Gold Membership" (Platinum is Diamond). */
export function membershipTitle(slug: string): string {
  const tier = slug.toLowerCase() === 'platinum' ? 'diamond' : slug.toLowerCase();
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Membership`;
}

/** What the HTML for a path says about its page; `null` is a path with no page (the 404 page). */
export function pageMeta(match: RouteMatch | null): PageMeta {
  if (!match)
    return { title: documentTitle(routeMessages.notFound), description: DEFAULT_DESCRIPTION, noindex: true };
  if (match.key === 'membership') {
    const title = membershipTitle(match.params.tier ?? '');
    return {
      title: documentTitle(title),
      description: `What the ${title.replace(' Membership', '')} club gives you at ${SHOP_NAME}: member prices, points on every order and its showcase.`,
    };
  }
  if (match.key === 'pay') {
    // A link sent on WhatsApp: its preview says what it is for, but no search engine lists it.
    return {
      title: documentTitle('Pay for your order'),
      description: `Pay for your ${SHOP_NAME} order by UPI: scan the QR code or open your UPI app.`,
      noindex: true,
    };
  }
  const page = PUBLIC_PAGES[match.key];
  if (page) return page;
  // Signed-in pages and the admin panel: nothing for a search engine.
  return { title: SHOP_NAME, description: DEFAULT_DESCRIPTION, noindex: true };
}
