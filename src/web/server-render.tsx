import { renderToString } from 'react-dom/server';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { NavigationType, createPath, type Location, type Navigator } from 'react-router';
import { matchAppRoute } from '../domain/app-routes';
import { AppShell } from './app/app-shell';
import { readFirstScreen, SERVER_RENDERED } from './app/first-screen';
import { loadPagesFor } from './app/lazy-page';
import { PageView } from './app/page-view';
import { routes } from './app/router';
import { sendThrough } from './lib/api';
import { authKeys } from './lib/auth/auth.queries';
import { createQueryClient } from './lib/query-client';
import { applyLanguage } from './i18n/i18n-context';
import { loadDictionary } from './i18n/dictionaries';
import { loadAllAreaWords } from './i18n/word-areas';
import type { Language } from '../domain/language';

/**
 * The server's render of a guest's page (docs/decisions/057), built by `vite build --ssr` into
 * dist/server-render and loaded by src/server/web.ts: the page's HTML inside #root, and the query
 * cache it was rendered from, which the browser takes before it hydrates (main.tsx) so that its
 * first render is the same.
 */
export interface ServerRender {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** TanStack Query's dehydrated cache: the guest's session (none) and the page's first reads. */
  cache: DehydratedState;
}

/**
 * What React puts first when it renders into an element: the `<title>` a page renders (the HTML's
 * head already has the page's title: server/web-pages.ts) and preloads of pictures (the head
 * preloads the ones that matter). In the browser React renders these into the head, never into
 * #root, so inside #root they would be left over after hydrating: they are dropped.
 */
const HOISTED = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>|<meta [^>]*\/>)*/;

/** Nothing moves during a server render: links only need their addresses. */
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * `send` answers the app's API reads on the server (the server's own routes, as a guest). Returns
 * the renderer: a page's render for a URL the shop renders for guests, else null (the browser
 * renders it, as before).
 */
export function createServerRenderer(send: typeof fetch) {
  sendThrough(send);
  return async (url: string, lang: Language = 'en'): Promise<ServerRender | null> => {
    const parsed = new URL(url, 'http://shop.invalid');
    const match = matchAppRoute(parsed.pathname);
    if (!match || !SERVER_RENDERED.has(match.key)) return null;
    const client = createQueryClient();
    client.setQueryData(authKeys.session, null);
    const [dictionary] = await Promise.all([
      loadDictionary(lang),
      // Every area's words (fetched once by the server; the browser fetches its page's alone).
      loadAllAreaWords(lang),
      loadPagesFor(routes, parsed.pathname),
      readFirstScreen(client, match, parsed.pathname, parsed.searchParams),
    ]);
    const location: Location = {
      pathname: parsed.pathname,
      search: parsed.search,
      hash: '',
      state: null,
      key: 'default',
    };
    const view = { action: NavigationType.Pop, location, restore: true, reset: false, move: 0 };
    // Rendering is synchronous: the dates' language set here holds for this render alone.
    applyLanguage(lang);
    const html = renderToString(
      <AppShell client={client} language={{ lang, dictionary }}>
        <PageView view={view} navigator={staticNavigator} busy={false} />
      </AppShell>,
    ).replace(HOISTED, '');
    const cache = dehydrate(client);
    client.clear();
    return { html, cache };
  };
}
