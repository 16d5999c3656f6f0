// The fonts' @font-face rules are in styles.css (only the subsets the shop shows).
import './styles.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { AppShell } from './app/app-shell';
import { loadPagesFor } from './app/lazy-page';
import { routes } from './app/router';
import { seedFirstReads } from './lib/first-reads';
import { noteTypedText } from './lib/typed-before-hydration';
import { FIRST_READS_ID } from '../domain/first-reads';
import { queryClient } from './lib/query-client';
import { applyLanguage } from './i18n/i18n-context';
import { loadDictionary } from './i18n/dictionaries';
import { languageFrom } from '../domain/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// What the server answered inside a guest's page: shown at once, not waited for.
const rendered = seedFirstReads(queryClient, document.getElementById(FIRST_READS_ID)?.textContent);

// The server wrote the page's language (the browser's `lang` cookie) on <html>: its words load
// beside the page's code, and the first render is in it (docs/decisions/098).
const lang = languageFrom(document.documentElement.lang);
applyLanguage(lang);
const words = loadDictionary(lang);

const app = (dictionary: Awaited<typeof words>) => (
  <AppShell client={queryClient} language={{ lang, dictionary }}>
    <AppRouter />
  </AppShell>
);

if (rendered && container.firstElementChild) {
  // The server sent the page rendered (docs/decisions/057): with its code here (the HTML preloads
  // it), the first render is that page, and React takes over the HTML on screen instead of
  // drawing it again. Code that cannot load (a new release) leaves the browser to draw the page.
  // As a transition, React takes it over in small steps: a tap meanwhile is answered, not blocked.
  void Promise.all([words, loadPagesFor(routes, location.pathname)]).then(
    ([dictionary]) => {
      noteTypedText(container);
      startTransition(() => void hydrateRoot(container, app(dictionary)));
    },
    () => void words.then((dictionary) => createRoot(container).render(app(dictionary))),
  );
} else {
  void words.then((dictionary) => createRoot(container).render(app(dictionary)));
}
