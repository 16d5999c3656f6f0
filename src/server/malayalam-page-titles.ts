import type { AppRouteKey, RouteMatch } from '../domain/app-routes';
import { documentTitle, SHOP_NAME } from '../domain/document-title';
import { routeMessages } from '../domain/messages-core';
import type { Language } from '../domain/language';
import type { PageMeta } from '../domain/page-meta';
import ml from '../web/i18n/ml.json';
import mlMessages from '../web/i18n/ml-messages.json';
import info from '../web/i18n/info/ml.json';

/**
 * The Malayalam titles of the pages the server names in `<title>` (docs/decisions/098): the words
 * each page's own heading shows in Malayalam (its PageTitle), taken from the same translation
 * files, so the tab reads the same before and after the app takes the page over. A page not
 * listed (a content page: the shop's own text, written in English) keeps its English title.
 */
const MALAYALAM_TITLES: Partial<Record<AppRouteKey, string>> = {
  home: `${SHOP_NAME} · ${ml.titles.home}`,
  shop: documentTitle(ml.shop.title),
  login: documentTitle(ml.auth.signInTitle),
  register: documentTitle(ml.auth.registerTitle),
  checkout: documentTitle(ml.checkout.title),
  pay: documentTitle(ml.pay.title),
  leaderboard: documentTitle(info.leaderboard.title),
  about: documentTitle(info.about.title),
  contact: documentTitle(info.contact.title),
  services: documentTitle(info.services.title),
  referralTerms: documentTitle(info.referral.title),
  trackOrder: documentTitle(info.track.title),
};

/** A page's meta in the reader's language: in Malayalam its title (descriptions stay English). */
export function pageMetaIn(meta: PageMeta, match: RouteMatch | null, lang: Language): PageMeta {
  if (lang === 'en') return meta;
  if (!match) return { ...meta, title: documentTitle(mlMessages[routeMessages.notFound]) };
  const title = MALAYALAM_TITLES[match.key];
  return title ? { ...meta, title } : meta;
}
